import { defineMessages } from '../../i18n/define-messages';

/** My Account ({programUrl}/account/*): the tabs, the applications list and the profile form. */
export const accountMessages = defineMessages('account', {
  title: 'My Account | {program} | Partner Portal',
  heading: 'My Account',
  applications: 'Applications',
  profile: 'Profile',
  tableCaption: '{program} applications',
  school: 'School',
  site: 'Site',
  organization: 'Organization',
  applicationYear: 'Application Year',
  status: 'Status',
  actions: 'Actions',
  view: 'View',
  applyAgain: 'Apply Again',
  applyNextYear: 'Apply for Next Year',
  deadlines: 'Application deadlines: {schoolYear} for the next school year, {summer} for summer.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: '10 digits, for example 123-456-7890',
  save: 'Save',
});
