import { defineMessages } from '../../i18n/define-messages';

/**
 * The application statuses an educator sees in My Account, by enumeration value (the keys are
 * the applicationStatuses values, so this is a Record<ApplicationStatus, Message>). English is
 * the enumeration's label; the screen shows the server's label in English (see
 * applications-table.tsx) and these texts in Spanish.
 */
export const applicationStatusMessages = defineMessages('account.status', {
  IN_PROGRESS: 'In Progress',
  PENDING: 'Pending',
  PENDING_PRINCIPAL: 'Pending Principal Signature',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  WAITLISTED: 'Waitlisted',
  WITHDRAWN: 'Withdrawn',
});
