/**
 * Every user-visible message of the three spec documents, word for word (typos included:
 * 'occured'), plus the few messages of our own design, which are marked "ours".
 * Button and option labels (Save as Draft, Select Term:, …) are not messages and live with the
 * screens that show them.
 */
export const MESSAGES = {
  // Shared validation (spec 1 §5, spec 2 §5, spec 3 §5)
  required: 'Required',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number, must be 10 digits',
  maxLength10: 'Must be 10 characters or less',
  minLength6: 'Must be 6 characters or more',
  uppercase: 'Must contain one uppercase letter',
  passwordsDontMatch: "Passwords don't match",
  invalidUrl: 'Invalid URL',
  invalidTime: 'Invalid time',
  invalidDate: 'Invalid date',
  /** Ours (issue 18): an EIN that is not 9 digits; the spec names the NN-NNNNNNN format. */
  invalidEin: 'Invalid EIN, must be 9 digits (12-3456789)',
  lessThanEnrollment: 'Must be less than total enrollment',
  missingRequiredFields: 'You have required field(s) that are missing. Please see above.',
  youMustReadAgreement: 'You must read the above Agreement',
  /** Ours: the general form of maxLength10, for the other limits (255, 1000, 5000, 4, 8). */
  maxLength: (n: number) => `Must be ${n} characters or less`,
  /** Ours: a count or percentage that is not a number. */
  invalidNumber: 'Must be a number',
  /** Ours: a count with a fractional part. */
  wholeNumber: 'Must be a whole number',
  /** Ours: a negative count or percentage. */
  nonNegative: 'Must be 0 or more',
  /** Ours: the month pickers' start after the end (the spec gives the rule, not the words). */
  startAfterEnd: 'Start date cannot be after end date',
  /** Ours: contacts whose emails must differ, or a repeated teacher email. */
  emailMustBeUnique: 'Email must be unique',
  /**
   * Ours: text holding a NUL byte or another control character (tab and line breaks are allowed
   * in multi-line text only).
   */
  controlCharacters: 'Must not contain control characters',
  /** Ours: a list in a form over its maximum (input-limits.ts LIST_LIMITS). */
  tooManyItems: (max: number, noun: string) => `At most ${max} ${noun}`,
  /** Ours: one operation's targets over their maximum (deletes, uploads). */
  tooManyAtOnce: (max: number, noun: string) =>
    `At most ${max.toLocaleString('en-US')} ${noun} at once.`,

  // Terms and intake (spec 1 §5, spec 2 §5 and §8)
  notAcceptingSummer: 'We are not currently accepting new summer applications',
  notAcceptingSchoolYear: 'We are not currently accepting new school year applications',
  /** Spec 1 §5 (term validation, no full stop). */
  notAcceptingThisYear: 'We are not currently accepting applications for this year',
  /** Spec 2 §8 (notice when no terms exist, with a full stop). */
  notAcceptingThisYearNotice: 'We are not currently accepting applications for this year.',
  /** Spec 1 §5 (term validation, no full stop). */
  notAcceptingNew: 'We are not currently accepting new applications',
  /** Spec 2 §8 (notice when the form is closed, with a full stop). */
  notAcceptingNewNotice: 'We are not currently accepting new applications.',
  notForElementary: 'Program not available for elementary schools',
  schoolMarketNotForElementary: 'School Market is not available for Elementary Schools',
  /** Spec 2 §8 gives the School Market form; the other programs use the same words (ours). */
  applicationInProgress: (programName: string, year: number | string) =>
    `This school already has a ${programName} application in progress for ${year}.`,
  /** Ours: the same notice for a Kids Cafe site, with the term as displayed ('Summer 2025'). */
  siteApplicationInProgress: (programName: string, term: string) =>
    `This site already has a ${programName} application in progress for ${term}.`,
  /** Ours: the same notice for a Partner Services organization. */
  organizationApplicationInProgress: (programName: string, year: number | string) =>
    `This organization already has a ${programName} application in progress for ${year}.`,
  /** Ours (issue 18): Partner Services' answer 'No' to "Is your organization a nonprofit?". */
  partnerServicesNonProfitOnly: 'Partner Services is available to nonprofit organizations only',

  // Team roster and signatures (spec 1 §5, spec 2 §5)
  principalRequired: 'Principal Required',
  primaryCoordinatorRequired: 'Primary Coordinator Required',
  principalAlreadyExists: 'Principal Already Exists',
  primaryCoordinatorAlreadyExists: 'Primary Coordinator Already Exists',
  secondaryCoordinatorAlreadyExists: 'Secondary Coordinator Already Exists',
  principalEmailDoesntMatch: "Principal Email Doesn't Match",
  emailDoesntMatch: "Email Doesn't Match",
  teachersRequired: 'Teachers Required',
  signatureAlreadySubmitted: 'Signature already submitted.',

  // Uploads (spec 1 §5, spec 2 §5)
  uploadMustBeXlsx: 'Upload must be a .xlsx file',
  teacherImproperPhone: 'At least one teacher has an improper phone number',
  teacherMissingEmail: 'At least one teacher has a missing or invalid email',
  teacherMissingFirstName: 'At least one teacher has a missing first name',
  teacherMissingLastName: 'At least one teacher has a missing last name',

  // Session, loading and errors (spec 1 §2 and §8, spec 2 §8, spec 3 §8)
  notLoggedIn: 'You must be logged in to do this',
  unknownError: 'An unknown error occured.',
  networkError: 'Network error, please try again.',
  noAccess: "You don't have access to this application, contact your administrator.",
  loadingErrorTitle: 'Error',
  loadingErrorText: 'There was an error loading',
  noResults: 'No Results',
  noSchoolAssociations: 'You have no school associations',
  errorLoadingDistricts: 'Error loading districts, please refresh.',
  errorLoadingSchools: 'Error loading schools, please refresh.',
  errorLoadingSites: 'Error loading sites, please refresh.',
  /** Ours, as the spec's districts, schools and sites. */
  errorLoadingOrganizations: 'Error loading organizations, please refresh.',
  unsavedChanges: 'You have unsaved changes.',

  // Success toasts (spec 1 §8, spec 2 §8, spec 3 §8)
  draftSaved: 'Draft Saved',
  saveSuccessful: 'Save Successful',
  deleteSuccessful: 'Delete Successful',
  distributionSaved: 'Distribution Saved',
  copyStudentsSuccessful: 'Copy Students Successful',
  uploadSuccessful: 'Upload Successful',
  reportSubmitted: 'Report Submitted',
  updateSuccessful: 'Update Successful',
  participantUpdated: 'Participant Updated',
  distributionsDeleted: (n: number) => `${n} Distributions Deleted`,
  distributionDeleted: 'Distribution Deleted',
  teachersAdded: 'Teachers Added',
  signatureSubmittedSuccessfully: 'Signature Submitted Successfully',
  principalEmailSent: 'Principal Email Sent',
  emailSent: 'Email Sent',
  userDeleted: 'User Deleted',
  userRestored: 'User Restored',
  schoolArchived: 'School Archived',
  schoolRestored: 'School Restored',
  schoolDeleted: 'School Deleted',
  siteArchived: 'Site Archived',
  siteRestored: 'Site Restored',
  siteDeleted: 'Site Deleted',
  /** Ours (issue 18), as the spec's schools and sites. */
  organizationArchived: 'Organization Archived',
  organizationRestored: 'Organization Restored',
  organizationDeleted: 'Organization Deleted',
  districtArchived: 'District Archived',
  districtRestored: 'District Restored',

  // Confirmations (spec 1 §8, spec 3 §8)
  areYouSure: 'Are you sure?',
  deleteDistributionsConfirm: (n: number) => `Are you sure you want to delete ${n} distributions?`,
  deleteDistributionConfirm: 'Are you sure you want to delete this distribution?',
  destructiveDeleteConfirm:
    'Are you sure? This is a destructive action that will delete all related program(s) data.',

  // Headings and notices that are messages (spec 1 §2 and §4, spec 2 §2, spec 3 §2)
  reminder: 'Reminder',
  applicationPending: (programName: string) => `Your ${programName} Application is Pending`,
  applicationPendingButton: 'Application Pending',
  pleaseWaitSubmitting: 'Please wait while submitting',
  waitlistHeading: (programName: string) => `${programName} Waitlist`,
  programApplicationTitle: (termYear: number | string) => `Program Application ${termYear}`,
  programApplicationContinued: 'Program Application Continued',
  programApplicationAgreement: 'Program Application Agreement',
  schoolMarketApplicationTitle: (year: number | string) =>
    `School Market Program Application ${year}`,
  resourcesIntro: 'Upload any important resources for use by program administrators only.',
  /** Ours: the spec shows only 'Submitted by ... date'. */
  submittedBy: (name: string, date: string) => `Submitted by ${name} ${date}`,
  /** Ours: the spec describes the Kids Cafe start-page warning without its words. */
  kidsCafeSummerAtCapacity:
    'The summer food program is at capacity. New sites will be placed on the waitlist.',
  /** Ours: the spec describes the Kids Cafe account-page warning without its words. */
  kidsCafeWaitlisted:
    'The program is at maximum capacity. New sites will be placed on the waitlist.',

  // Accounts (ours: the spec does not give these)
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  /** Ours: a district name already used (case-insensitive). */
  districtNameTaken: 'A district with this name already exists',
  resetTokenInvalid: 'This password reset link is invalid or has expired',
  /** Ours (issue 12): the status page of an application held for the signer review. */
  applicationHeldForReview:
    'The principal named in your application is not the principal we have on record for this ' +
    'school, so no signature email was sent yet. Our staff will check with the school and ' +
    'follow up with you.',
  tooManyAttempts: 'Too many attempts, please try again later.',
  /** Ours: a request body over the server's limit (1 MB), refused with HTTP 413. */
  requestTooLarge: 'This request is too large to send. Send less at once.',
  /** Ours: a request body of unknown length (chunked), refused with HTTP 411. */
  requestLengthRequired: 'This request must state its length.',
  resetEmailSent:
    'If an account exists for that email, we have sent a link to reset your password.',
  passwordResetSuccessful: 'Password Reset Successful',
  registrationSuccessful: 'Registration Successful',
  // Ours: a signed-in caller without the right role, and a record that does not exist.
  forbidden: "You don't have permission to do this",
  notFound: 'Not found',
  // Ours: the server's refusals of application saves and signature links.
  applicationLocked: 'This application can no longer be changed',
  previousStepsRequired: 'Please complete the previous steps first',
  signatureLinkInvalid: 'This signature link is invalid or has expired',
  schoolNotFound: 'Please choose a school from the list',
  /** Ours: a Kids Cafe application naming a site that is not a live one. */
  siteNotFound: 'Please choose a site from the list',
  /** Ours: an admin adding a site with the name, address 1 and zip of a live site. */
  siteAlreadyExists: 'A site with this name and address already exists',
  /** Ours: a Partner Services application naming an organization that is not the caller's. */
  organizationNotFound: 'Please choose an organization from the list',
  /** Ours: an admin adding (or an admin profile naming) the EIN of another live organization. */
  organizationEinTaken: 'An organization with this EIN already exists',
  // Ours: distribution reports (spec 1 §4 and §5 give the rules, not these words).
  /** An educator changing a month whose report is submitted (admins still may). */
  reportIsSubmitted: 'This report has been submitted',
  /** A second submitReport of the same month (by anybody). */
  reportAlreadySubmitted: 'This report has already been submitted',
  /** Adding or renaming a student to an ID another student of the month has. */
  studentIdInMonth: 'A student with this ID is already in this month',
  /** A student's counts that do not match the month's distribution dates (a stale form). */
  distributionDatesChanged: 'The distribution dates of this month have changed, please reload',
  /** Student template upload: no student rows below the header. */
  uploadNoStudents: 'The file has no students',
  uploadTooManyStudents: (max: number) => `The file has more than ${max} students`,
  /** Student template upload: the first bad row, numbered as in the spreadsheet (header = 1). */
  uploadRow: (row: number, issue: string) => `Row ${row}: ${issue}`,
  requiredStudentName: 'Required student name',
  requiredStudentId: 'Required student ID',
  studentNameTooLong: (max: number) => `Student name must be ${max} characters or less`,
  studentIdTooLong: (max: number) => `Student ID must be ${max} characters or less`,
  studentNameControlCharacters: 'Student name must not contain control characters',
  studentIdControlCharacters: 'Student ID must not contain control characters',
  sameStudentIdAs: (row: number) => `Same student ID as row ${row}`,
} as const;

export type MessageKey = keyof typeof MESSAGES;
