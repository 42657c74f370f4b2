import { defineMessages } from '../i18n/define-messages';

/** The program areas' frame as educators see it: the page title and the not-yet note. */
export const appMessages = defineMessages('app', {
  programTitle: '{program} | Partner Portal',
  areaComingSoon:
    'The {program} educator area opens with its application, which is coming soon to the portal.',
});
