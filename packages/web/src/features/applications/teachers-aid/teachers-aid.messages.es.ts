import { spanish } from '../../../i18n/define-messages';
import { teachersAidMessages } from './teachers-aid.messages';

export default spanish(teachersAidMessages, {
  applicationTitle: 'Solicitud del programa Teachers Aid {year}',
  initialSchoolInformation: 'Información inicial de la escuela',
  organizationType: 'Tipo de organización (opcional)',
  nonprofitPartners: 'Socios sin fines de lucro (opcional)',
  nonprofitPartnersHint:
    'Escuelas, distritos u organizaciones sin fines de lucro con los que su escuela colabora en este programa',
  schoolSelection: 'Selección de la escuela',
  schoolInformation: 'Información de la escuela',
  totalEnrollment: 'Matrícula total',
  reducedLunch: 'Estudiantes con almuerzo a precio reducido',
  freeLunch: 'Estudiantes con almuerzo gratuito',
  staffDemographics: 'Datos demográficos del personal',
  demographicAsian: 'Asiático (%)',
  demographicBlack: 'Afroamericano (%)',
  demographicHispanic: 'Hispano (%)',
  demographicWhite: 'Blanco (%)',
  percentageHint: 'Un porcentaje, por ejemplo 25',
  teacherRoster: 'Lista de maestros',
  backgroundVerification: 'Verificación de antecedentes',
  certifyTeachers:
    'Certifico que los maestros indicados forman parte del personal de esta escuela y reúnen los requisitos de Teachers Aid (directores, subdirectores, consejeros, representantes de CIS y maestros).',
  rosterMessage: '{name} ({field}): {message}',
  teacherNumber: 'Maestro {number}',
  agreements: 'Acuerdos',
  principalVerification: 'Verificación del director(a) de la escuela',
  verifyPrincipalEmail: 'Confirme el correo electrónico del director(a)',
  verifyPrincipalEmailHint:
    'El correo electrónico del director(a) indicado en el paso 1. Le enviaremos un enlace para firmar electrónicamente esta solicitud.',
});
