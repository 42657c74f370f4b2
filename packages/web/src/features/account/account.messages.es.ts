import { spanish } from '../../i18n/define-messages';
import { accountMessages } from './account.messages';

export default spanish(accountMessages, {
  title: 'Mi cuenta | {program} | Portal de Socios',
  heading: 'Mi cuenta',
  applications: 'Solicitudes',
  profile: 'Perfil',
  tableCaption: 'Solicitudes de {program}',
  school: 'Escuela',
  site: 'Sitio',
  organization: 'Organización',
  applicationYear: 'Año de la solicitud',
  status: 'Estado',
  actions: 'Acciones',
  view: 'Ver',
  applyAgain: 'Solicitar de nuevo',
  applyNextYear: 'Solicitar para el próximo año',
  deadlines:
    'Fechas límite de solicitud: {schoolYear} para el próximo año escolar y {summer} para el verano.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  phoneHint: '10 dígitos, por ejemplo, 123-456-7890',
  save: 'Guardar',
});
