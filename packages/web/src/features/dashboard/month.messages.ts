import { defineMessages } from '../../i18n/define-messages';

/**
 * A term month of the open school: its actions, the students table, the upload of the student
 * template (the refusals that are ours; the spec's are domain messages) and the comments.
 */
export const monthMessages = defineMessages('dashboard.month', {
  submitted: 'Submitted',
  selectMonth: 'Select {month}',
  ofSchool: 'of {school}',
  addStudent: 'Add Student',
  deleteSelected: 'Delete Selected',
  studentsOf: 'Students of {month}, {school}',
  selectAllStudents: 'Select all students of {month}',
  selectStudent: 'Select {student}',
  studentName: 'Student Name',
  studentId: 'Student ID',
  testimonial: 'Testimonial',
  edit: 'Edit',
  delete: 'Delete',
  noStudentsYet: 'No students yet.',
  noStudentsYetFor: 'No students yet for {month}.',
  uploadStudents: 'Upload Students',
  uploading: 'Uploading…',
  forMonth: 'for {month}',
  downloadTemplate: 'Download Template',
  copyStudents: 'Copy Students',
  uploadTooLarge: 'The file is too large, please upload the student template (1 MB at most)',
  uploadUnreadable:
    'The file could not be read, please upload the student template as a .xlsx file',
  uploadTooManyColumns: 'The file has more than {max} columns',
  comments: 'Comments',
  submitReport: 'Submit Report',
});
