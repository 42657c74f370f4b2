import { defineMessages } from '../../../i18n/define-messages';

/** The Kids Cafe form's own texts (the shared sections bring theirs). */
export const kidsCafeMessages = defineMessages('kidsCafe', {
  // Site Information
  siteInformation: 'Site Information',
  site: 'Site',
  siteName: 'Site Name',
  crossStreet: 'Cross Street',
  closestSchool: 'Closest School',
  siteType: 'Site Type',
  childcareLicense: 'Childcare License',
  isNonprofit: 'Is the site a nonprofit organization?',
  participatedAgriculture:
    'Has the site taken part in a Texas Department of Agriculture meal program?',
  agricultureSponsor: 'Agriculture Program Sponsor',
  hasWifi: 'Does the site have WiFi?',
  hasRecordingDevice: 'Does the site have a device to record meal counts?',
  hasStorage: 'Does the site have storage space for meals?',
  receivesDeliveries: 'Can the site receive deliveries?',
  // Childcare Center Information
  childcareInformation: 'Childcare Center Information',
  risingStarStatus: 'Texas Rising Star Status',
  hasMicrowave: 'Does the center have a microwave?',
  isFederalParticipant: 'Does the center take part in a federal child nutrition program?',
  isOpenEnrolledYear: 'Is the center open and enrolling all year?',
  hasInfantsEnrolled: 'Are infants enrolled at the center?',
  hasAfterSchool: 'Does the center run an after-school program?',
  // Contacts
  contacts: 'Primary and Secondary Point of Contact',
  isSupervisor: 'Is this contact a supervisor?',
  // Site Service Dates and Times
  serviceHeading: 'Site Service Dates and Times',
  type: 'Type',
  schoolYearType: 'School Year {year}',
  summerType: 'Summer {year}',
  startDate: 'Start Date',
  endDate: 'End Date',
  expectedParticipants: 'Expected Number of Participants',
  ageRanges: 'Participant Age Ranges',
  daysForService: 'Days for Service',
  specialDeliveryNotes: 'Special Delivery Notes (optional)',
  earliestDeliveryTime: 'Earliest Delivery Time',
  referredBy: 'Referred By (optional)',
  enrichmentPrograms: 'Enrichment Programs',
  closureDates: 'Closure Dates',
  fieldTrips: 'Field Trips',
  // Meals (the meal names are KIDS_CAFE_MEAL_LABELS)
  meals: 'Meals',
  mealsHint: 'Choose the meals the site will serve, with their times and the children expected.',
  mealBreakfast: 'Breakfast',
  mealBrunch: 'Brunch',
  mealLunch: 'Lunch',
  mealBogoLunch: 'Bogo Lunch',
  mealSnack: 'Snack',
  mealSupper: 'Supper',
  mealStartTime: '{meal} Start Time',
  mealEndTime: '{meal} End Time',
  mealExpectedParticipants: '{meal} Expected Participants',
  // Agreements
  agreements: 'Agreements',
  readHint:
    'Read the agreement to its end: scroll it, or move into it with Tab and use the arrow keys, Page Down or End.',
  agreementRead: 'Agreement read.',
});
