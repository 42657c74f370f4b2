import { spanish } from '../../i18n/define-messages';
import { applicationStatusMessages } from './application-status.messages';

export default spanish(applicationStatusMessages, {
  IN_PROGRESS: 'En curso',
  PENDING: 'Pendiente',
  PENDING_PRINCIPAL: 'Pendiente de la firma del director(a)',
  APPROVED: 'Aprobada',
  DENIED: 'Rechazada',
  WAITLISTED: 'En lista de espera',
  WITHDRAWN: 'Retirada',
});
