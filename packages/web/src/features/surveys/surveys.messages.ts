import { defineMessages } from '../../i18n/define-messages';

/** Surveys: the program's surveys with a link that opens each. */
export const surveysMessages = defineMessages('surveys', {
  pageTitle: 'Surveys | {program} | Partner Portal',
  heading: 'Surveys',
  caption: 'Surveys',
  title: 'Title',
  dateAdded: 'Date Added',
  actions: 'Actions',
  view: 'View',
  opensInNewTab: '{title} (opens in a new tab)',
});
