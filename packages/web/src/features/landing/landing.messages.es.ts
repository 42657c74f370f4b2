import { spanish } from '../../i18n/define-messages';
import { landingMessages } from './landing.messages';

export default spanish(landingMessages, {
  title: 'Programas | Portal de Socios',
  heading: 'Programas',
  welcome: 'Bienvenido(a), {name}. Elija un programa para continuar.',
  visit: 'Visitar',
});
