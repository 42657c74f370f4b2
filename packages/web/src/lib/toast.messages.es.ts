import { spanish } from '../i18n/define-messages';
import { toastMessages } from './toast.messages';

export default spanish(toastMessages, {
  notifications: 'Notificaciones',
  dismiss: 'Descartar',
});
