import { spanish } from '../../i18n/define-messages';
import { optionLabelMessages } from './option-labels.messages';

export default spanish(optionLabelMessages, {
  // The school levels as Houston-area districts name them in Spanish.
  'schoolTypes.ELEMENTARY': 'Primaria',
  'schoolTypes.MIDDLE': 'Intermedia',
  'schoolTypes.HIGH': 'Preparatoria',
  'schoolTypes.NON_TRADITIONAL': 'No tradicional',
  'gradesServed.PK': 'Prekínder',
  'gradesServed.K': 'Kínder',
  'gradesServed.1': '1.er grado',
  'gradesServed.2': '2.º grado',
  'gradesServed.3': '3.er grado',
  'gradesServed.4': '4.º grado',
  'gradesServed.5': '5.º grado',
  'gradesServed.6': '6.º grado',
  'gradesServed.7': '7.º grado',
  'gradesServed.8': '8.º grado',
  'gradesServed.9': '9.º grado',
  'gradesServed.10': '10.º grado',
  'gradesServed.11': '11.º grado',
  'gradesServed.12': '12.º grado',
  'gradesServed.ALL': 'Todos los grados',
  'gradesServed.EE': 'Educación temprana',
  'organizationTypes.PUBLIC_SCHOOL': 'Escuela pública',
  'organizationTypes.CHARTER_SCHOOL': 'Escuela chárter',
  'organizationTypes.PRIVATE_SCHOOL': 'Escuela privada',
  'organizationTypes.SCHOOL_DISTRICT': 'Distrito escolar',
  'organizationTypes.NONPROFIT': 'Organización sin fines de lucro',
  'organizationTypes.OTHER': 'Otro',
  'programInterests.NUTRITION_EDUCATION': 'Educación nutricional',
  // SNAP and the program names are proper names.
  'programInterests.SNAP': 'SNAP',
  'programInterests.KIDS_CAFE': 'Kids Cafe',
  'programInterests.PARTNER_SERVICES': 'Partner Services',
  'programInterests.TEACHERS_AID': 'Teachers Aid',
});
