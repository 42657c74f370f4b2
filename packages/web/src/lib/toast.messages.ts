import { defineMessages } from '../i18n/define-messages';

/** The toasts' region and their close button. */
export const toastMessages = defineMessages('components.toasts', {
  notifications: 'Notifications',
  dismiss: 'Dismiss',
});
