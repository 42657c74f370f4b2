import { defineMessages } from '../../i18n/define-messages';

/** School Contacts (the roster editor's own texts are the shared component's). */
export const contactsMessages = defineMessages('contacts', {
  pageTitle: 'School Contacts | {program} | Partner Portal',
  heading: 'School Contacts',
  saveChanges: 'Save Changes',
});
