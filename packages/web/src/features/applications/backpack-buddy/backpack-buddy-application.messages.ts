import { defineMessages } from '../../../i18n/define-messages';

/**
 * The Backpack Buddy form's own words (spec 1 §2): step 1's school and team sections, step 2's
 * allotment, background and commitments, step 3's principal verification. The step titles,
 * the shared sections and the agreement have their own catalogues.
 */
export const backpackBuddyMessages = defineMessages('backpackBuddy.application', {
  initialSchoolInformation: 'Initial School Information',
  organizationTypeOptional: 'Organization Type (optional)',
  nonProfitPartnersOptional: 'Nonprofit Partners (optional)',
  nonProfitPartnersHint:
    'Schools, districts or nonprofit organizations your school partners with for this program',
  teamInformation: 'Team Information',
  allotmentInformation: 'Allotment Information',
  totalEnrollment: 'Total Enrollment',
  freeLunch: 'Students Eligible for Free Lunch',
  reducedLunch: 'Students Eligible for Reduced Lunch',
  backgroundVerification: 'Background Verification',
  backgroundCertification:
    'I certify that every staff member and volunteer who will handle Backpack Buddy food or work with participating students has passed the background check required by our school or district.',
  interestsAndCommitments: 'Program Interests and Commitments',
  programInterests:
    'Which other food bank programs would your school like to learn about? (optional)',
  willHelpMediaEvents:
    'Will your school help with media events about Backpack Buddy (for example a news story or a donor visit)?',
  willDistributeInfo:
    'Will your school share food bank information (flyers about food resources) with families?',
  emailSecondaryCoordinator: 'Should program emails also be sent to your Secondary Coordinator?',
  principalVerification: 'Principal Verification',
  verifyPrincipalEmail: 'Verify Principal Email',
  verifyPrincipalEmailHint:
    'The email address of the principal on your team roster (step 1). We will email them a link to e-sign this application.',
});
