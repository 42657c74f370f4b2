import { spanish } from '../../../i18n/define-messages';
import { partnerServicesMessages } from './partner-services.messages';

export default spanish(partnerServicesMessages, {
  organizationInformation: 'Información de la organización',
  organizationChoice: '¿Para qué organización presenta la solicitud?',
  organizationChoiceHint:
    'Al elegir una de sus organizaciones, se completan sus datos para que usted los confirme.',
  newOrganization: 'Una organización nueva',
  organizationName: 'Nombre de la organización',
  // The IRS's own Spanish keeps the abbreviation: Número de Identificación del Empleador (EIN).
  ein: 'EIN',
  einHint: 'Número de identificación del empleador, 9 dígitos, por ejemplo 12-3456789',
  organizationPhone: 'Teléfono de la organización',
  phoneHint: '10 dígitos, por ejemplo 123-456-7890',
  website: 'Sitio web (opcional)',
  websiteHint: 'Por ejemplo https://www.example.org',
  contacts: 'Contactos principal y secundario',
  servicesHeading: 'Servicios y horarios',
  isNonProfit: '¿La organización es sin fines de lucro?',
  isReligious: '¿La organización está basada en la fe (religiosa)?',
  religiousNote:
    'Las organizaciones basadas en la fe son socios bienvenidos. Los alimentos del banco de alimentos se entregan sin ninguna actividad religiosa, y nadie tiene que participar en una para recibirlos (vea la sección del acuerdo sobre actividades religiosas).',
  services: '¿Qué servicios ofrecerá la organización con los alimentos del banco de alimentos?',
  otherServices: 'Otros servicios',
  otherServicesHint: 'Describa los otros servicios',
  daysOfOperation: 'Días de operación',
  peopleServed: 'Personas atendidas por mes',
  storageHeading: 'Almacenamiento y seguridad alimentaria',
  hasDryStorage: '¿La organización tiene almacenamiento en seco (estantes separados del piso)?',
  hasCoolerStorage: '¿La organización tiene almacenamiento en frío (refrigerado)?',
  hasFreezerStorage: '¿La organización tiene almacenamiento en congelador?',
  hasFoodSafetyCertification:
    '¿Alguien de la organización tiene una certificación vigente de seguridad alimentaria (manipulador o gerente de alimentos)?',
  agreements: 'Acuerdos',
});
