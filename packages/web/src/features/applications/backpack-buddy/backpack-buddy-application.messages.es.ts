import { spanish } from '../../../i18n/define-messages';
import { backpackBuddyMessages } from './backpack-buddy-application.messages';

export default spanish(backpackBuddyMessages, {
  initialSchoolInformation: 'Información inicial de la escuela',
  organizationTypeOptional: 'Tipo de organización (opcional)',
  nonProfitPartnersOptional: 'Socios sin fines de lucro (opcional)',
  nonProfitPartnersHint:
    'Escuelas, distritos u organizaciones sin fines de lucro con los que su escuela colabora en este programa',
  teamInformation: 'Información del equipo',
  allotmentInformation: 'Información de la asignación',
  totalEnrollment: 'Matrícula total',
  freeLunch: 'Estudiantes que califican para almuerzo gratuito',
  reducedLunch: 'Estudiantes que califican para almuerzo a precio reducido',
  backgroundVerification: 'Verificación de antecedentes',
  backgroundCertification:
    'Certifico que todos los miembros del personal y voluntarios que manejarán alimentos de Backpack Buddy o trabajarán con los estudiantes participantes han aprobado la verificación de antecedentes que exige nuestra escuela o distrito.',
  interestsAndCommitments: 'Intereses y compromisos con el programa',
  programInterests:
    '¿Sobre qué otros programas del banco de alimentos le gustaría recibir información a su escuela? (opcional)',
  willHelpMediaEvents:
    '¿Su escuela ayudará con eventos de prensa sobre Backpack Buddy (por ejemplo, un reportaje de noticias o la visita de un donante)?',
  willDistributeInfo:
    '¿Su escuela compartirá información del banco de alimentos (volantes sobre recursos alimentarios) con las familias?',
  emailSecondaryCoordinator:
    '¿Desea que los correos electrónicos del programa también se envíen a su coordinador(a) secundario(a)?',
  principalVerification: 'Verificación del director(a)',
  verifyPrincipalEmail: 'Confirme el correo electrónico del director(a)',
  verifyPrincipalEmailHint:
    'El correo electrónico del director(a) que figura en la lista de su equipo (paso 1). Le enviaremos un enlace para firmar esta solicitud electrónicamente.',
});
