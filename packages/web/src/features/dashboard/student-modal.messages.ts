import { defineMessages } from '../../i18n/define-messages';

/** Add Student / Edit Student. */
export const studentModalMessages = defineMessages('dashboard.student', {
  addStudent: 'Add Student',
  editStudent: 'Edit Student',
  studentName: 'Student Name',
  studentIdNumber: 'Student ID Number',
  backpacksDistributed: 'Backpacks distributed',
  testimonial: 'Testimonial',
  cancel: 'Cancel',
  save: 'Save',
});
