import { defineMessages } from '../../../i18n/define-messages';

/** The Partner Services form's own texts (the shared sections bring theirs). */
export const partnerServicesMessages = defineMessages('partnerServices', {
  // Organization Information
  organizationInformation: 'Organization Information',
  organizationChoice: 'Which organization are you applying for?',
  organizationChoiceHint:
    'Choosing one of your organizations fills in its details for you to confirm.',
  newOrganization: 'A new organization',
  organizationName: 'Organization Name',
  ein: 'EIN',
  einHint: 'Employer Identification Number, 9 digits, for example 12-3456789',
  organizationPhone: 'Organization Phone',
  phoneHint: '10 digits, for example 123-456-7890',
  website: 'Website (optional)',
  websiteHint: 'For example https://www.example.org',
  // Contacts
  contacts: 'Primary and Secondary Point of Contact',
  // Services and Hours
  servicesHeading: 'Services and Hours',
  isNonProfit: 'Is the organization a nonprofit?',
  isReligious: 'Is the organization faith-based (religious)?',
  religiousNote:
    'Faith-based organizations are welcome partners. Food from the Food Bank is given out free of any religious activity, and no one has to take part in one to receive it (see the agreement’s No Religious Activity section).',
  services: "Which services will the organization offer with the Food Bank's food?",
  otherServices: 'Other Services',
  otherServicesHint: 'Describe the other services',
  daysOfOperation: 'Days of Operation',
  peopleServed: 'People Served per Month',
  // Storage and Food Safety
  storageHeading: 'Storage and Food Safety',
  hasDryStorage: 'Does the organization have dry storage (shelving off the floor)?',
  hasCoolerStorage: 'Does the organization have cooler (refrigerated) storage?',
  hasFreezerStorage: 'Does the organization have freezer storage?',
  hasFoodSafetyCertification:
    'Does someone at the organization hold a current food safety certification (food handler or food manager)?',
  // Agreements
  agreements: 'Agreements',
});
