import { defineMessages } from '../../i18n/define-messages';

/**
 * Every program's start page ({programUrl}/start): the heading, the waitlist and closed notes
 * that are ours, the form's promises, the deadlines and the Start Application link. The
 * waitlist texts repeat SETTINGS_MESSAGES word for word (the domain's Spanish covers MESSAGES
 * only).
 */
export const startPageMessages = defineMessages('applications.start', {
  applyTo: 'Apply to {programName}',
  waitlistGeneric:
    '{programName} is at capacity. New applications are placed on the waitlist, and you can still apply.',
  waitlistContact: 'Questions about the waitlist? Contact us at',
  saveDraftNote: 'You can save a draft at any step and come back to it later from the home page.',
  signerNone: 'Once you submit, our team reviews your application.',
  signerPrincipal: 'Once you submit, your principal receives an email to e-sign the agreement.',
  signerPrincipalOrContact:
    "Once you submit, your principal receives an email to e-sign the agreement (for a Houston ISD school, the school's primary point of contact).",
  deadlines:
    'Applications for the next school year are due {nextSchoolYear}; summer applications are due {summer}.',
  startApplication: 'Start Application',
  applicationOpensSoon: 'The online application for {programName} opens soon.',
  applicationContact: 'Until then, contact us at',
});
