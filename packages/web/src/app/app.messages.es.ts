import { spanish } from '../i18n/define-messages';
import { appMessages } from './app.messages';

export default spanish(appMessages, {
  programTitle: '{program} | Portal de Socios',
  areaComingSoon:
    'El área para educadores de {program} se abrirá con su solicitud, que pronto estará disponible en el portal.',
});
