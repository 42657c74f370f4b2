import { defineMessages } from '../../i18n/define-messages';

/**
 * The labels and hints of the fields every application form shares: a contact's text boxes,
 * an address, the operating hours and the format hints of date and time boxes. The formats
 * themselves (MM/DD/YYYY, 11:00 AM, 123-456-7890) are what the rules accept, in both languages.
 */
export const formFieldMessages = defineMessages('applications.fields', {
  firstName: 'First Name',
  lastName: 'Last Name',
  jobTitleOptional: 'Job Title (optional)',
  phone: 'Phone',
  phoneHint: '10 digits, for example 123-456-7890',
  email: 'Email',
  address: 'Address',
  address2Optional: 'Address 2 (optional)',
  city: 'City',
  county: 'County',
  state: 'State',
  zip: 'Zip',
  operatingHoursStartTime: 'Operating Hours Start Time',
  operatingHoursEndTime: 'Operating Hours End Time',
  gateCodeOptional: 'Gate Code (optional)',
  timeHint: 'For example 11:00 AM',
  dateHint: 'MM/DD/YYYY',
});
