import { defineMessages } from '../../../i18n/define-messages';

/**
 * The teacher roster of step 2: its table, the Add/Edit Teacher dialog, the upload and the
 * upload's refusals that are not domain MESSAGES (those are translated by their English text).
 */
export const teachersAidRosterMessages = defineMessages('teachersAid.roster', {
  teachers: 'Teachers',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  grades: 'Grades',
  subjects: 'Subjects',
  studentsPerYear: 'Students Per Year',
  proxyTeacher: 'Proxy Teacher',
  firstName: 'First Name',
  lastName: 'Last Name',
  jobTitle: 'Job Title',
  actions: 'Actions',
  noTeachers: 'No teachers yet.',
  edit: 'Edit<0> {name}</0>',
  delete: 'Delete<0> {name}</0>',
  addTeacher: 'Add Teacher',
  editTeacher: 'Edit Teacher',
  downloadTemplate: 'Download Template',
  uploadTeachers: 'Upload Teachers (.xlsx)',
  phoneOptional: 'Phone (optional)',
  phoneHint: '10 digits, for example 123-456-7890',
  jobTitleOptional: 'Job Title (optional)',
  proxyTeacherOptional: 'Proxy Teacher (optional)',
  studentsTaughtOptional: 'Students Taught Per Year (optional)',
  gradesTaughtOptional: 'Grades Taught (optional)',
  subjectsTaughtOptional: 'Subjects Taught (optional)',
  cancel: 'Cancel',
  save: 'Save',
  fileTooBig: 'The file is too large, please upload the teacher template (5 MB at most)',
  fileNoTeachers: 'The file has no teachers',
  fileInvalidStudents: 'At least one teacher has an invalid number of students per year',
  fileInvalidText: 'At least one teacher has a value that is too long or holds invalid characters',
});
