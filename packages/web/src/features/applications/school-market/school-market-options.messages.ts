import { defineMessages } from '../../../i18n/define-messages';

/**
 * The labels of the enumeration options the School Market form shows, keyed
 * `<enumeration>.<value>` (option-labels.ts looks them up; the English is the domain's label,
 * school-market-i18n.test.tsx holds them equal). The operating frequencies carry the term's
 * years, as operatingFrequencyOptions writes them.
 */
export const schoolMarketOptionMessages = defineMessages('schoolMarket.options', {
  'schoolMarketTypes.BRICK_MORTAR': 'Brick and Mortar',
  'schoolMarketTypes.MOBILE': 'Mobile Distribution',
  'schoolMarketTypes.ALTERNATE': 'Alternate',
  'operatingFrequencies.MAY_JULY_TWICE_MONTHLY': 'May {year} - July {year}, twice a month',
  'operatingFrequencies.MAY_JULY_WEEKLY': 'May {year} - July {year}, weekly',
  'operatingFrequencies.AUGUST_MAY_TWICE_MONTHLY': 'August {year} - May {nextYear}, twice a month',
  'operatingFrequencies.AUGUST_MAY_WEEKLY': 'August {year} - May {nextYear}, weekly',
  'preferredDistributionDays.MONDAY': 'Monday',
  'preferredDistributionDays.TUESDAY': 'Tuesday',
  'preferredDistributionDays.WEDNESDAY': 'Wednesday',
  'preferredDistributionDays.THURSDAY': 'Thursday',
  'preferredDistributionDays.FRIDAY': 'Friday',
  'preferredDistributionTimes.DISTRIBUTION_8AM_11AM': '8:00 AM - 11:00 AM',
  'preferredDistributionTimes.DISTRIBUTION_11AM_2PM': '11:00 AM - 2:00 PM',
  'preferredDistributionTimes.DISTRIBUTION_2PM_5PM': '2:00 PM - 5:00 PM',
  'preferredDistributionTimes.DISTRIBUTION_5PM_8PM': '5:00 PM - 8:00 PM',
  'schoolMarketTeamMemberTypes.PRIMARY_POINT_OF_CONTACT': 'Primary Point of Contact',
  'schoolMarketTeamMemberTypes.PRINCIPAL': 'Principal',
});
