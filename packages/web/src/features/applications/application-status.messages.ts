import { defineMessages } from '../../i18n/define-messages';

/**
 * The status page's "what happens next" (spec 1 §4, spec 2 §2): who signs, or who reviews. The
 * heading, the held-for-review text and the button are domain MESSAGES.
 */
export const applicationStatusMessages = defineMessages('applications.status', {
  principalSigns:
    'Your principal must e-sign the application through the link we emailed to them. We will review it once it is signed.',
  principalOrContactSigns:
    'Your principal or primary point of contact must e-sign the application through the link we emailed to them. We will review it once it is signed.',
  contactSigns:
    'Your primary point of contact must e-sign the application through the link we emailed to them. We will review it once it is signed.',
  teamReviews: 'Our team will evaluate your application and follow up with you.',
});
