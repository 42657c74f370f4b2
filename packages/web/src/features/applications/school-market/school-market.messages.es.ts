import { spanish } from '../../../i18n/define-messages';
import { schoolMarketMessages } from './school-market.messages';

export default spanish(schoolMarketMessages, {
  schoolInformation: 'Información de la escuela',
  schoolDemographics: 'Datos demográficos de la escuela',
  totalEnrollment: 'Matrícula total',
  reducedLunch: 'Estudiantes con almuerzo a precio reducido',
  freeLunch: 'Estudiantes con almuerzo gratuito',
  organizationType: 'Tipo de organización (opcional)',
  nonprofitPartners: 'Socios sin fines de lucro (opcional)',
  nonprofitPartnersHint:
    'Escuelas, distritos u organizaciones sin fines de lucro con los que su escuela colabora en este programa',
  marketInformation: 'Información del mercado',
  marketType: 'Tipo de mercado',
  operatingFrequency: 'Frecuencia de operación',
  chooseTermFirst: 'Primero elija un período',
  preferredDay: 'Día de distribución preferido',
  preferredTime: 'Horario de distribución preferido',
  secondaryDay: 'Día de distribución secundario',
  secondaryTime: 'Horario de distribución secundario',
  contacts: 'Contactos',
});
