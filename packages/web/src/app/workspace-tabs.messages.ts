import { defineMessages } from '../i18n/define-messages';

/**
 * The educator workspace's tabs, by path segment: the web modules name them in English
 * (programs/<program>/module.ts), the tab bar shows them in the screen's language.
 */
export const workspaceTabMessages = defineMessages('app.tabs', {
  dashboard: 'Dashboard',
  contacts: 'Contacts',
  surveys: 'Surveys',
  documents: 'Documents',
  account: 'Account',
});
