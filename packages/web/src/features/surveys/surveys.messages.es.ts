import { spanish } from '../../i18n/define-messages';
import { surveysMessages } from './surveys.messages';

export default spanish(surveysMessages, {
  pageTitle: 'Encuestas | {program} | Portal de Socios',
  heading: 'Encuestas',
  caption: 'Encuestas',
  title: 'Título',
  dateAdded: 'Fecha en que se agregó',
  actions: 'Acciones',
  view: 'Ver',
  opensInNewTab: '{title} (se abre en una pestaña nueva)',
});
