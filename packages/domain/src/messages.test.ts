import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import type { MessageKey } from './messages.ts';

// Word for word as the spec writes them (typos included).
const SPEC_STRINGS: [MessageKey, string][] = [
  ['required', 'Required'],
  ['invalidEmail', 'Invalid email address'],
  ['invalidPhone', 'Invalid phone number, must be 10 digits'],
  ['maxLength10', 'Must be 10 characters or less'],
  ['minLength6', 'Must be 6 characters or more'],
  ['uppercase', 'Must contain one uppercase letter'],
  ['passwordsDontMatch', "Passwords don't match"],
  ['invalidUrl', 'Invalid URL'],
  ['invalidTime', 'Invalid time'],
  ['invalidDate', 'Invalid date'],
  ['lessThanEnrollment', 'Must be less than total enrollment'],
  ['missingRequiredFields', 'You have required field(s) that are missing. Please see above.'],
  ['youMustReadAgreement', 'You must read the above Agreement'],
  ['notAcceptingSummer', 'We are not currently accepting new summer applications'],
  ['notAcceptingSchoolYear', 'We are not currently accepting new school year applications'],
  ['notAcceptingThisYear', 'We are not currently accepting applications for this year'],
  ['notAcceptingThisYearNotice', 'We are not currently accepting applications for this year.'],
  ['notAcceptingNew', 'We are not currently accepting new applications'],
  ['notAcceptingNewNotice', 'We are not currently accepting new applications.'],
  ['notForElementary', 'Program not available for elementary schools'],
  ['schoolMarketNotForElementary', 'School Market is not available for Elementary Schools'],
  ['principalRequired', 'Principal Required'],
  ['primaryCoordinatorRequired', 'Primary Coordinator Required'],
  ['principalAlreadyExists', 'Principal Already Exists'],
  ['primaryCoordinatorAlreadyExists', 'Primary Coordinator Already Exists'],
  ['secondaryCoordinatorAlreadyExists', 'Secondary Coordinator Already Exists'],
  ['principalEmailDoesntMatch', "Principal Email Doesn't Match"],
  ['emailDoesntMatch', "Email Doesn't Match"],
  ['teachersRequired', 'Teachers Required'],
  ['signatureAlreadySubmitted', 'Signature already submitted.'],
  ['uploadMustBeXlsx', 'Upload must be a .xlsx file'],
  ['teacherImproperPhone', 'At least one teacher has an improper phone number'],
  ['teacherMissingEmail', 'At least one teacher has a missing or invalid email'],
  ['teacherMissingFirstName', 'At least one teacher has a missing first name'],
  ['teacherMissingLastName', 'At least one teacher has a missing last name'],
  ['notLoggedIn', 'You must be logged in to do this'],
  ['unknownError', 'An unknown error occured.'],
  ['networkError', 'Network error, please try again.'],
  ['noAccess', "You don't have access to this application, contact your administrator."],
  ['loadingErrorTitle', 'Error'],
  ['loadingErrorText', 'There was an error loading'],
  ['noResults', 'No Results'],
  ['noSchoolAssociations', 'You have no school associations'],
  ['errorLoadingDistricts', 'Error loading districts, please refresh.'],
  ['errorLoadingSchools', 'Error loading schools, please refresh.'],
  ['errorLoadingSites', 'Error loading sites, please refresh.'],
  ['unsavedChanges', 'You have unsaved changes.'],
  ['draftSaved', 'Draft Saved'],
  ['saveSuccessful', 'Save Successful'],
  ['deleteSuccessful', 'Delete Successful'],
  ['distributionSaved', 'Distribution Saved'],
  ['copyStudentsSuccessful', 'Copy Students Successful'],
  ['uploadSuccessful', 'Upload Successful'],
  ['reportSubmitted', 'Report Submitted'],
  ['updateSuccessful', 'Update Successful'],
  ['participantUpdated', 'Participant Updated'],
  ['distributionDeleted', 'Distribution Deleted'],
  ['teachersAdded', 'Teachers Added'],
  ['signatureSubmittedSuccessfully', 'Signature Submitted Successfully'],
  ['principalEmailSent', 'Principal Email Sent'],
  ['emailSent', 'Email Sent'],
  ['userDeleted', 'User Deleted'],
  ['userRestored', 'User Restored'],
  ['schoolArchived', 'School Archived'],
  ['schoolRestored', 'School Restored'],
  ['schoolDeleted', 'School Deleted'],
  ['siteArchived', 'Site Archived'],
  ['siteRestored', 'Site Restored'],
  ['siteDeleted', 'Site Deleted'],
  ['districtArchived', 'District Archived'],
  ['districtRestored', 'District Restored'],
  ['areYouSure', 'Are you sure?'],
  ['deleteDistributionConfirm', 'Are you sure you want to delete this distribution?'],
  [
    'destructiveDeleteConfirm',
    'Are you sure? This is a destructive action that will delete all related program(s) data.',
  ],
  ['reminder', 'Reminder'],
  ['applicationPendingButton', 'Application Pending'],
  ['pleaseWaitSubmitting', 'Please wait while submitting'],
  ['programApplicationContinued', 'Program Application Continued'],
  ['programApplicationAgreement', 'Program Application Agreement'],
  ['resourcesIntro', 'Upload any important resources for use by program administrators only.'],
];

