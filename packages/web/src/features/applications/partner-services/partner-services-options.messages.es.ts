import { spanish } from '../../../i18n/define-messages';
import { partnerServicesOptionMessages } from './partner-services-options.messages';

export default spanish(partnerServicesOptionMessages, {
  'partnerServicesServices.FOOD_PANTRY': 'Despensa de alimentos',
  'partnerServicesServices.HOT_MEALS': 'Comidas calientes',
  'partnerServicesServices.SHELTER': 'Albergue',
  'partnerServicesServices.MOBILE_PANTRY': 'Despensa móvil',
  'partnerServicesServices.SENIOR_BOXES': 'Cajas de alimentos para personas mayores',
  'partnerServicesServices.KIDS_MEALS': 'Comidas para niños',
  'partnerServicesServices.DISASTER_RELIEF': 'Ayuda en casos de desastre',
  'partnerServicesServices.OTHER': 'Otro',
  'daysOfWeek.MONDAY': 'Lunes',
  'daysOfWeek.TUESDAY': 'Martes',
  'daysOfWeek.WEDNESDAY': 'Miércoles',
  'daysOfWeek.THURSDAY': 'Jueves',
  'daysOfWeek.FRIDAY': 'Viernes',
  'daysOfWeek.SATURDAY': 'Sábado',
  'daysOfWeek.SUNDAY': 'Domingo',
  'organizationMemberTypes.PRIMARY_POINT_CONTACT': 'Contacto principal',
  'organizationMemberTypes.SECONDARY_POINT_CONTACT': 'Contacto secundario',
});
