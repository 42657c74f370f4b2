import { defineMessages } from '../i18n/define-messages';

/** The shared components' own words (buttons, states, the application footer and steps). */
export const componentsMessages = defineMessages('components', {
  close: 'Close',
  cancel: 'Cancel',
  delete: 'Delete',
  loading: 'Loading',
  selectPlaceholder: 'Select…',
  yes: 'Yes',
  no: 'No',
  /** An admin list's document title ('Schools | Backpack Buddy | Partner Portal'). */
  listDocumentTitle: '{title} | {programName} | Partner Portal',
  export: 'Export',
  /** Ours: the status beside Export while the file is prepared. */
  exportPreparing: 'Preparing export…',
  exportProgress: 'Preparing export… {percent}%',
  /** Ours: the spec names no message for a failed export. */
  exportFailed: 'The export could not be written, please try again.',
  goBack: 'Go Back',
  exit: 'Exit',
  next: 'Next',
  saveAsDraft: 'Save as Draft',
  submitApplication: 'Submit Application',
  applicationSteps: 'Application steps',
  /** Read before a step bubble's number ('Step 2'). */
  step: 'Step',
});
