import { spanish } from '../i18n/define-messages';
import { layoutMessages } from './layout.messages';

export default spanish(layoutMessages, {
  portalName: 'Portal de Socios',
  skipToMain: 'Saltar al contenido principal',
  mainNavigation: 'Principal',
  programs: 'Programas',
  myAccount: 'Mi cuenta',
  logOut: 'Cerrar sesión',
});
