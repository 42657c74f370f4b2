import { defineMessages } from '../../../i18n/define-messages';

/**
 * The labels of the enumeration options the Partner Services form shows, keyed
 * `<enumeration>.<value>` (option-labels.ts looks them up; the English is the domain's label,
 * partner-services-i18n.test.tsx holds them equal).
 */
export const partnerServicesOptionMessages = defineMessages('partnerServices.options', {
  'partnerServicesServices.FOOD_PANTRY': 'Food Pantry',
  'partnerServicesServices.HOT_MEALS': 'Hot Meals',
  'partnerServicesServices.SHELTER': 'Shelter',
  'partnerServicesServices.MOBILE_PANTRY': 'Mobile Pantry',
  'partnerServicesServices.SENIOR_BOXES': 'Senior Food Boxes',
  'partnerServicesServices.KIDS_MEALS': "Children's Meals",
  'partnerServicesServices.DISASTER_RELIEF': 'Disaster Relief',
  'partnerServicesServices.OTHER': 'Other',
  'daysOfWeek.MONDAY': 'Monday',
  'daysOfWeek.TUESDAY': 'Tuesday',
  'daysOfWeek.WEDNESDAY': 'Wednesday',
  'daysOfWeek.THURSDAY': 'Thursday',
  'daysOfWeek.FRIDAY': 'Friday',
  'daysOfWeek.SATURDAY': 'Saturday',
  'daysOfWeek.SUNDAY': 'Sunday',
  'organizationMemberTypes.PRIMARY_POINT_CONTACT': 'Primary Point of Contact',
  'organizationMemberTypes.SECONDARY_POINT_CONTACT': 'Secondary Point of Contact',
});
