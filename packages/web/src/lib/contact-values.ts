/** A contact as a form's five text boxes hold it (application forms, an admin's Contacts tab). */
export type ContactTextValues = {
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  email: string;
};

/** A contact as the API gives it (any of its text fields may be missing). */
type ApiContact = {
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  phone?: string | null;
  email?: string | null;
};

const text = (value: string | null | undefined) => value ?? '';

/** A contact's text boxes from the API's contact (blank when there is none). */
export function contactTextValues(contact: ApiContact | null | undefined): ContactTextValues {
  return {
    firstName: text(contact?.firstName),
    lastName: text(contact?.lastName),
    title: text(contact?.title),
    phone: text(contact?.phone),
    email: text(contact?.email),
  };
}
