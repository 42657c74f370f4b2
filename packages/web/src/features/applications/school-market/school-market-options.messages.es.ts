import { spanish } from '../../../i18n/define-messages';
import { schoolMarketOptionMessages } from './school-market-options.messages';

export default spanish(schoolMarketOptionMessages, {
  'schoolMarketTypes.BRICK_MORTAR': 'Local fijo',
  'schoolMarketTypes.MOBILE': 'Distribución móvil',
  'schoolMarketTypes.ALTERNATE': 'Alternativo',
  'operatingFrequencies.MAY_JULY_TWICE_MONTHLY':
    'De mayo de {year} a julio de {year}, dos veces al mes',
  'operatingFrequencies.MAY_JULY_WEEKLY': 'De mayo de {year} a julio de {year}, semanal',
  'operatingFrequencies.AUGUST_MAY_TWICE_MONTHLY':
    'De agosto de {year} a mayo de {nextYear}, dos veces al mes',
  'operatingFrequencies.AUGUST_MAY_WEEKLY': 'De agosto de {year} a mayo de {nextYear}, semanal',
  'preferredDistributionDays.MONDAY': 'Lunes',
  'preferredDistributionDays.TUESDAY': 'Martes',
  'preferredDistributionDays.WEDNESDAY': 'Miércoles',
  'preferredDistributionDays.THURSDAY': 'Jueves',
  'preferredDistributionDays.FRIDAY': 'Viernes',
  'preferredDistributionTimes.DISTRIBUTION_8AM_11AM': '8:00 a. m. - 11:00 a. m.',
  'preferredDistributionTimes.DISTRIBUTION_11AM_2PM': '11:00 a. m. - 2:00 p. m.',
  'preferredDistributionTimes.DISTRIBUTION_2PM_5PM': '2:00 p. m. - 5:00 p. m.',
  'preferredDistributionTimes.DISTRIBUTION_5PM_8PM': '5:00 p. m. - 8:00 p. m.',
  'schoolMarketTeamMemberTypes.PRIMARY_POINT_OF_CONTACT': 'Contacto principal',
  'schoolMarketTeamMemberTypes.PRINCIPAL': 'Director(a)',
});
