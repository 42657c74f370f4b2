import { spanish } from '../../i18n/define-messages';
import { startPageMessages } from './start-page.messages';

export default spanish(startPageMessages, {
  applyTo: 'Presente su solicitud para {programName}',
  waitlistGeneric:
    '{programName} alcanzó su capacidad máxima. Las nuevas solicitudes se colocan en la lista de espera, y usted todavía puede presentar la suya.',
  waitlistContact: '¿Tiene preguntas sobre la lista de espera? Comuníquese con nosotros en',
  saveDraftNote:
    'Puede guardar un borrador en cualquier paso y retomarlo más tarde desde la página de inicio.',
  signerNone: 'Una vez que la envíe, nuestro equipo revisará su solicitud.',
  signerPrincipal:
    'Una vez que la envíe, el director(a) de su escuela recibirá un correo electrónico para firmar el acuerdo electrónicamente.',
  signerPrincipalOrContact:
    'Una vez que la envíe, el director(a) de su escuela recibirá un correo electrónico para firmar el acuerdo electrónicamente (en una escuela de Houston ISD, el contacto principal de la escuela).',
  deadlines:
    'La fecha límite de las solicitudes para el próximo año escolar es el {nextSchoolYear}; la de las solicitudes de verano es el {summer}.',
  startApplication: 'Comenzar la solicitud',
  applicationOpensSoon: 'La solicitud en línea de {programName} estará disponible pronto.',
  applicationContact: 'Mientras tanto, comuníquese con nosotros en',
});
