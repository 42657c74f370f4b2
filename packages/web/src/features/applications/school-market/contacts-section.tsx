import { enumLabel, formatPhone } from '@portal/domain';
import {
  SCHOOL_MARKET_CONTACTS,
  SCHOOL_MARKET_CONTACT_TYPES,
} from '@portal/domain/programs/school-market';
import type { SchoolMarketContactKey } from '@portal/domain/programs/school-market';
import { TextField } from '../../../components/text-field';
import { fieldProps } from '../../../lib/forms';
import type { SchoolMarketFormApi } from './form-api';

/** One contact's five fields; the phone is written 123-456-7890 once ten digits are typed. */
function ContactFields({
  form,
  contact,
}: {
  form: SchoolMarketFormApi;
  contact: SchoolMarketContactKey;
}) {
  const legend = enumLabel('schoolMarketTeamMemberTypes', SCHOOL_MARKET_CONTACT_TYPES[contact]);
  const phone = fieldProps(form, `${contact}.phone`);
  return (
    <fieldset className="contact-fieldset">
      <legend>{legend}</legend>
      <div className="form-grid">
        <TextField
          label="First Name"
          autoComplete="off"
          {...fieldProps(form, `${contact}.firstName`)}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          {...fieldProps(form, `${contact}.lastName`)}
        />
        <TextField
          label="Job Title (optional)"
          autoComplete="off"
          {...fieldProps(form, `${contact}.title`)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          hint="10 digits, for example 123-456-7890"
          {...phone}
          onChange={(event) => {
            const formatted = formatPhone(event.target.value);
            if (formatted !== event.target.value) event.target.value = formatted;
            return phone.onChange(event);
          }}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          {...fieldProps(form, `${contact}.email`)}
        />
      </div>
    </fieldset>
  );
}

/** Contacts: the Primary Point of Contact and the Principal (their emails must differ). */
export function ContactsSection({ form }: { form: SchoolMarketFormApi }) {
  return (
    <section className="form-section" aria-labelledby="contacts-heading">
      <h3 id="contacts-heading">Contacts</h3>
      {SCHOOL_MARKET_CONTACTS.map((contact) => (
        <ContactFields key={contact} form={form} contact={contact} />
      ))}
    </section>
  );
}
