import { defineMessages } from '../../../i18n/define-messages';

/** The School Market form's own texts (the shared sections bring theirs). */
export const schoolMarketMessages = defineMessages('schoolMarket', {
  schoolInformation: 'School Information',
  schoolDemographics: 'School Demographics',
  totalEnrollment: 'Total Enrollment',
  reducedLunch: 'Students on Reduced Lunch',
  freeLunch: 'Students on Free Lunch',
  organizationType: 'Organization Type (optional)',
  nonprofitPartners: 'Nonprofit Partners (optional)',
  nonprofitPartnersHint:
    'Schools, districts or nonprofit organizations your school partners with for this program',
  marketInformation: 'Market Information',
  marketType: 'Market Type',
  operatingFrequency: 'Operating Frequency',
  chooseTermFirst: 'Choose a term first',
  preferredDay: 'Preferred Distribution Day',
  preferredTime: 'Preferred Distribution Time',
  secondaryDay: 'Secondary Distribution Day',
  secondaryTime: 'Secondary Distribution Time',
  contacts: 'Contacts',
});
