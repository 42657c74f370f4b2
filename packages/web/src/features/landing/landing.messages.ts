import { defineMessages } from '../../i18n/define-messages';

/** The landing page (/): the programs, each with its summary and Visit. */
export const landingMessages = defineMessages('landing', {
  title: 'Programs | Partner Portal',
  heading: 'Programs',
  welcome: 'Welcome, {name}. Choose a program to continue.',
  visit: 'Visit',
});
