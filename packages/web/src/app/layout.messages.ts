import { defineMessages } from '../i18n/define-messages';

/** The frames of the screens: the top bar, its menus and the skip link. */
export const layoutMessages = defineMessages('layout', {
  portalName: 'Partner Portal',
  skipToMain: 'Skip to main content',
  mainNavigation: 'Main',
  programs: 'Programs',
  myAccount: 'My Account',
  logOut: 'Log Out',
});