// Our own design: fixed by the brief, kept exactly.
const OUR_STRINGS: [MessageKey, string][] = [
  ['invalidCredentials', 'Invalid email or password'],
  ['emailTaken', 'An account with this email already exists'],
  ['resetTokenInvalid', 'This password reset link is invalid or has expired'],
  ['tooManyAttempts', 'Too many attempts, please try again later.'],
  [
    'resetEmailSent',
    'If an account exists for that email, we have sent a link to reset your password.',
  ],
  ['passwordResetSuccessful', 'Password Reset Successful'],
  ['registrationSuccessful', 'Registration Successful'],
  ['controlCharacters', 'Must not contain control characters'],
  ['siteNotFound', 'Please choose a site from the list'],
  ['siteAlreadyExists', 'A site with this name and address already exists'],
  ['invalidEin', 'Invalid EIN, must be 9 digits (12-3456789)'],
  ['partnerServicesNonProfitOnly', 'Partner Services is available to nonprofit organizations only'],
  ['errorLoadingOrganizations', 'Error loading organizations, please refresh.'],
  ['organizationArchived', 'Organization Archived'],
  ['organizationRestored', 'Organization Restored'],
  ['organizationDeleted', 'Organization Deleted'],
  ['organizationNotFound', 'Please choose an organization from the list'],
  ['organizationEinTaken', 'An organization with this EIN already exists'],
];

describe('MESSAGES', () => {
  it.each(SPEC_STRINGS)('%s is the spec text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each(OUR_STRINGS)('%s is our text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    [MESSAGES.distributionsDeleted(3), '3 Distributions Deleted'],
    [MESSAGES.deleteDistributionsConfirm(4), 'Are you sure you want to delete 4 distributions?'],
    [MESSAGES.applicationPending('Backpack Buddy'), 'Your Backpack Buddy Application is Pending'],
    [MESSAGES.waitlistHeading('Teachers Aid'), 'Teachers Aid Waitlist'],
    [MESSAGES.programApplicationTitle(2025), 'Program Application 2025'],
    [MESSAGES.schoolMarketApplicationTitle(2025), 'School Market Program Application 2025'],
    [
      MESSAGES.applicationInProgress('School Market', 2025),
      'This school already has a School Market application in progress for 2025.',
    ],
    [
      MESSAGES.siteApplicationInProgress('Kids Cafe', 'Summer 2025'),
      'This site already has a Kids Cafe application in progress for Summer 2025.',
    ],
    [
      MESSAGES.organizationApplicationInProgress('Partner Services', 2025),
      'This organization already has a Partner Services application in progress for 2025.',
    ],
    [MESSAGES.maxLength(255), 'Must be 255 characters or less'],
    [MESSAGES.tooManyItems(100, 'team members'), 'At most 100 team members'],
    [MESSAGES.tooManyAtOnce(5000, 'distributions'), 'At most 5,000 distributions at once.'],
    [MESSAGES.submittedBy('Ann Lee', '3-5-24'), 'Submitted by Ann Lee 3-5-24'],
  ])('parametrised message %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('maxLength(10) is the spec message maxLength10', () => {
    expect(MESSAGES.maxLength(10)).toBe(MESSAGES.maxLength10);
  });

  it('has camelCase keys and no two keys with the same text', () => {
    const texts = Object.values(MESSAGES).filter((value) => typeof value === 'string');
    expect(new Set(texts).size).toBe(texts.length);
    for (const key of Object.keys(MESSAGES)) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });
});
