import { defineMessages } from '../../../i18n/define-messages';

/**
 * The labels of the enumeration options the Kids Cafe form shows, keyed `<enumeration>.<value>`
 * (option-labels.ts looks them up; the English is the domain's label, kids-cafe-i18n.test.tsx
 * holds them equal).
 */
export const kidsCafeOptionMessages = defineMessages('kidsCafe.options', {
  'risingStarStatuses.NOT_PARTICIPATING': 'Not Participating',
  'risingStarStatuses.ENTRY_LEVEL': 'Entry Level',
  'risingStarStatuses.TWO_STAR': 'Two-Star',
  'risingStarStatuses.THREE_STAR': 'Three-Star',
  'risingStarStatuses.FOUR_STAR': 'Four-Star',
  'childcareLicenseTypes.YES': 'Yes',
  'childcareLicenseTypes.NO': 'No',
  'childcareLicenseTypes.PENDING': 'Pending',
  'childcareLicenseTypes.EXEMPT': 'Exempt',
  'kidsCafeSiteTypes.CHILDCARE': 'Childcare',
  'kidsCafeSiteTypes.HEAD_START': 'Head Start',
  'kidsCafeSiteTypes.AFTERSCHOOL_PROGRAM': 'Afterschool Program',
  'daysForService.MONDAYS': 'Mondays',
  'daysForService.TUESDAYS': 'Tuesdays',
  'daysForService.WEDNESDAYS': 'Wednesdays',
  'daysForService.THURSDAYS': 'Thursdays',
  'daysForService.FRIDAYS': 'Fridays',
  'daysForService.SATURDAYS': 'Saturdays',
  'participantAgeRanges.INFANT': 'Infants',
  'participantAgeRanges.ONE_THREE': '1-3',
  'participantAgeRanges.FOUR_SIX': '4-6',
  'participantAgeRanges.SEVEN_NINE': '7-9',
  'participantAgeRanges.TEN_TWELVE': '10-12',
  'participantAgeRanges.THIRTEEN_FIFTEEN': '13-15',
  'participantAgeRanges.SIXTEEN_EIGHTEEN': '16-18',
  'participantAgeRanges.EIGHTEEN_PLUS': '18+',
  'kidsCafeSiteMemberTypes.PRIMARY_POINT_CONTACT': 'Primary Point of Contact',
  'kidsCafeSiteMemberTypes.SECONDARY_POINT_CONTACT': 'Secondary Point of Contact',
});
