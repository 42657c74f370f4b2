import { defineMessages } from '../../../i18n/define-messages';

/** The Teachers Aid steps' own texts (the shared sections bring theirs). */
export const teachersAidMessages = defineMessages('teachersAid', {
  // The spec's pattern ('School Market Program Application {year}') for Teachers Aid.
  applicationTitle: 'Teachers Aid Program Application {year}',
  // Step 1
  initialSchoolInformation: 'Initial School Information',
  organizationType: 'Organization Type (optional)',
  nonprofitPartners: 'Nonprofit Partners (optional)',
  nonprofitPartnersHint:
    'Schools, districts or nonprofit organizations your school partners with for this program',
  schoolSelection: 'School Selection',
  schoolInformation: 'School Information',
  totalEnrollment: 'Total Enrollment',
  reducedLunch: 'Students on Reduced Lunch',
  freeLunch: 'Students on Free Lunch',
  staffDemographics: 'Staff Demographics',
  demographicAsian: 'Asian (%)',
  demographicBlack: 'Black (%)',
  demographicHispanic: 'Hispanic (%)',
  demographicWhite: 'White (%)',
  percentageHint: 'A percentage, for example 25',
  // Step 2
  teacherRoster: 'Teacher Roster',
  backgroundVerification: 'Background Verification',
  certifyTeachers:
    'I certify that the teachers listed are staff of this school eligible for Teachers Aid (principals, assistant principals, counselors, CIS representatives and teachers).',
  rosterMessage: '{name} ({field}): {message}',
  teacherNumber: 'Teacher {number}',
  // Step 3
  agreements: 'Agreements',
  principalVerification: 'Principal Verification',
  verifyPrincipalEmail: 'Verify Principal Email',
  verifyPrincipalEmailHint:
    'The email address of the principal named in step 1. We will email them a link to e-sign this application.',
});
