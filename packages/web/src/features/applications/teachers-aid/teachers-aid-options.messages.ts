import { defineMessages } from '../../../i18n/define-messages';

/**
 * The labels of the enumeration options the Teachers Aid steps show, keyed `<enumeration>.<value>`
 * (option-labels.ts looks them up; the English is the domain's label, teachers-aid-i18n.test.tsx
 * holds them equal).
 */
export const teachersAidOptionMessages = defineMessages('teachersAid.options', {
  'gradesTaught.PK': 'Pre-K',
  'gradesTaught.K': 'Kindergarten',
  'gradesTaught.1': '1st',
  'gradesTaught.2': '2nd',
  'gradesTaught.3': '3rd',
  'gradesTaught.4': '4th',
  'gradesTaught.5': '5th',
  'gradesTaught.6': '6th',
  'gradesTaught.7': '7th',
  'gradesTaught.8': '8th',
  'gradesTaught.9': '9th',
  'gradesTaught.10': '10th',
  'gradesTaught.11': '11th',
  'gradesTaught.12': '12th',
  'subjectsTaught.ART': 'Art',
  'subjectsTaught.ENGLISH': 'English',
  'subjectsTaught.FOREIGN_LANGUAGE': 'Foreign Language',
  'subjectsTaught.GYM_HEALTH': 'Gym/Health',
  'subjectsTaught.HISTORY': 'History',
  'subjectsTaught.MATH': 'Math',
  'subjectsTaught.MUSIC_LIBRARIAN': 'Music/Librarian',
  'subjectsTaught.OTHER': 'Other',
  'subjectsTaught.PRINCIPAL_COUNSELOR_CIS': 'Principal/Counselor/CIS',
  'subjectsTaught.SPEECH_DYSLEXIA_SPECIALIST_THERAPY': 'Speech/Dyslexia Specialist/Therapy',
  'subjectsTaught.SPECIAL_EDUCATION': 'Special Education',
  'subjectsTaught.SCIENCE': 'Science',
  'teachersAidTeamMemberTypes.SITE_COORDINATOR': 'Site Coordinator',
  'teachersAidTeamMemberTypes.PRINCIPAL': 'Principal',
});
