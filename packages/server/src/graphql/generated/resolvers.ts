import type { UploadedFile } from '../../modules/documents/file-scalar.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC. */
  DateTime: { input: Date | string; output: Date | string; }
  /** A file sent with the GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec). */
  File: { input: UploadedFile; output: UploadedFile; }
};

/** Application tab settings; an omitted field is left as it is. A field the program does not have is refused. */
export type AdminApplicationSettingsInput = {
  acceptingApplications?: InputMaybe<Scalars['Boolean']['input']>;
  applicationYear?: InputMaybe<Scalars['Int']['input']>;
  waitlistEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  waitlisted?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdminApplicationStatusInput = {
  id: Scalars['Int']['input'];
  status: ApplicationStatus;
};

/** A new site's profile: the Site Profile's fields (spec 3 §5), checked by the same rules. */
export type AdminCreateSiteInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  closestSchool?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  crossStreet?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A district in the admin console. */
export type AdminDistrict = {
  __typename?: 'AdminDistrict';
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  districtId: Scalars['Int']['output'];
  /** Admin changes of this district, newest first (adminDistrictDetails only; empty in the list). */
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** How many schools (live or archived) belong to it. */
  schoolCount: Scalars['Int']['output'];
  /** Names of its schools, by name (adminDistrictDetails only; empty in the list). */
  schools: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * One page of the admin districts list (adminDistrictsPage): the rows the view keeps, all pages
 * (total), where the page starts (the offset asked for, moved back to the last page when beyond
 * it) and its rows.
 */
export type AdminDistrictPage = {
  __typename?: 'AdminDistrictPage';
  offset: Scalars['Int']['output'];
  rows: Array<AdminDistrict>;
  total: Scalars['Int']['output'];
};

/** An educator account as the admin console shows it. */
export type AdminEducatorUser = {
  __typename?: 'AdminEducatorUser';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  educatorId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** Admin changes of this account, newest first (adminEducatorUserDetails only; empty in the list). */
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** The Partner Services organizations the account acts for (an admin's grant or its approved application). */
  organizations: Array<UserOrganization>;
  phone: Maybe<Scalars['String']['output']>;
  schools: Array<UserSchool>;
  /** The Kids Cafe sites the account acts for (an admin's grant or its approved application). */
  sites: Array<UserSite>;
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * One page of the admin users list (educatorUsersPage): the rows the view keeps, all pages
 * (total), where the page starts (the offset asked for, moved back to the last page when beyond
 * it), its rows, and the options of the holder filter.
 */
export type AdminEducatorUserPage = {
  __typename?: 'AdminEducatorUserPage';
  /** The sites (organizations) the listed accounts hold, by name; empty for schools (no filter). */
  holderOptions: Array<AdminUserHolderOption>;
  offset: Scalars['Int']['output'];
  rows: Array<AdminEducatorUser>;
  total: Scalars['Int']['output'];
};

/** An email the portal sends, editable by admins (spec 3 §3 Admin email). */
export type AdminEmail = {
  __typename?: 'AdminEmail';
  emailId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The template's stable key (which mail it is). */
  key: Scalars['String']['output'];
  /** When an admin last changed it (null: never). */
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  lastEditedBy: Maybe<Scalars['String']['output']>;
  mergeTagDetails: Array<EmailMergeTag>;
  /** The tags the texts may use, written as in the texts: {firstName}. */
  mergeTags: Array<Scalars['String']['output']>;
  messageBody: Scalars['String']['output'];
  /** The Spanish message, with the same merge tags. */
  messageBodyEs: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The program the mail belongs to; null for portal-wide mails (accounts, passwords). */
  program: Maybe<Program>;
  recipients: Scalars['String']['output'];
  /** A value of the emailStatuses enumeration (ACTIVE, INACTIVE). An inactive email is not sent. */
  status: Scalars['String']['output'];
  subjectLine: Scalars['String']['output'];
  /** The Spanish subject, sent to recipients whose language is Spanish (issue 20). */
  subjectLineEs: Scalars['String']['output'];
};

export type AdminEmailInput = {
  emailId: Scalars['Int']['input'];
  messageBody: Scalars['String']['input'];
  /** The Spanish message; when missing, the saved one is kept. */
  messageBodyEs?: InputMaybe<Scalars['String']['input']>;
  status: Scalars['String']['input'];
  subjectLine: Scalars['String']['input'];
  /** The Spanish subject; when missing, the saved one is kept. */
  subjectLineEs?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A program's banner notification as the admin console edits it (spec 3 §2 Banner Notifications,
 * §3 Notification). An empty text shows no banner.
 */
export type AdminNotification = {
  __typename?: 'AdminNotification';
  /** Admin changes of the text, newest first. */
  history: Array<AuditEntry>;
  /** notificationId as text (the cache key). */
  id: Scalars['ID']['output'];
  /** When an admin last changed the text (null: never). */
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  /** Who did (null: never, or that account was deleted). */
  lastEditedBy: Maybe<Scalars['String']['output']>;
  notificationId: Scalars['Int']['output'];
  program: Program;
  /** The banner text as saved (trimmed; empty: no banner). */
  text: Scalars['String']['output'];
};

/** A Partner Services organization in the admin console (spec 3 §3 Organization). */
export type AdminOrganization = {
  __typename?: 'AdminOrganization';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  applications: Array<AdminOrganizationApplication>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  einNumber: Maybe<Scalars['String']['output']>;
  firstYearApplied: Maybe<Scalars['Int']['output']>;
  /** Admin changes of this organization and its applications, newest first. */
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  lastEditedMembers: Maybe<Scalars['DateTime']['output']>;
  members: Array<OrganizationMember>;
  name: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  organizationId: Scalars['Int']['output'];
  phone: Maybe<Scalars['String']['output']>;
  /** statusPartnerServices (programStatuses). */
  programStatus: Maybe<Scalars['String']['output']>;
  programStatusUpdatedAt: Maybe<Scalars['DateTime']['output']>;
  /** Yes, No or N/A. */
  returning: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  website: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** A Partner Services application as the admin console lists it: the list's export and the organization's Applications tab. */
export type AdminOrganizationApplication = {
  __typename?: 'AdminOrganizationApplication';
  applicationPartnerServicesId: Scalars['Int']['output'];
  applicationYear: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  daysOfOperation: Array<Scalars['String']['output']>;
  gateCode: Maybe<Scalars['String']['output']>;
  hasCoolerStorage: Maybe<Scalars['Boolean']['output']>;
  hasDryStorage: Maybe<Scalars['Boolean']['output']>;
  hasFoodSafetyCertification: Maybe<Scalars['Boolean']['output']>;
  hasFreezerStorage: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  isContinuation: Scalars['Boolean']['output'];
  isNonProfit: Maybe<Scalars['Boolean']['output']>;
  isReligious: Maybe<Scalars['Boolean']['output']>;
  nameSign: Maybe<Scalars['String']['output']>;
  new: Maybe<Scalars['Boolean']['output']>;
  operatingHoursEndTime: Maybe<Scalars['String']['output']>;
  operatingHoursStartTime: Maybe<Scalars['String']['output']>;
  peopleServedPerMonth: Maybe<Scalars['Int']['output']>;
  servicesInterest: Array<Scalars['String']['output']>;
  servicesInterestOther: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedByEmail: Maybe<Scalars['String']['output']>;
  submittedByName: Maybe<Scalars['String']['output']>;
};

export type AdminOrganizationApplicationStatusInput = {
  applicationPartnerServicesId: Scalars['Int']['input'];
  status: ApplicationStatus;
};

/**
 * One page of the admin Partner Services organizations list (organizationsPartnerServicesPage):
 * the rows the view keeps, all pages (total), where the page starts (the offset asked for, moved
 * back to the last page when beyond it) and its rows.
 */
export type AdminOrganizationListPage = {
  __typename?: 'AdminOrganizationListPage';
  offset: Scalars['Int']['output'];
  rows: Array<AdminOrganizationListRow>;
  total: Scalars['Int']['output'];
};

/** A row of the admin Partner Services organizations list. */
export type AdminOrganizationListRow = {
  __typename?: 'AdminOrganizationListRow';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  /** The organization's applications of the chosen year (all of them without one), newest first: one export row each. */
  applications: Array<AdminOrganizationApplication>;
  city: Maybe<Scalars['String']['output']>;
  contactEmail: Maybe<Scalars['String']['output']>;
  /** The primary point of contact. */
  contactName: Maybe<Scalars['String']['output']>;
  contactPhone: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  einNumber: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  organizationId: Scalars['Int']['output'];
  phone: Maybe<Scalars['String']['output']>;
  primaryPointOfContact: Maybe<OrganizationMember>;
  programStatus: Maybe<Scalars['String']['output']>;
  /** Yes, No or N/A (spec 3 §4), from the most recent approved application. */
  returning: Scalars['String']['output'];
  secondaryPointOfContact: Maybe<OrganizationMember>;
  state: Maybe<Scalars['String']['output']>;
  website: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type AdminOrganizationProfileInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  einNumber?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Absent to add an organization (adminCreateOrganization). */
  organizationId?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A program's Program Settings in the admin console (spec 3 §2, §3, §4). */
export type AdminProgramSettings = {
  __typename?: 'AdminProgramSettings';
  config: ProgramConfig;
  /** Admin changes of the settings and terms, newest first. */
  history: Array<AuditEntry>;
  /** The program's enum value. */
  id: Scalars['ID']['output'];
  /** When an admin last changed the settings or created terms (null: never). */
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  /** Who did (null: never, or that account was deleted). */
  lastEditedBy: Maybe<Scalars['String']['output']>;
  /** The year adminCreateNextTerms creates (null for a program without Active Terms). */
  nextTermYear: Maybe<Scalars['Int']['output']>;
  program: Program;
  /** The program's terms, newest first (empty for a program without Active Terms). */
  terms: Array<ProgramTerm>;
};

/** A school in the admin console, for one program. */
export type AdminSchool = {
  __typename?: 'AdminSchool';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  /** Backpack Buddy only: the school's weekly allocation entries, newest first, at most 100 (empty for the other programs). */
  allocationEntries: Array<AllocationEntry>;
  applications: Array<AdminSchoolApplication>;
  /** The most recent approved application whose counts the profile edits (null when none). */
  approvedApplicationId: Maybe<Scalars['Int']['output']>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  firstYearApplied: Maybe<Scalars['Int']['output']>;
  foodSafetyCertificate: FoodSafetyCertificateState;
  /** The school's food safety entries, newest completion first, at most 100. */
  foodSafetyEntries: Array<FoodSafetyEntry>;
  /** MM/DD/YYYY: the latest expiration date of the school's entries (null without entries). */
  foodSafetyExpirationDate: Maybe<Scalars['String']['output']>;
  /** Backpack Buddy food safety status (foodSafetyStatuses), set by an admin; null when never set. */
  foodSafetyStatus: Maybe<Scalars['String']['output']>;
  gradesServed: Array<Scalars['String']['output']>;
  /** Admin changes of this school and its applications, newest first. */
  history: Array<AuditEntry>;
  /** program:schoolId, so the three programs' views of a school are cached apart. */
  id: Scalars['ID']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  lastEditedTeamMembers: Maybe<Scalars['DateTime']['output']>;
  /** The latest monthly report reminder about the school (null: none yet). */
  lastReportReminder: Maybe<ReportReminder>;
  name: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  numFreeLunch: Maybe<Scalars['Int']['output']>;
  numReducedLunch: Maybe<Scalars['Int']['output']>;
  numTotalEnrollment: Maybe<Scalars['Int']['output']>;
  /** Not new on the most recent approved application (null when none). */
  participatedLastYear: Maybe<Scalars['Boolean']['output']>;
  program: SchoolProgram;
  /** Backpack Buddy ID, School Market agency number or Teachers Aid school number. */
  programId: Maybe<Scalars['String']['output']>;
  programStatus: Maybe<Scalars['String']['output']>;
  programStatusUpdatedAt: Maybe<Scalars['DateTime']['output']>;
  /** Yes, No or N/A. */
  returning: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
  state: Maybe<Scalars['String']['output']>;
  teamMembers: Array<TeamMember>;
  /** Backpack Buddy only: the school's term months (empty for the other programs). */
  termMonths: Array<AdminSchoolTermMonth>;
  type: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** An application on the Applications tab of a school. */
export type AdminSchoolApplication = {
  __typename?: 'AdminSchoolApplication';
  applicationId: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isContinuation: Scalars['Boolean']['output'];
  new: Maybe<Scalars['Boolean']['output']>;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  /** Set when the application names a signer other than the one on record: held, nobody was mailed. */
  signerReview: Maybe<SignerReview>;
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedByEmail: Maybe<Scalars['String']['output']>;
  submittedByName: Maybe<Scalars['String']['output']>;
  termFormattedShort: Scalars['String']['output'];
  termId: Scalars['Int']['output'];
};

/** An application as a school list row carries it (one per application, for the export). */
export type AdminSchoolListApplication = {
  __typename?: 'AdminSchoolListApplication';
  applicationId: Scalars['Int']['output'];
  isContinuation: Scalars['Boolean']['output'];
  new: Maybe<Scalars['Boolean']['output']>;
  numFreeLunch: Maybe<Scalars['Int']['output']>;
  numReducedLunch: Maybe<Scalars['Int']['output']>;
  numTotalEnrollment: Maybe<Scalars['Int']['output']>;
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedByName: Maybe<Scalars['String']['output']>;
  termFormattedShort: Scalars['String']['output'];
  termId: Scalars['Int']['output'];
};

/**
 * One page of an admin school list (schoolsBackpackBuddyPage, …): the rows the view keeps, all
 * pages (total), where the page starts (the offset asked for, moved back to the last page when
 * beyond it) and its rows.
 */
export type AdminSchoolListPage = {
  __typename?: 'AdminSchoolListPage';
  offset: Scalars['Int']['output'];
  rows: Array<AdminSchoolListRow>;
  total: Scalars['Int']['output'];
};

/** A row of an admin school list (schoolsBackpackBuddy, …). */
export type AdminSchoolListRow = {
  __typename?: 'AdminSchoolListRow';
  address1: Maybe<Scalars['String']['output']>;
  /** The school's applications of the chosen term (all of them when no term is chosen), newest first. */
  applications: Array<AdminSchoolListApplication>;
  city: Maybe<Scalars['String']['output']>;
  contactEmail: Maybe<Scalars['String']['output']>;
  /** The program's main contact: Backpack Buddy PRIMARY, School Market PRIMARY_POINT_OF_CONTACT, Teachers Aid SITE_COORDINATOR. */
  contactName: Maybe<Scalars['String']['output']>;
  contactPhone: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  foodSafetyCertificate: FoodSafetyCertificateState;
  /** MM/DD/YYYY: the latest expiration date of the school's food safety entries (null without entries). */
  foodSafetyExpirationDate: Maybe<Scalars['String']['output']>;
  /** Backpack Buddy food safety status (foodSafetyStatuses); null when never set. */
  foodSafetyStatus: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  principalEmail: Maybe<Scalars['String']['output']>;
  principalName: Maybe<Scalars['String']['output']>;
  /** The program's id of the school: Backpack Buddy ID, School Market agency number, Teachers Aid school number. */
  programId: Maybe<Scalars['String']['output']>;
  programStatus: Maybe<Scalars['String']['output']>;
  /** Yes, No or N/A (spec 3 §4), from the most recent approved application of the program. */
  returning: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
  type: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type AdminSchoolTermMonth = {
  __typename?: 'AdminSchoolTermMonth';
  monthlyAllocation: Maybe<Scalars['Int']['output']>;
  startDate: Scalars['String']['output'];
  /** The month's term (SY 25-26, SU 25): August can be in two. */
  termFormattedShort: Scalars['String']['output'];
  termMonthId: Scalars['Int']['output'];
};

/** A Kids Cafe site in the admin console (spec 3 §3 Kids Cafe site). */
export type AdminSite = {
  __typename?: 'AdminSite';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  applications: Array<AdminSiteApplication>;
  city: Maybe<Scalars['String']['output']>;
  closestSchool: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  crossStreet: Maybe<Scalars['String']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  firstYearApplied: Maybe<Scalars['Int']['output']>;
  /** Admin changes of this site and its applications, newest first. */
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  lastEditedSiteMembers: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** statusKidsCafe (programStatuses). */
  programStatus: Maybe<Scalars['String']['output']>;
  programStatusUpdatedAt: Maybe<Scalars['DateTime']['output']>;
  /** Yes, No or N/A. */
  returning: Scalars['String']['output'];
  siteId: Scalars['Int']['output'];
  siteMembers: Array<SiteMember>;
  state: Maybe<Scalars['String']['output']>;
  /** Childcare, Head Start or Afterschool Program (kidsCafeSiteTypes). */
  type: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** A Kids Cafe application as the admin console lists it: the site list's export and the site's Applications tab. */
export type AdminSiteApplication = {
  __typename?: 'AdminSiteApplication';
  agricultureSponsor: Maybe<Scalars['String']['output']>;
  applicationKidsCafeId: Scalars['Int']['output'];
  applicationYear: Scalars['Int']['output'];
  /** applicationYear, or applicationYear + 1 for SUMMER (spec 3 §9). */
  applicationYearDisplayed: Scalars['Int']['output'];
  bogoLunchEndTime: Maybe<Scalars['String']['output']>;
  bogoLunchNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  bogoLunchStartTime: Maybe<Scalars['String']['output']>;
  breakfastEndTime: Maybe<Scalars['String']['output']>;
  breakfastNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  breakfastStartTime: Maybe<Scalars['String']['output']>;
  brunchEndTime: Maybe<Scalars['String']['output']>;
  brunchNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  brunchStartTime: Maybe<Scalars['String']['output']>;
  childcareLicense: Maybe<Scalars['String']['output']>;
  closureDates: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  daysForService: Array<Scalars['String']['output']>;
  earliestDeliveryTime: Maybe<Scalars['String']['output']>;
  /** MM/DD/YYYY. */
  endDate: Maybe<Scalars['String']['output']>;
  enrichmentPrograms: Maybe<Scalars['String']['output']>;
  fieldTrips: Maybe<Scalars['String']['output']>;
  forProfit: Maybe<Scalars['Boolean']['output']>;
  gateCode: Maybe<Scalars['String']['output']>;
  hasAfterSchool: Maybe<Scalars['Boolean']['output']>;
  hasInfantsEnrolled: Maybe<Scalars['Boolean']['output']>;
  hasMicrowave: Maybe<Scalars['Boolean']['output']>;
  hasRecordingDevice: Maybe<Scalars['Boolean']['output']>;
  hasStorage: Maybe<Scalars['Boolean']['output']>;
  hasWifi: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  interestBogoLunch: Scalars['Boolean']['output'];
  interestBreakfast: Scalars['Boolean']['output'];
  interestBrunch: Scalars['Boolean']['output'];
  interestLunch: Scalars['Boolean']['output'];
  interestSnack: Scalars['Boolean']['output'];
  interestSupper: Scalars['Boolean']['output'];
  isContinuation: Scalars['Boolean']['output'];
  isFederalParticipant: Maybe<Scalars['Boolean']['output']>;
  isOpenEnrolledYear: Maybe<Scalars['Boolean']['output']>;
  isTexasRisingStar: Maybe<Scalars['String']['output']>;
  lunchEndTime: Maybe<Scalars['String']['output']>;
  lunchNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  lunchStartTime: Maybe<Scalars['String']['output']>;
  nameSign: Maybe<Scalars['String']['output']>;
  new: Maybe<Scalars['Boolean']['output']>;
  numExpectedParticipants: Maybe<Scalars['Int']['output']>;
  operatingHoursEndTime: Maybe<Scalars['String']['output']>;
  operatingHoursStartTime: Maybe<Scalars['String']['output']>;
  participantAgeRanges: Array<Scalars['String']['output']>;
  participatedAgriculture: Maybe<Scalars['Boolean']['output']>;
  receivesDeliveries: Maybe<Scalars['Boolean']['output']>;
  referredBy: Maybe<Scalars['String']['output']>;
  siteType: Maybe<Scalars['String']['output']>;
  snackEndTime: Maybe<Scalars['String']['output']>;
  snackNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  snackStartTime: Maybe<Scalars['String']['output']>;
  specialDeliveryNotes: Maybe<Scalars['String']['output']>;
  /** MM/DD/YYYY. */
  startDate: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedByEmail: Maybe<Scalars['String']['output']>;
  submittedByName: Maybe<Scalars['String']['output']>;
  supperEndTime: Maybe<Scalars['String']['output']>;
  supperNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  supperStartTime: Maybe<Scalars['String']['output']>;
  /** SCHOOL or SUMMER. */
  type: TermType;
};

export type AdminSiteApplicationStatusInput = {
  applicationKidsCafeId: Scalars['Int']['input'];
  status: ApplicationStatus;
};

/**
 * One page of the admin Kids Cafe sites list (sitesKidsCafePage): the rows the view keeps, all
 * pages (total), where the page starts (the offset asked for, moved back to the last page when
 * beyond it) and its rows.
 */
export type AdminSiteListPage = {
  __typename?: 'AdminSiteListPage';
  offset: Scalars['Int']['output'];
  rows: Array<AdminSiteListRow>;
  total: Scalars['Int']['output'];
};

/** A row of the admin Kids Cafe sites list (spec 3 §2 Kids Cafe sites). */
export type AdminSiteListRow = {
  __typename?: 'AdminSiteListRow';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  /** The site's applications of the filter (all of them without one), newest first: one export row each. */
  applications: Array<AdminSiteApplication>;
  city: Maybe<Scalars['String']['output']>;
  closestSchool: Maybe<Scalars['String']['output']>;
  contactEmail: Maybe<Scalars['String']['output']>;
  /** The primary point of contact. */
  contactName: Maybe<Scalars['String']['output']>;
  contactPhone: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  crossStreet: Maybe<Scalars['String']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  primaryPointOfContact: Maybe<SiteMember>;
  programStatus: Maybe<Scalars['String']['output']>;
  /** Yes, No or N/A (spec 3 §4), from the most recent approved application. */
  returning: Scalars['String']['output'];
  secondaryPointOfContact: Maybe<SiteMember>;
  siteId: Scalars['Int']['output'];
  state: Maybe<Scalars['String']['output']>;
  type: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** Active Terms toggles; an omitted field is left as it is. */
export type AdminTermSettingsInput = {
  schoolEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  summerEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdminUpdateApplicationsInput = {
  /** At most 100. */
  applications: Array<AdminApplicationStatusInput>;
  program: SchoolProgram;
  schoolId: Scalars['Int']['input'];
};

export type AdminUpdateDistrictInput = {
  /** Omitted to create a district. */
  districtId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};

export type AdminUpdateEducatorUserInput = {
  /** Omitted to create an account (which is mailed a link to set its password). */
  educatorId?: InputMaybe<Scalars['Int']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The Partner Services organizations (at most 200); omitted to leave the account's organizations as they are. */
  organizationIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** At most 200. */
  schoolIds: Array<Scalars['Int']['input']>;
  /** The Kids Cafe sites (at most 200); omitted to leave the account's sites as they are. */
  siteIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type AdminUpdateOrganizationApplicationsInput = {
  /** At most 100. */
  applications: Array<AdminOrganizationApplicationStatusInput>;
  organizationId: Scalars['Int']['input'];
};

export type AdminUpdateOrganizationMembersInput = {
  /** At most 2: the primary and the secondary point of contact. */
  members: Array<OrganizationMemberInput>;
  organizationId: Scalars['Int']['input'];
};

export type AdminUpdateOrganizationStatusInput = {
  organizationId: Scalars['Int']['input'];
  status: Scalars['String']['input'];
};

export type AdminUpdateProgramStatusInput = {
  program: SchoolProgram;
  schoolId: Scalars['Int']['input'];
  status: Scalars['String']['input'];
};

export type AdminUpdateSchoolContactsInput = {
  program: SchoolProgram;
  schoolId: Scalars['Int']['input'];
  /** At most 100. */
  teamMembers: Array<TeamMemberInput>;
};

export type AdminUpdateSchoolProfileInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  districtId?: InputMaybe<Scalars['Int']['input']>;
  /** At most 16 (the options of the gradesServed enumeration). */
  gradesServed?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  numFreeLunch?: InputMaybe<Scalars['String']['input']>;
  numReducedLunch?: InputMaybe<Scalars['String']['input']>;
  numTotalEnrollment?: InputMaybe<Scalars['String']['input']>;
  participatedLastYear?: InputMaybe<Scalars['Boolean']['input']>;
  program: SchoolProgram;
  programId?: InputMaybe<Scalars['String']['input']>;
  schoolId: Scalars['Int']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type AdminUpdateSiteApplicationsInput = {
  /** At most 100. */
  applications: Array<AdminSiteApplicationStatusInput>;
  siteId: Scalars['Int']['input'];
};

export type AdminUpdateSiteMembersInput = {
  siteId: Scalars['Int']['input'];
  /** At most 2: the primary and the secondary point of contact. */
  siteMembers: Array<SiteMemberInput>;
};

export type AdminUpdateSiteProfileInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  closestSchool?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  crossStreet?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  siteId: Scalars['Int']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type AdminUpdateSiteStatusInput = {
  siteId: Scalars['Int']['input'];
  status: Scalars['String']['input'];
};

export type AdminUser = {
  __typename?: 'AdminUser';
  adminId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  type: UserType;
};

/** An option of the users list's Site (Organization) filter: the holder's id and name. */
export type AdminUserHolderOption = {
  __typename?: 'AdminUserHolderOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** What the agreement of an application is filled with (the texts live in the domain package). */
export type AgreementInfo = {
  __typename?: 'AgreementInfo';
  /** The agreement date in US format. */
  date: Scalars['String']['output'];
  /** older or newer (spec: submitted before August 2024 or continuing gets the older text). */
  version: Scalars['String']['output'];
};

/** A weekly allocation an admin saved for a school (Backpack Buddy's Allocate tab). */
export type AllocationEntry = {
  __typename?: 'AllocationEntry';
  allocationEntryId: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The admin who saved it (null once their account is gone). */
  updatedBy: Maybe<Scalars['String']['output']>;
  weeklyAllocation: Scalars['Int']['output'];
};

export type ApplicationBackpackBuddy = {
  __typename?: 'ApplicationBackpackBuddy';
  agreeNondiscrimination: Scalars['Boolean']['output'];
  agreeToProgramPurpose: Scalars['Boolean']['output'];
  agreeToProgramResponsibilities: Scalars['Boolean']['output'];
  agreement: AgreementInfo;
  applicationBackpackBuddyId: Scalars['Int']['output'];
  certififedVerification: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['DateTime']['output'];
  draft: Scalars['Boolean']['output'];
  emailSecondaryCoordinator: Maybe<Scalars['Boolean']['output']>;
  /** Submitted naming a principal other than the one on record: no link was mailed, staff review it. */
  heldForReview: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isContinuation: Scalars['Boolean']['output'];
  nameSignFirst: Maybe<Scalars['String']['output']>;
  nameSignSecond: Maybe<Scalars['String']['output']>;
  nameSignThird: Maybe<Scalars['String']['output']>;
  new: Maybe<Scalars['Boolean']['output']>;
  nonProfitOrganizations: Maybe<Scalars['String']['output']>;
  numFreeLunch: Maybe<Scalars['Int']['output']>;
  numReducedLunch: Maybe<Scalars['Int']['output']>;
  numTotalEnrollment: Maybe<Scalars['Int']['output']>;
  organizationType: Maybe<Scalars['String']['output']>;
  programInterests: Array<Scalars['String']['output']>;
  school: ApplicationSchool;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  status: ApplicationStatus;
  stepsCompleted: Scalars['Int']['output'];
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedBy: Maybe<ApplicationPerson>;
  term: ProgramTerm;
  termId: Scalars['Int']['output'];
  verifyPrincipalEmail: Maybe<Scalars['String']['output']>;
  willDistributeInfo: Maybe<Scalars['Boolean']['output']>;
  willHelpMediaEvents: Maybe<Scalars['Boolean']['output']>;
};

/** Another educator's application of the same school, year and term type, still open. */
export type ApplicationInProgressNotice = {
  __typename?: 'ApplicationInProgressNotice';
  applicationBackpackBuddyId: Scalars['Int']['output'];
  contactEmail: Scalars['String']['output'];
  starterEmail: Scalars['String']['output'];
  starterName: Scalars['String']['output'];
  termYear: Scalars['Int']['output'];
};

export type ApplicationKidsCafe = {
  __typename?: 'ApplicationKidsCafe';
  agreeToDocumentation: Scalars['Boolean']['output'];
  agreeToProgramPurpose: Scalars['Boolean']['output'];
  agreeToReimbursement: Scalars['Boolean']['output'];
  agricultureSponsor: Maybe<Scalars['String']['output']>;
  applicationKidsCafeId: Scalars['Int']['output'];
  /** As stored; a SUMMER application's year is displayed as year + 1 (spec 2 §2). */
  applicationYear: Scalars['Int']['output'];
  /** The year as displayed: applicationYear, or applicationYear + 1 for SUMMER. */
  applicationYearDisplayed: Scalars['Int']['output'];
  bogoLunchEndTime: Maybe<Scalars['String']['output']>;
  bogoLunchNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  bogoLunchStartTime: Maybe<Scalars['String']['output']>;
  breakfastEndTime: Maybe<Scalars['String']['output']>;
  breakfastNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  breakfastStartTime: Maybe<Scalars['String']['output']>;
  brunchEndTime: Maybe<Scalars['String']['output']>;
  brunchNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  brunchStartTime: Maybe<Scalars['String']['output']>;
  /** Spelt so (spec 2 §3). */
  certififedVerification: Maybe<Scalars['Boolean']['output']>;
  childcareLicense: Maybe<Scalars['String']['output']>;
  closureDates: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  daysForService: Array<Scalars['String']['output']>;
  draft: Scalars['Boolean']['output'];
  earliestDeliveryTime: Maybe<Scalars['String']['output']>;
  /** MM/DD/YYYY. */
  endDate: Maybe<Scalars['String']['output']>;
  enrichmentPrograms: Maybe<Scalars['String']['output']>;
  fieldTrips: Maybe<Scalars['String']['output']>;
  forProfit: Maybe<Scalars['Boolean']['output']>;
  gateCode: Maybe<Scalars['String']['output']>;
  hasAfterSchool: Maybe<Scalars['Boolean']['output']>;
  hasInfantsEnrolled: Maybe<Scalars['Boolean']['output']>;
  hasMicrowave: Maybe<Scalars['Boolean']['output']>;
  hasRecordingDevice: Maybe<Scalars['Boolean']['output']>;
  hasStorage: Maybe<Scalars['Boolean']['output']>;
  hasWifi: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  interestBogoLunch: Scalars['Boolean']['output'];
  interestBreakfast: Scalars['Boolean']['output'];
  interestBrunch: Scalars['Boolean']['output'];
  interestLunch: Scalars['Boolean']['output'];
  interestSnack: Scalars['Boolean']['output'];
  interestSupper: Scalars['Boolean']['output'];
  isContinuation: Scalars['Boolean']['output'];
  isFederalParticipant: Maybe<Scalars['Boolean']['output']>;
  isOpenEnrolledYear: Maybe<Scalars['Boolean']['output']>;
  isTexasRisingStar: Maybe<Scalars['String']['output']>;
  lunchEndTime: Maybe<Scalars['String']['output']>;
  lunchNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  lunchStartTime: Maybe<Scalars['String']['output']>;
  nameSign: Maybe<Scalars['String']['output']>;
  new: Maybe<Scalars['Boolean']['output']>;
  numExpectedParticipants: Maybe<Scalars['Int']['output']>;
  operatingHoursEndTime: Maybe<Scalars['String']['output']>;
  operatingHoursStartTime: Maybe<Scalars['String']['output']>;
  participantAgeRanges: Array<Scalars['String']['output']>;
  participatedAgriculture: Maybe<Scalars['Boolean']['output']>;
  readProgramAgreement: Scalars['Boolean']['output'];
  receivesDeliveries: Maybe<Scalars['Boolean']['output']>;
  referredBy: Maybe<Scalars['String']['output']>;
  site: KidsCafeApplicationSite;
  siteType: Maybe<Scalars['String']['output']>;
  snackEndTime: Maybe<Scalars['String']['output']>;
  snackNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  snackStartTime: Maybe<Scalars['String']['output']>;
  specialDeliveryNotes: Maybe<Scalars['String']['output']>;
  /** MM/DD/YYYY. */
  startDate: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedBy: Maybe<ApplicationPerson>;
  supperEndTime: Maybe<Scalars['String']['output']>;
  supperNumExpectedParticipants: Maybe<Scalars['Int']['output']>;
  supperStartTime: Maybe<Scalars['String']['output']>;
  /** SCHOOL or SUMMER. */
  type: TermType;
};

export type ApplicationPartnerServices = {
  __typename?: 'ApplicationPartnerServices';
  agreeNoReligiousActivity: Scalars['Boolean']['output'];
  agreeNondiscrimination: Scalars['Boolean']['output'];
  agreeToProgramPurpose: Scalars['Boolean']['output'];
  applicationPartnerServicesId: Scalars['Int']['output'];
  applicationYear: Scalars['Int']['output'];
  /** Spelt so, as the other programs. */
  certififedVerification: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** MONDAY … SUNDAY. */
  daysOfOperation: Array<Scalars['String']['output']>;
  draft: Scalars['Boolean']['output'];
  gateCode: Maybe<Scalars['String']['output']>;
  hasCoolerStorage: Maybe<Scalars['Boolean']['output']>;
  hasDryStorage: Maybe<Scalars['Boolean']['output']>;
  hasFoodSafetyCertification: Maybe<Scalars['Boolean']['output']>;
  hasFreezerStorage: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  isContinuation: Scalars['Boolean']['output'];
  isNonProfit: Maybe<Scalars['Boolean']['output']>;
  isReligious: Maybe<Scalars['Boolean']['output']>;
  nameSign: Maybe<Scalars['String']['output']>;
  new: Maybe<Scalars['Boolean']['output']>;
  operatingHoursEndTime: Maybe<Scalars['String']['output']>;
  /** Like 11:00 AM. */
  operatingHoursStartTime: Maybe<Scalars['String']['output']>;
  organization: PartnerServicesApplicationOrganization;
  peopleServedPerMonth: Maybe<Scalars['Int']['output']>;
  /** FOOD_PANTRY, HOT_MEALS, SHELTER, MOBILE_PANTRY, … OTHER (partnerServicesServices). */
  servicesInterest: Array<Scalars['String']['output']>;
  servicesInterestOther: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedBy: Maybe<ApplicationPerson>;
};

export type ApplicationPerson = {
  __typename?: 'ApplicationPerson';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
};

/** The school as an application carries it (step 1). */
export type ApplicationSchool = {
  __typename?: 'ApplicationSchool';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  gradesServed: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
  state: Maybe<Scalars['String']['output']>;
  teamMembersBackpackBuddy: Array<TeamMember>;
  type: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type ApplicationSchoolMarket = {
  __typename?: 'ApplicationSchoolMarket';
  agreeNondiscrimination: Scalars['Boolean']['output'];
  agreeToProgramPurpose: Scalars['Boolean']['output'];
  agreeToProgramResponsibilities: Scalars['Boolean']['output'];
  agreement: AgreementInfo;
  /** Spec 2 §3: the response carries it; always null (decisions.md, School Market). */
  applicationBackpackBuddyId: Maybe<Scalars['Int']['output']>;
  applicationSchoolMarketId: Scalars['Int']['output'];
  /** Spelt so (spec 2 §3). */
  certififedVerification: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['DateTime']['output'];
  draft: Scalars['Boolean']['output'];
  /** Submitted naming a signer other than the one on record: no link was mailed, staff review it. */
  heldForReview: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isContinuation: Scalars['Boolean']['output'];
  marketType: Maybe<Scalars['String']['output']>;
  nameSignFirst: Maybe<Scalars['String']['output']>;
  nameSignSecond: Maybe<Scalars['String']['output']>;
  nameSignThird: Maybe<Scalars['String']['output']>;
  new: Maybe<Scalars['Boolean']['output']>;
  nonProfitOrganizations: Maybe<Scalars['String']['output']>;
  numFreeLunch: Maybe<Scalars['Int']['output']>;
  numReducedLunch: Maybe<Scalars['Int']['output']>;
  numTotalEnrollment: Maybe<Scalars['Int']['output']>;
  operatingFrequency: Maybe<Scalars['String']['output']>;
  organizationType: Maybe<Scalars['String']['output']>;
  preferredDistributionDay: Maybe<Scalars['String']['output']>;
  preferredDistributionTime: Maybe<Scalars['String']['output']>;
  school: SchoolMarketApplicationSchool;
  secondaryPreferredDistributionDay: Maybe<Scalars['String']['output']>;
  secondaryPreferredDistributionTime: Maybe<Scalars['String']['output']>;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  /** PRINCIPAL, or PRIMARY_POINT_OF_CONTACT for a Houston ISD school: who signs (spec 2 §6). */
  signerRole: Scalars['String']['output'];
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedBy: Maybe<ApplicationPerson>;
  term: ProgramTerm;
  termId: Scalars['Int']['output'];
  waitlisted: Scalars['Boolean']['output'];
  waitlistedAt: Maybe<Scalars['DateTime']['output']>;
};

/** What the principal's signature page shows. */
export type ApplicationSignatureDetails = {
  __typename?: 'ApplicationSignatureDetails';
  agreeNondiscrimination: Scalars['Boolean']['output'];
  agreeToProgramPurpose: Scalars['Boolean']['output'];
  agreeToProgramResponsibilities: Scalars['Boolean']['output'];
  agreement: AgreementInfo;
  applicationId: Scalars['Int']['output'];
  certifiedAgreement: Maybe<Scalars['Boolean']['output']>;
  certifiedNonDiscrimination: Maybe<Scalars['Boolean']['output']>;
  educator: Maybe<ApplicationPerson>;
  id: Scalars['ID']['output'];
  nameSignFirst: Maybe<Scalars['String']['output']>;
  nameSignSecond: Maybe<Scalars['String']['output']>;
  nameSignThird: Maybe<Scalars['String']['output']>;
  principal: SignaturePrincipal;
  /** backpack-buddy, teachers-aid or school-market */
  programName: Scalars['String']['output'];
  school: SignatureSchool;
  schoolId: Scalars['Int']['output'];
  signedAt: Maybe<Scalars['DateTime']['output']>;
  signeeEmail: Maybe<Scalars['String']['output']>;
  signeeName: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
};

export type ApplicationStatus =
  | 'APPROVED'
  | 'DENIED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'PENDING_PRINCIPAL'
  | 'WAITLISTED'
  | 'WITHDRAWN';

export type ApplicationTeachersAid = {
  __typename?: 'ApplicationTeachersAid';
  agreement: AgreementInfo;
  applicationTeachersAidId: Scalars['Int']['output'];
  certifiedAgreement: Scalars['Boolean']['output'];
  certifiedNonDiscrimination: Scalars['Boolean']['output'];
  certifiedProgramRules: Scalars['Boolean']['output'];
  /** Spelt so (spec 2 §3). */
  certififedVerification: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Fractions 0 … 1 (shown as percentages). */
  demographicAsian: Maybe<Scalars['Float']['output']>;
  demographicBlack: Maybe<Scalars['Float']['output']>;
  demographicHispanic: Maybe<Scalars['Float']['output']>;
  demographicWhite: Maybe<Scalars['Float']['output']>;
  draft: Scalars['Boolean']['output'];
  /** Submitted naming a principal other than the one on record: no link was mailed, staff review it. */
  heldForReview: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isContinuation: Scalars['Boolean']['output'];
  nameSignFirst: Maybe<Scalars['String']['output']>;
  nameSignSecond: Maybe<Scalars['String']['output']>;
  nameSignThird: Maybe<Scalars['String']['output']>;
  new: Maybe<Scalars['Boolean']['output']>;
  nonProfitOrganizations: Maybe<Scalars['String']['output']>;
  numFreeLunch: Maybe<Scalars['Int']['output']>;
  numReducedLunch: Maybe<Scalars['Int']['output']>;
  numTotalEnrollment: Maybe<Scalars['Int']['output']>;
  organizationType: Maybe<Scalars['String']['output']>;
  school: TeachersAidApplicationSchool;
  signedAt: Maybe<Scalars['DateTime']['output']>;
  status: ApplicationStatus;
  stepsCompleted: Scalars['Int']['output'];
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  submittedBy: Maybe<ApplicationPerson>;
  teachers: Array<Teacher>;
  term: ProgramTerm;
  termId: Scalars['Int']['output'];
  verifyPrincipalEmail: Maybe<Scalars['String']['output']>;
  waitlisted: Scalars['Boolean']['output'];
  waitlistedAt: Maybe<Scalars['DateTime']['output']>;
};

/** One changed field of an audited change. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** The value after, as JSON text (null when the field was emptied). */
  after: Maybe<Scalars['String']['output']>;
  /** The value before, as JSON text (null when the field was empty). */
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** Who changed what and when (admin changes of schools, applications, districts, users). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done: UPDATE_PROFILE, UPDATE_CONTACTS, UPDATE_PROGRAM_STATUS, UPDATE_APPLICATION_STATUS, ARCHIVE, RESTORE, DELETE, CREATE, … */
  action: Scalars['String']['output'];
  /** Full name of who made the change (null when that account was deleted). */
  actorName: Maybe<Scalars['String']['output']>;
  changes: Array<AuditChange>;
  createdAt: Scalars['DateTime']['output'];
  entityId: Scalars['Int']['output'];
  /** The table of the changed row (schools, application_backpack_buddy, districts, users, …). */
  entityType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A new session. The token goes in the Authorization header as 'Bearer <token>'. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
  userType: UserType;
};

export type BackpackBuddyConfig = {
  __typename?: 'BackpackBuddyConfig';
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  schoolEnabled: Scalars['Boolean']['output'];
  summerEnabled: Scalars['Boolean']['output'];
};

export type Distribution = {
  __typename?: 'Distribution';
  /**
   * The student's counts in the order of the month's distributionDates (by date), one per date,
   * null where the student has none: the entries without repeating each date's id.
   */
  counts: Array<Maybe<Scalars['Int']['output']>>;
  distributionDateEntries: Array<DistributionDateEntry>;
  distributionId: Scalars['Int']['output'];
  studentIdNumber: Scalars['String']['output'];
  studentName: Scalars['String']['output'];
  testimonial: Maybe<Scalars['String']['output']>;
};

export type DistributionDate = {
  __typename?: 'DistributionDate';
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  termMonthDistributionDateId: Scalars['Int']['output'];
};

export type DistributionDateEntry = {
  __typename?: 'DistributionDateEntry';
  distributionNumber: Scalars['Int']['output'];
  termMonthDistributionDateId: Scalars['Int']['output'];
};

export type DistributionDateEntryInput = {
  /** A count typed in the form (validated by the domain: required, a number, 0 or more). */
  distributionNumber: Scalars['String']['input'];
  termMonthDistributionDateId: Scalars['Int']['input'];
};

export type DistributionReport = {
  __typename?: 'DistributionReport';
  comments: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  educatorId: Maybe<Scalars['Int']['output']>;
  /** The submitter's full name. */
  submittedBy: Maybe<Scalars['String']['output']>;
};

export type District = {
  __typename?: 'District';
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  districtId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type EditProfileInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type EditSchoolContactsInput = {
  schoolId: Scalars['Int']['input'];
  /** At most 100. */
  teamMembers: Array<TeamMemberInput>;
};

export type EducatorUser = {
  __typename?: 'EducatorUser';
  /** True while the user has no approved Backpack Buddy application for any of their schools. */
  applicationBackpackBuddyRequired: Scalars['Boolean']['output'];
  /** The user's open (not approved) Backpack Buddy application, if any. */
  applicationBackpackBuddyRequiredId: Maybe<Scalars['Int']['output']>;
  applicationKidsCafeRequired: Scalars['Boolean']['output'];
  applicationKidsCafeRequiredId: Maybe<Scalars['Int']['output']>;
  applicationPartnerServicesRequired: Scalars['Boolean']['output'];
  applicationPartnerServicesRequiredId: Maybe<Scalars['Int']['output']>;
  applicationSchoolMarketRequired: Scalars['Boolean']['output'];
  applicationSchoolMarketRequiredId: Maybe<Scalars['Int']['output']>;
  applicationTeachersAidRequired: Scalars['Boolean']['output'];
  applicationTeachersAidRequiredId: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  educatorId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /**
   * The language of the user's screens and mails, saved at registration and by the language switch;
   * null until the person has one (mails then go in English).
   */
  language: Maybe<Language>;
  lastName: Scalars['String']['output'];
  organizations: Array<UserOrganization>;
  phone: Maybe<Scalars['String']['output']>;
  schools: Array<UserSchool>;
  sites: Array<UserSite>;
  type: UserType;
  updatedAt: Scalars['DateTime']['output'];
};

/** A {tag} an email template's subject and message may use. */
export type EmailMergeTag = {
  __typename?: 'EmailMergeTag';
  description: Scalars['String']['output'];
  /** The value is a web address (a link in the HTML mail). */
  link: Scalars['Boolean']['output'];
  /** The tag's name, without braces. */
  name: Scalars['String']['output'];
  /** The value the preview shows. */
  sample: Scalars['String']['output'];
};

export type EnumOption = {
  __typename?: 'EnumOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Enumeration = {
  __typename?: 'Enumeration';
  name: Scalars['String']['output'];
  options: Array<EnumOption>;
};

/** A school's food safety certificate as of today (UTC): its latest expiration date decides. */
export type FoodSafetyCertificateState =
  | 'CURRENT'
  /** The latest expiration date has passed. */
  | 'EXPIRED'
  /** Expires within 30 days (FOOD_SAFETY_EXPIRING_DAYS), today included. */
  | 'EXPIRING_SOON'
  /** No food safety entry. */
  | 'NONE';

/** A food safety training of a school (spec 3 §3); dates MM/DD/YYYY. */
export type FoodSafetyEntry = {
  __typename?: 'FoodSafetyEntry';
  completedBy: Scalars['String']['output'];
  completionDate: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  expirationDate: Scalars['String']['output'];
  foodSafetyEntryId: Scalars['Int']['output'];
};

/** The site as a Kids Cafe application carries it (spec 2 §3 Kids Cafe application, site). */
export type KidsCafeApplicationSite = {
  __typename?: 'KidsCafeApplicationSite';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  closestSchool: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  crossStreet: Maybe<Scalars['String']['output']>;
  /** The site's id; an application's site (as the application proposes it) has its own. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Only for an educator granted the site (or an admin), or as the application names them. */
  primaryPointOfContact: Maybe<KidsCafeContact>;
  secondaryPointOfContact: Maybe<KidsCafeContact>;
  siteId: Scalars['Int']['output'];
  state: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type KidsCafeConfig = {
  __typename?: 'KidsCafeConfig';
  acceptingApplications: Scalars['Boolean']['output'];
  applicationYear: Scalars['Int']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  waitlisted: Scalars['Boolean']['output'];
};

/** A contact of a Kids Cafe site: its primary or secondary point of contact (spec 2 §3). */
export type KidsCafeContact = {
  __typename?: 'KidsCafeContact';
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  isSupervisor: Maybe<Scalars['Boolean']['output']>;
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  /** PRIMARY_POINT_CONTACT or SECONDARY_POINT_CONTACT. */
  type: Scalars['String']['output'];
};

export type KidsCafeContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isSupervisor?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type KidsCafeSiteInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  closestSchool?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  crossStreet?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  primaryPointOfContact?: InputMaybe<KidsCafeContactInput>;
  secondaryPointOfContact?: InputMaybe<KidsCafeContactInput>;
  /** The site chosen from the dropdown (allSites); needed even in a draft. */
  siteId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The language of an account's screens and mails (issue 20): en (English, the spec's text) or
 * es (Spanish). Admin screens stay English whatever the admin's own value.
 */
export type Language =
  | 'en'
  | 'es';

/** A filter of an admin list by its key (e.g. archived) and value (e.g. no, or all). */
export type ListFilterInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/**
 * One page of an admin list (issue 19): the search (lowercased and trimmed, at most 200
 * characters), the column to sort by and its direction (the list's default when missing or not a
 * sortable column), the filters (at most 10; a filter not given is at its default), the offset and
 * the page size (default 25, at most 100). Each list's columns and filters are in its domain spec.
 */
export type ListPageInput = {
  direction?: InputMaybe<SortDirection>;
  filters?: InputMaybe<Array<ListFilterInput>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  adminArchiveDistrict: AdminDistrict;
  /** Archive (deletedAt), restore and permanently delete an organization with all its program data. */
  adminArchiveOrganization: Scalars['Boolean']['output'];
  /** Archive (deletedAt), restore and permanently delete a school with all its program data. */
  adminArchiveSchool: Scalars['Boolean']['output'];
  /** Archive (deletedAt), restore and permanently delete a site with all its program data. */
  adminArchiveSite: Scalars['Boolean']['output'];
  /**
   * Creates the next year's SCHOOL and SUMMER terms. year must be the next year (nextTermYear), so a
   * second click or a concurrent call creates nothing and is refused.
   */
  adminCreateNextTerms: AdminProgramSettings;
  adminCreateOrganization: AdminOrganization;
  /**
   * Adds a site (ours: spec 3 shows no way to, see docs/decisions.md). Refused when a live site
   * has the same name (ignoring case), address 1 and zip.
   */
  adminCreateSite: AdminSite;
  /** Adds a Backpack Buddy survey: title and link required, the link http:// or https:// ('Invalid URL'). */
  adminCreateSurvey: Survey;
  /**
   * Deletes an allocation entry; the school's current and future term months then take the newest
   * remaining entry's weekly allocation (0 when none remains). Answers the school.
   */
  adminDeleteAllocationEntry: AdminSchool;
  /** Soft-deletes an application of the program. */
  adminDeleteApplication: AdminSchool;
  adminDeleteEducatorUser: AdminEducatorUser;
  /** Deletes a food safety entry; the school's status is left as it is. */
  adminDeleteFoodSafetyEntry: AdminSchool;
  adminDeleteOrganization: Scalars['Boolean']['output'];
  /** Soft-deletes a Partner Services application. */
  adminDeleteOrganizationApplication: AdminOrganization;
  adminDeleteSchool: Scalars['Boolean']['output'];
  adminDeleteSite: Scalars['Boolean']['output'];
  /** Soft-deletes a Kids Cafe application. */
  adminDeleteSiteApplication: AdminSite;
  /** Deletes a Backpack Buddy survey (educators no longer see it); answers the survey deleted. */
  adminDeleteSurvey: Survey;
  /**
   * Saves edited templates (at most 50), all or none: each is checked against its own merge tags.
   * Returns every template as adminEmails does.
   */
  adminEditEmails: Array<AdminEmail>;
  /**
   * Sets a banner's text (at most 5000 characters, trimmed; empty clears the banner). An unchanged
   * text writes nothing; a change is audited.
   */
  adminEditNotification: AdminNotification;
  adminRestoreDistrict: AdminDistrict;
  adminRestoreEducatorUser: AdminEducatorUser;
  adminRestoreOrganization: Scalars['Boolean']['output'];
  adminRestoreSchool: Scalars['Boolean']['output'];
  adminRestoreSite: Scalars['Boolean']['output'];
  /**
   * Saves the school's weekly Backpack Buddy allocation (required, numeric, at most 4 digits): a new
   * entry, and the weekly and monthly allocation of the school's current and future term months
   * (UTC month start); past months keep theirs. Answers the school as Backpack Buddy shows it.
   */
  adminSaveAllocation: AdminSchool;
  adminUpdateApplicationSettings: AdminProgramSettings;
  /** Sets the status of some of the school's applications (spec 3 §4 dropdown rules). */
  adminUpdateApplications: AdminSchool;
  /** Creates (no districtId) or renames a district. */
  adminUpdateDistrict: AdminDistrict;
  adminUpdateEducatorUser: AdminEducatorUser;
  /** Records a food safety entry of a Backpack Buddy school; a certificate not yet expired sets the status COMPLETED. */
  adminUpdateFoodSafety: AdminSchool;
  /** Sets the school's food safety status (one value of foodSafetyStatuses). */
  adminUpdateFoodSafetyStatus: AdminSchool;
  /** Sets the status of some of the organization's applications (IN_PROGRESS and PENDING cannot be chosen). */
  adminUpdateOrganizationApplications: AdminOrganization;
  adminUpdateOrganizationMembers: AdminOrganization;
  adminUpdateOrganizationProfile: AdminOrganization;
  adminUpdateOrganizationStatus: AdminOrganization;
  adminUpdateProgramStatus: AdminSchool;
  adminUpdateSchoolContacts: AdminSchool;
  adminUpdateSchoolProfile: AdminSchool;
  /** Sets the status of some of the site's Kids Cafe applications (IN_PROGRESS and PENDING cannot be chosen). */
  adminUpdateSiteApplications: AdminSite;
  adminUpdateSiteMembers: AdminSite;
  adminUpdateSiteProfile: AdminSite;
  adminUpdateSiteStatus: AdminSite;
  adminUpdateTermSettings: AdminProgramSettings;
  /** Adds the previous month's students (names and ids, counts at zero). Returns how many. */
  copyStudents: Scalars['Int']['output'];
  /** Returns how many were deleted. At most 5,000 ids at once. */
  deleteDistributions: Scalars['Int']['output'];
  /** Admins: deletes the submitted reports of the months (their students stay). At most 1,000 at once. */
  deleteReports: Scalars['Int']['output'];
  /** Deletes an object of the documents or resources bucket; answers its key. */
  deleteS3Object: Scalars['String']['output'];
  /** An educator edits their own name, email and phone (My Account → Profile). */
  editProfile: EducatorUser;
  /** Replaces the school's Backpack Buddy roster, with the roster rules of the application. */
  editSchoolContacts: SchoolContacts;
  login: AuthPayload;
  /** Revokes the caller's session. */
  logout: Scalars['Boolean']['output'];
  /** The principal signs through the emailed link: records the signee and approves the application. */
  principalSignature: MessagePayload;
  register: AuthPayload;
  /** Mails the principal a new signature link (PENDING_PRINCIPAL only); earlier links stop working. */
  resendPrincipalSignatureEmail: Scalars['Boolean']['output'];
  resetPassword: MessagePayload;
  saveApplicationStepOne: SaveApplicationPayload;
  /** The last step: unless a draft, sends the principal the signature link (PENDING_PRINCIPAL). */
  saveApplicationStepThree: SaveApplicationPayload;
  saveApplicationStepTwo: SaveApplicationPayload;
  saveDistribution: Distribution;
  /**
   * Saves the Kids Cafe form. Unless a draft, submits it: PENDING, for the food bank's team to
   * evaluate (no signature link).
   */
  saveKidsCafeApplication: SaveKidsCafeApplicationPayload;
  /**
   * Saves the Partner Services form. Unless a draft, submits it: PENDING, for the food bank's team to
   * evaluate (no signature link); a new agency's organization is created then (or found by its EIN).
   */
  savePartnerServicesApplication: SavePartnerServicesApplicationPayload;
  /**
   * Saves the School Market form. Unless a draft, submits it: PENDING_PRINCIPAL, and the signer
   * (the principal; for a Houston ISD school the primary point of contact) is mailed the link.
   */
  saveSchoolMarketApplication: SaveSchoolMarketApplicationPayload;
  /** Step 1: the school, demographics and the two contacts; creates the application without an id. */
  saveTeachersAidApplicationStepOne: SaveTeachersAidApplicationPayload;
  /** Step 3: unless a draft, submits it: PENDING_PRINCIPAL, and the principal is mailed the link. */
  saveTeachersAidApplicationStepThree: SaveTeachersAidApplicationPayload;
  /** Step 2: the teacher roster (replaced as a whole, at most 1,000 teachers). */
  saveTeachersAidApplicationStepTwo: SaveTeachersAidApplicationPayload;
  /** Answers the same whether or not the address belongs to an account. */
  sendPasswordResetEmail: MessagePayload;
  submitReport: DistributionReport;
  /**
   * The signed-in user (educator or admin) saves the language of their screens and mails (the
   * language switch). Returns the user as educatorUser does.
   */
  updateMyLanguage: EducatorUser;
  /**
   * Uploads a file to the documents or resources bucket, stored under its title plus the file's
   * extension. Title and file required; an allowed type (UPLOAD_TYPES) of at most 10 MB whose
   * bytes are that type; a title no other file of the bucket has (any letter case).
   */
  uploadS3Object: StorageObject;
  /** Adds the students of an uploaded template; refuses the whole file if any row is bad. */
  uploadStudents: Scalars['Int']['output'];
};


export type MutationAdminArchiveDistrictArgs = {
  districtId: Scalars['Int']['input'];
};


export type MutationAdminArchiveOrganizationArgs = {
  organizationId: Scalars['Int']['input'];
};


export type MutationAdminArchiveSchoolArgs = {
  schoolId: Scalars['Int']['input'];
};


export type MutationAdminArchiveSiteArgs = {
  siteId: Scalars['Int']['input'];
};


export type MutationAdminCreateNextTermsArgs = {
  program: Program;
  year: Scalars['Int']['input'];
};


export type MutationAdminCreateOrganizationArgs = {
  input: AdminOrganizationProfileInput;
};


export type MutationAdminCreateSiteArgs = {
  input: AdminCreateSiteInput;
};


export type MutationAdminCreateSurveyArgs = {
  link: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationAdminDeleteAllocationEntryArgs = {
  allocationEntryId: Scalars['Int']['input'];
};


export type MutationAdminDeleteApplicationArgs = {
  applicationId: Scalars['Int']['input'];
  program: SchoolProgram;
};


export type MutationAdminDeleteEducatorUserArgs = {
  educatorId: Scalars['Int']['input'];
};


export type MutationAdminDeleteFoodSafetyEntryArgs = {
  foodSafetyEntryId: Scalars['Int']['input'];
};


export type MutationAdminDeleteOrganizationArgs = {
  organizationId: Scalars['Int']['input'];
};


export type MutationAdminDeleteOrganizationApplicationArgs = {
  applicationPartnerServicesId: Scalars['Int']['input'];
};


export type MutationAdminDeleteSchoolArgs = {
  schoolId: Scalars['Int']['input'];
};


export type MutationAdminDeleteSiteArgs = {
  siteId: Scalars['Int']['input'];
};


export type MutationAdminDeleteSiteApplicationArgs = {
  applicationKidsCafeId: Scalars['Int']['input'];
};


export type MutationAdminDeleteSurveyArgs = {
  surveyId: Scalars['Int']['input'];
};


export type MutationAdminEditEmailsArgs = {
  emails: Array<AdminEmailInput>;
};


export type MutationAdminEditNotificationArgs = {
  notificationId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationAdminRestoreDistrictArgs = {
  districtId: Scalars['Int']['input'];
};


export type MutationAdminRestoreEducatorUserArgs = {
  educatorId: Scalars['Int']['input'];
};


export type MutationAdminRestoreOrganizationArgs = {
  organizationId: Scalars['Int']['input'];
};


export type MutationAdminRestoreSchoolArgs = {
  schoolId: Scalars['Int']['input'];
};


export type MutationAdminRestoreSiteArgs = {
  siteId: Scalars['Int']['input'];
};


export type MutationAdminSaveAllocationArgs = {
  schoolId: Scalars['Int']['input'];
  weeklyAllocation: Scalars['String']['input'];
};


export type MutationAdminUpdateApplicationSettingsArgs = {
  input: AdminApplicationSettingsInput;
  program: Program;
};


export type MutationAdminUpdateApplicationsArgs = {
  input: AdminUpdateApplicationsInput;
};


export type MutationAdminUpdateDistrictArgs = {
  input: AdminUpdateDistrictInput;
};


export type MutationAdminUpdateEducatorUserArgs = {
  input: AdminUpdateEducatorUserInput;
};


export type MutationAdminUpdateFoodSafetyArgs = {
  completedBy: Scalars['String']['input'];
  completionDate: Scalars['String']['input'];
  expirationDate: Scalars['String']['input'];
  schoolId: Scalars['Int']['input'];
};


export type MutationAdminUpdateFoodSafetyStatusArgs = {
  foodSafetyStatus: Scalars['String']['input'];
  schoolId: Scalars['Int']['input'];
};


export type MutationAdminUpdateOrganizationApplicationsArgs = {
  input: AdminUpdateOrganizationApplicationsInput;
};


export type MutationAdminUpdateOrganizationMembersArgs = {
  input: AdminUpdateOrganizationMembersInput;
};


export type MutationAdminUpdateOrganizationProfileArgs = {
  input: AdminOrganizationProfileInput;
};


export type MutationAdminUpdateOrganizationStatusArgs = {
  input: AdminUpdateOrganizationStatusInput;
};


export type MutationAdminUpdateProgramStatusArgs = {
  input: AdminUpdateProgramStatusInput;
};


export type MutationAdminUpdateSchoolContactsArgs = {
  input: AdminUpdateSchoolContactsInput;
};


export type MutationAdminUpdateSchoolProfileArgs = {
  input: AdminUpdateSchoolProfileInput;
};


export type MutationAdminUpdateSiteApplicationsArgs = {
  input: AdminUpdateSiteApplicationsInput;
};


export type MutationAdminUpdateSiteMembersArgs = {
  input: AdminUpdateSiteMembersInput;
};


export type MutationAdminUpdateSiteProfileArgs = {
  input: AdminUpdateSiteProfileInput;
};


export type MutationAdminUpdateSiteStatusArgs = {
  input: AdminUpdateSiteStatusInput;
};


export type MutationAdminUpdateTermSettingsArgs = {
  input: AdminTermSettingsInput;
  program: Program;
};


export type MutationCopyStudentsArgs = {
  termMonthId: Scalars['Int']['input'];
};


export type MutationDeleteDistributionsArgs = {
  distributionIds: Array<Scalars['Int']['input']>;
};


export type MutationDeleteReportsArgs = {
  termMonthIds: Array<Scalars['Int']['input']>;
};


export type MutationDeleteS3ObjectArgs = {
  bucket: Scalars['String']['input'];
  key: Scalars['String']['input'];
};


export type MutationEditProfileArgs = {
  input: EditProfileInput;
};


export type MutationEditSchoolContactsArgs = {
  input: EditSchoolContactsInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPrincipalSignatureArgs = {
  input: PrincipalSignatureInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationResendPrincipalSignatureEmailArgs = {
  applicationId: Scalars['Int']['input'];
  program: SchoolProgram;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSaveApplicationStepOneArgs = {
  input: SaveApplicationStepOneInput;
};


export type MutationSaveApplicationStepThreeArgs = {
  input: SaveApplicationStepThreeInput;
};


export type MutationSaveApplicationStepTwoArgs = {
  input: SaveApplicationStepTwoInput;
};


export type MutationSaveDistributionArgs = {
  input: SaveDistributionInput;
};


export type MutationSaveKidsCafeApplicationArgs = {
  input: SaveKidsCafeApplicationInput;
};


export type MutationSavePartnerServicesApplicationArgs = {
  input: SavePartnerServicesApplicationInput;
};


export type MutationSaveSchoolMarketApplicationArgs = {
  input: SaveSchoolMarketApplicationInput;
};


export type MutationSaveTeachersAidApplicationStepOneArgs = {
  input: SaveTeachersAidApplicationStepOneInput;
};


export type MutationSaveTeachersAidApplicationStepThreeArgs = {
  input: SaveTeachersAidApplicationStepThreeInput;
};


export type MutationSaveTeachersAidApplicationStepTwoArgs = {
  input: SaveTeachersAidApplicationStepTwoInput;
};


export type MutationSendPasswordResetEmailArgs = {
  input: SendPasswordResetEmailInput;
};


export type MutationSubmitReportArgs = {
  input: SubmitReportInput;
};


export type MutationUpdateMyLanguageArgs = {
  language: Language;
};


export type MutationUploadS3ObjectArgs = {
  bucket: Scalars['String']['input'];
  file: Scalars['File']['input'];
  title: Scalars['String']['input'];
};


export type MutationUploadStudentsArgs = {
  input: UploadStudentsInput;
};

/** The Reminder banner educators read (spec 1 §2, spec 2 §2). */
export type Notification = {
  __typename?: 'Notification';
  notificationId: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A contact of a Partner Services organization in the admin console. */
export type OrganizationMember = {
  __typename?: 'OrganizationMember';
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  organizationMemberId: Scalars['Int']['output'];
  phone: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  /** PRIMARY_POINT_CONTACT or SECONDARY_POINT_CONTACT. */
  type: Scalars['String']['output'];
};

export type OrganizationMemberInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  organizationMemberId?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** PRIMARY_POINT_CONTACT or SECONDARY_POINT_CONTACT. */
  type: Scalars['String']['input'];
};

/** An organization of the caller's (granted), for the form's organization choice. */
export type OrganizationOption = {
  __typename?: 'OrganizationOption';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  organizationId: Scalars['Int']['output'];
};

/** The organization as a Partner Services application carries it. */
export type PartnerServicesApplicationOrganization = {
  __typename?: 'PartnerServicesApplicationOrganization';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  /** NN-NNNNNNN. */
  einNumber: Maybe<Scalars['String']['output']>;
  /** The organization's id; an application's organization (its proposal) has one of its own. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Null for a new agency's application not submitted yet. */
  organizationId: Maybe<Scalars['Int']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  /** Only for a member of the organization (or an admin), or as the application names them. */
  primaryPointOfContact: Maybe<PartnerServicesContact>;
  secondaryPointOfContact: Maybe<PartnerServicesContact>;
  state: Maybe<Scalars['String']['output']>;
  website: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type PartnerServicesConfig = {
  __typename?: 'PartnerServicesConfig';
  acceptingApplications: Scalars['Boolean']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
};

/** A contact of a Partner Services organization: its primary or secondary point of contact. */
export type PartnerServicesContact = {
  __typename?: 'PartnerServicesContact';
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  /** PRIMARY_POINT_CONTACT or SECONDARY_POINT_CONTACT. */
  type: Scalars['String']['output'];
};

export type PartnerServicesContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PartnerServicesOrganizationInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  einNumber?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** One of the caller's organizations (userOrganizationOptions); absent for a new agency. */
  organizationId?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  primaryPointOfContact?: InputMaybe<PartnerServicesContactInput>;
  secondaryPointOfContact?: InputMaybe<PartnerServicesContactInput>;
  state?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type PrincipalSignatureInput = {
  /** The token of the emailed link (/principal-signature/{token}). */
  id: Scalars['String']['input'];
  signeeEmail: Scalars['String']['input'];
  signeeName: Scalars['String']['input'];
};

/** The five programs of the food bank. */
export type Program =
  | 'BACKPACK_BUDDY'
  | 'KIDS_CAFE'
  | 'PARTNER_SERVICES'
  | 'SCHOOL_MARKET'
  | 'TEACHERS_AID';

/**
 * A program's settings as educators' screens read them (spec 2 §3 config per program). A setting the
 * program does not have is null. lastEdited is when an admin last changed them.
 */
export type ProgramConfig = {
  __typename?: 'ProgramConfig';
  acceptingApplications: Maybe<Scalars['Boolean']['output']>;
  applicationYear: Maybe<Scalars['Int']['output']>;
  /** The program's enum value. */
  id: Scalars['ID']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  program: Program;
  schoolEnabled: Maybe<Scalars['Boolean']['output']>;
  summerEnabled: Maybe<Scalars['Boolean']['output']>;
  waitlistEnabled: Maybe<Scalars['Boolean']['output']>;
  waitlisted: Maybe<Scalars['Boolean']['output']>;
};

export type ProgramTerm = {
  __typename?: 'ProgramTerm';
  endDate: Scalars['DateTime']['output'];
  startDate: Scalars['DateTime']['output'];
  /** For example '2025-2026 School Year' or 'Summer 2025'. */
  termFormatted: Scalars['String']['output'];
  /** For example 'SY 25-26' or 'SU 25'. */
  termFormattedShort: Scalars['String']['output'];
  termId: Scalars['Int']['output'];
  type: TermType;
  year: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  adminDistrictDetails: AdminDistrict;
  /** Every district, archived ones included, by name. */
  adminDistricts: Array<AdminDistrict>;
  /**
   * One page of the districts, searched, sorted and filtered on the server by the domain's
   * DISTRICT_LIST (columns name, schools, archived; filter archived, no by default). The full
   * list is for the export.
   */
  adminDistrictsPage: AdminDistrictPage;
  adminEducatorUserDetails: AdminEducatorUser;
  /** Every email template, in the catalogue's order. */
  adminEmails: Array<AdminEmail>;
  /**
   * A program's banner notification for the admin console; the program's row is created (with an
   * empty text) the first time it is asked for, so there is always a notificationId to edit.
   */
  adminNotification: AdminNotification;
  adminOrganization: AdminOrganization;
  /** Every live Partner Services organization, for the assigned-organizations picker (by name). */
  adminOrganizationOptions: Array<OrganizationOption>;
  adminProgramSettings: AdminProgramSettings;
  adminSchoolBackpackBuddy: AdminSchool;
  /** Every live school, for the assigned-schools picker (by name). */
  adminSchoolOptions: Array<SchoolOption>;
  adminSchoolSchoolMarket: AdminSchool;
  adminSchoolTeachersAid: AdminSchool;
  adminSite: AdminSite;
  /** Every live Kids Cafe site, for the assigned-sites picker (by name). */
  adminSiteOptions: Array<SiteOption>;
  /** The signed-in administrator. */
  adminUser: AdminUser;
  /** Live districts, by name. */
  allDistricts: Array<District>;
  /** Live schools of a district and school type, by name. */
  allSchools: Array<SchoolOption>;
  /** Every live Kids Cafe site, by name: the form's site dropdown (spec 2 §7). */
  allSites: Array<SiteOption>;
  /** An application the caller may see: an educator of its school (or its starter), or an admin. */
  applicationBackpackBuddy: ApplicationBackpackBuddy;
  /** The open application of another educator for this school and term's year and type, if any. */
  applicationInProgressBackpackBuddy: Maybe<ApplicationInProgressNotice>;
  /** The open School Market application of another educator for this school and term's year and type. */
  applicationInProgressSchoolMarket: Maybe<SchoolMarketInProgressNotice>;
  /** The open Teachers Aid application of another educator for this school and term's year and type. */
  applicationInProgressTeachersAid: Maybe<TeachersAidInProgressNotice>;
  /** A Kids Cafe application the caller may see: an educator granted its site (or its starter), or an admin. */
  applicationKidsCafe: ApplicationKidsCafe;
  /** A Partner Services application the caller may see: a member of its organization (or its starter), or an admin. */
  applicationPartnerServices: ApplicationPartnerServices;
  /**
   * A school as step 1 prefills it when chosen: address and grades for anyone signed in; the
   * roster only for educators linked to the school (and admins).
   */
  applicationSchool: ApplicationSchool;
  /** A School Market application the caller may see: an educator of its school (or its starter), or an admin. */
  applicationSchoolMarket: ApplicationSchoolMarket;
  /**
   * Anonymous callers pass the token of the emailed link as applicationId; admins pass the
   * application's id and program. Null for an unknown or expired link.
   */
  applicationSignatureDetails: Maybe<ApplicationSignatureDetails>;
  /** A Teachers Aid application the caller may see: an educator of its school (or its starter), or an admin. */
  applicationTeachersAid: ApplicationTeachersAid;
  /** The objects of a bucket: documents for every signed-in user, resources for admins. */
  awsObjects: Array<StorageObject>;
  backpackBuddyConfig: BackpackBuddyConfig;
  /**
   * The signed-in educator's live schools (granted by an admin or by their own approved
   * application), by name; at most 500. Empty for an administrator.
   */
  educatorSchools: Array<UserSchool>;
  /** The signed-in user (educator or admin) with program flags and linked schools, sites, organizations. */
  educatorUser: EducatorUser;
  /** Every educator account, deleted ones included. */
  educatorUsers: Array<AdminEducatorUser>;
  /**
   * One page of the educator accounts, searched, sorted and filtered on the server by the
   * domain's users list spec of the area's holders (SCHOOL by default; columns lastName,
   * firstName, email, phone, schools / sites / organizations, deleted; filters deleted, no by
   * default, and for SITE and ORGANIZATION site / organization, all by default). The full list is
   * for the export.
   */
  educatorUsersPage: AdminEducatorUserPage;
  /** Enumerations by name (all of them when names is omitted; at most 50 names). */
  enums: Array<Enumeration>;
  /** Liveness of the API. */
  health: Scalars['String']['output'];
  kidsCafeConfig: KidsCafeConfig;
  /**
   * A site as the Kids Cafe form prefills it when chosen: its address for anyone signed in; its
   * contacts only for educators granted the site (and admins).
   */
  kidsCafeSite: KidsCafeApplicationSite;
  /** The banner text of a program (Backpack Buddy by default); null when there is none. */
  notification: Maybe<Notification>;
  /** Partner Services organizations: with an application year, those with an application of that year; without, every one. */
  organizationsPartnerServices: Array<AdminOrganizationListRow>;
  /**
   * One page of the Partner Services organizations list (the same year filter), searched, sorted
   * and filtered on the server by the domain's ORGANIZATION_LIST (the sites list's columns and
   * einNumber; filter archived, no by default). The full list is for the export.
   */
  organizationsPartnerServicesPage: AdminOrganizationListPage;
  partnerServicesConfig: PartnerServicesConfig;
  /**
   * An organization of the caller's as the form prefills it (Apply Again, Apply for Next Year): its
   * profile and contacts. Only the organization's members (and admins).
   */
  partnerServicesOrganization: PartnerServicesApplicationOrganization;
  /** Any program's config (the start page and forms of every program). */
  programConfig: ProgramConfig;
  /** The program's terms, of one year when termYear is given, newest first. */
  programTerms: Array<ProgramTerm>;
  /** A school's Backpack Buddy roster (educators of the school, admins). */
  schoolContacts: SchoolContacts;
  schoolMarketConfig: SchoolMarketConfig;
  /**
   * A school as the School Market form prefills it when chosen: address, grades and agency number
   * for anyone signed in; the contacts only for educators linked to the school (and admins).
   */
  schoolMarketSchool: SchoolMarketApplicationSchool;
  /**
   * Term months starting between startDate and endDate (YYYY-MM-DD, inclusive) of the caller's
   * schools (one school with schoolId); admins must name the school. Each month's figures,
   * dates and report come for every school; its students (termMonths.distributions) only with a
   * schoolId, so that one answer holds at most one school's students.
   */
  schoolReports: Array<SchoolReport>;
  /** Backpack Buddy schools: with a term, the schools with an application in it; without, every school that applied or has a status. */
  schoolsBackpackBuddy: Array<AdminSchoolListRow>;
  /**
   * One page of the Backpack Buddy school list, searched, sorted and filtered on the server (the
   * columns, search and filters of the domain's schoolListSpec; the list's rows as
   * schoolsBackpackBuddy gives them). The full list is for the export.
   */
  schoolsBackpackBuddyPage: AdminSchoolListPage;
  schoolsSchoolMarket: Array<AdminSchoolListRow>;
  schoolsSchoolMarketPage: AdminSchoolListPage;
  schoolsTeachersAid: Array<AdminSchoolListRow>;
  schoolsTeachersAidPage: AdminSchoolListPage;
  /**
   * Kids Cafe sites. With a type (SCHOOL or SUMMER) and an application year, the sites with an
   * application of that type and year; without, every site.
   */
  sitesKidsCafe: Array<AdminSiteListRow>;
  /**
   * One page of the Kids Cafe sites list (the same type and year filter), searched, sorted and
   * filtered on the server by the domain's SITE_LIST (columns name, address, county,
   * programStatus, contactName, contactEmail, contactPhone, returning, archived; filter archived,
   * no by default). The full list is for the export.
   */
  sitesKidsCafePage: AdminSiteListPage;
  /** Backpack Buddy surveys, newest first (schoolId: an educator's school the surveys are viewed for). */
  surveys: Array<Survey>;
  teachersAidConfig: TeachersAidConfig;
  /**
   * A school as the Teachers Aid form prefills it when chosen: address, grades and school number
   * for anyone signed in; the contacts only for educators linked to the school (and admins).
   */
  teachersAidSchool: TeachersAidApplicationSchool;
  /** The caller's Backpack Buddy applications (their schools' and their own), newest first. */
  userApplicationsBackpackBuddy: Array<UserApplication>;
  /** The caller's Kids Cafe applications (their sites' and their own), newest first. */
  userApplicationsKidsCafe: Array<UserApplication>;
  /** The caller's Partner Services applications (their organizations' and their own), newest first. */
  userApplicationsPartnerServices: Array<UserApplication>;
  /** The caller's School Market applications (their schools' and their own), newest first. */
  userApplicationsSchoolMarket: Array<UserApplication>;
  /** The caller's Teachers Aid applications (their schools' and their own), newest first. */
  userApplicationsTeachersAid: Array<UserApplication>;
  /** The caller's organizations (their grants), for the form's organization choice. */
  userOrganizationOptions: Array<OrganizationOption>;
};


export type QueryAdminDistrictDetailsArgs = {
  districtId: Scalars['Int']['input'];
};


export type QueryAdminDistrictsPageArgs = {
  page?: InputMaybe<ListPageInput>;
};


export type QueryAdminEducatorUserDetailsArgs = {
  educatorId: Scalars['Int']['input'];
};


export type QueryAdminNotificationArgs = {
  program?: InputMaybe<Program>;
};


export type QueryAdminOrganizationArgs = {
  organizationId: Scalars['Int']['input'];
};


export type QueryAdminProgramSettingsArgs = {
  program: Program;
};


export type QueryAdminSchoolBackpackBuddyArgs = {
  schoolId: Scalars['Int']['input'];
};


export type QueryAdminSchoolSchoolMarketArgs = {
  schoolId: Scalars['Int']['input'];
};


export type QueryAdminSchoolTeachersAidArgs = {
  schoolId: Scalars['Int']['input'];
};


export type QueryAdminSiteArgs = {
  siteId: Scalars['Int']['input'];
};


export type QueryAllSchoolsArgs = {
  districtId: Scalars['Int']['input'];
  schoolType: Scalars['String']['input'];
};


export type QueryApplicationBackpackBuddyArgs = {
  id: Scalars['Int']['input'];
};


export type QueryApplicationInProgressBackpackBuddyArgs = {
  exceptId?: InputMaybe<Scalars['Int']['input']>;
  schoolId: Scalars['Int']['input'];
  termId: Scalars['Int']['input'];
};


export type QueryApplicationInProgressSchoolMarketArgs = {
  exceptId?: InputMaybe<Scalars['Int']['input']>;
  schoolId: Scalars['Int']['input'];
  termId: Scalars['Int']['input'];
};


export type QueryApplicationInProgressTeachersAidArgs = {
  exceptId?: InputMaybe<Scalars['Int']['input']>;
  schoolId: Scalars['Int']['input'];
  termId: Scalars['Int']['input'];
};


export type QueryApplicationKidsCafeArgs = {
  applicationKidsCafeId: Scalars['Int']['input'];
};


export type QueryApplicationPartnerServicesArgs = {
  applicationPartnerServicesId: Scalars['Int']['input'];
};


export type QueryApplicationSchoolArgs = {
  schoolId: Scalars['Int']['input'];
};


export type QueryApplicationSchoolMarketArgs = {
  applicationSchoolMarketId: Scalars['Int']['input'];
};


export type QueryApplicationSignatureDetailsArgs = {
  applicationId: Scalars['String']['input'];
  programName?: InputMaybe<Scalars['String']['input']>;
};


export type QueryApplicationTeachersAidArgs = {
  applicationTeachersAidId: Scalars['Int']['input'];
};


export type QueryAwsObjectsArgs = {
  bucket: Scalars['String']['input'];
};


export type QueryEducatorUsersPageArgs = {
  holder?: InputMaybe<UserHolderKind>;
  page?: InputMaybe<ListPageInput>;
};


export type QueryEnumsArgs = {
  names?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryKidsCafeSiteArgs = {
  siteId: Scalars['Int']['input'];
};


export type QueryNotificationArgs = {
  program?: InputMaybe<Program>;
};


export type QueryOrganizationsPartnerServicesArgs = {
  applicationYear?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrganizationsPartnerServicesPageArgs = {
  applicationYear?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<ListPageInput>;
};


export type QueryPartnerServicesOrganizationArgs = {
  organizationId: Scalars['Int']['input'];
};


export type QueryProgramConfigArgs = {
  program: Program;
};


export type QueryProgramTermsArgs = {
  programName: Program;
  termYear?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySchoolContactsArgs = {
  schoolId: Scalars['Int']['input'];
};


export type QuerySchoolMarketSchoolArgs = {
  schoolId: Scalars['Int']['input'];
};


export type QuerySchoolReportsArgs = {
  endDate: Scalars['String']['input'];
  schoolId?: InputMaybe<Scalars['Int']['input']>;
  startDate: Scalars['String']['input'];
};


export type QuerySchoolsBackpackBuddyArgs = {
  termId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySchoolsBackpackBuddyPageArgs = {
  page?: InputMaybe<ListPageInput>;
  termId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySchoolsSchoolMarketArgs = {
  termId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySchoolsSchoolMarketPageArgs = {
  page?: InputMaybe<ListPageInput>;
  termId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySchoolsTeachersAidArgs = {
  termId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySchoolsTeachersAidPageArgs = {
  page?: InputMaybe<ListPageInput>;
  termId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySitesKidsCafeArgs = {
  applicationYear?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<TermType>;
};


export type QuerySitesKidsCafePageArgs = {
  applicationYear?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<ListPageInput>;
  type?: InputMaybe<TermType>;
};


export type QuerySurveysArgs = {
  schoolId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTeachersAidSchoolArgs = {
  schoolId: Scalars['Int']['input'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** The language the person registered in: their mails start in it (none yet when missing). */
  language?: InputMaybe<Language>;
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** The last monthly report reminder mailed about a school (issue 14 item 5). */
export type ReportReminder = {
  __typename?: 'ReportReminder';
  /** The first day (YYYY-MM-DD) of the month whose report was missing. */
  monthStart: Scalars['String']['output'];
  /** How many educators of the school were mailed. */
  recipients: Scalars['Int']['output'];
  /** When the reminder was put into the outbox. */
  sentAt: Scalars['DateTime']['output'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  passwordResetToken: Scalars['String']['input'];
};

export type SaveApplicationPayload = {
  __typename?: 'SaveApplicationPayload';
  applicationBackpackBuddyId: Scalars['Int']['output'];
  status: ApplicationStatus;
  stepsCompleted: Scalars['Int']['output'];
};

export type SaveApplicationStepOneInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Absent to start a new application. */
  applicationBackpackBuddyId?: InputMaybe<Scalars['Int']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  districtId?: InputMaybe<Scalars['Int']['input']>;
  draft: Scalars['Boolean']['input'];
  gradesServed?: InputMaybe<Array<Scalars['String']['input']>>;
  new?: InputMaybe<Scalars['Boolean']['input']>;
  nonProfitOrganizations?: InputMaybe<Scalars['String']['input']>;
  organizationType?: InputMaybe<Scalars['String']['input']>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
  schoolType?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  teamMembers: Array<TeamMemberInput>;
  termId?: InputMaybe<Scalars['Int']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type SaveApplicationStepThreeInput = {
  agreeNondiscrimination?: InputMaybe<Scalars['Boolean']['input']>;
  agreeToProgramPurpose?: InputMaybe<Scalars['Boolean']['input']>;
  agreeToProgramResponsibilities?: InputMaybe<Scalars['Boolean']['input']>;
  applicationBackpackBuddyId: Scalars['Int']['input'];
  draft: Scalars['Boolean']['input'];
  nameSignFirst?: InputMaybe<Scalars['String']['input']>;
  nameSignSecond?: InputMaybe<Scalars['String']['input']>;
  nameSignThird?: InputMaybe<Scalars['String']['input']>;
  verifyPrincipalEmail?: InputMaybe<Scalars['String']['input']>;
};

export type SaveApplicationStepTwoInput = {
  applicationBackpackBuddyId: Scalars['Int']['input'];
  certififedVerification?: InputMaybe<Scalars['Boolean']['input']>;
  draft: Scalars['Boolean']['input'];
  emailSecondaryCoordinator?: InputMaybe<Scalars['Boolean']['input']>;
  numFreeLunch?: InputMaybe<Scalars['String']['input']>;
  numReducedLunch?: InputMaybe<Scalars['String']['input']>;
  numTotalEnrollment?: InputMaybe<Scalars['String']['input']>;
  programInterests?: InputMaybe<Array<Scalars['String']['input']>>;
  willDistributeInfo?: InputMaybe<Scalars['Boolean']['input']>;
  willHelpMediaEvents?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SaveDistributionInput = {
  /** At most 31 (one per distribution date of the month). */
  dateEntries: Array<DistributionDateEntryInput>;
  /** Absent to add a student. */
  distributionId?: InputMaybe<Scalars['Int']['input']>;
  studentIdNumber: Scalars['String']['input'];
  studentName: Scalars['String']['input'];
  termMonthId: Scalars['Int']['input'];
  testimonial?: InputMaybe<Scalars['String']['input']>;
};

export type SaveKidsCafeApplicationInput = {
  agreeToDocumentation?: InputMaybe<Scalars['Boolean']['input']>;
  agreeToProgramPurpose?: InputMaybe<Scalars['Boolean']['input']>;
  agreeToReimbursement?: InputMaybe<Scalars['Boolean']['input']>;
  agricultureSponsor?: InputMaybe<Scalars['String']['input']>;
  /** Absent to start a new application. */
  applicationKidsCafeId?: InputMaybe<Scalars['Int']['input']>;
  applicationYear?: InputMaybe<Scalars['Int']['input']>;
  bogoLunchEndTime?: InputMaybe<Scalars['String']['input']>;
  bogoLunchNumExpectedParticipants?: InputMaybe<Scalars['String']['input']>;
  bogoLunchStartTime?: InputMaybe<Scalars['String']['input']>;
  breakfastEndTime?: InputMaybe<Scalars['String']['input']>;
  breakfastNumExpectedParticipants?: InputMaybe<Scalars['String']['input']>;
  breakfastStartTime?: InputMaybe<Scalars['String']['input']>;
  brunchEndTime?: InputMaybe<Scalars['String']['input']>;
  brunchNumExpectedParticipants?: InputMaybe<Scalars['String']['input']>;
  brunchStartTime?: InputMaybe<Scalars['String']['input']>;
  certififedVerification?: InputMaybe<Scalars['Boolean']['input']>;
  childcareLicense?: InputMaybe<Scalars['String']['input']>;
  closureDates?: InputMaybe<Scalars['String']['input']>;
  /** At most 6. */
  daysForService?: InputMaybe<Array<Scalars['String']['input']>>;
  draft: Scalars['Boolean']['input'];
  earliestDeliveryTime?: InputMaybe<Scalars['String']['input']>;
  /** MM/DD/YYYY. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  enrichmentPrograms?: InputMaybe<Scalars['String']['input']>;
  fieldTrips?: InputMaybe<Scalars['String']['input']>;
  forProfit?: InputMaybe<Scalars['Boolean']['input']>;
  gateCode?: InputMaybe<Scalars['String']['input']>;
  hasAfterSchool?: InputMaybe<Scalars['Boolean']['input']>;
  hasInfantsEnrolled?: InputMaybe<Scalars['Boolean']['input']>;
  hasMicrowave?: InputMaybe<Scalars['Boolean']['input']>;
  hasRecordingDevice?: InputMaybe<Scalars['Boolean']['input']>;
  hasStorage?: InputMaybe<Scalars['Boolean']['input']>;
  hasWifi?: InputMaybe<Scalars['Boolean']['input']>;
  interestBogoLunch?: InputMaybe<Scalars['Boolean']['input']>;
  interestBreakfast?: InputMaybe<Scalars['Boolean']['input']>;
  interestBrunch?: InputMaybe<Scalars['Boolean']['input']>;
  interestLunch?: InputMaybe<Scalars['Boolean']['input']>;
  interestSnack?: InputMaybe<Scalars['Boolean']['input']>;
  interestSupper?: InputMaybe<Scalars['Boolean']['input']>;
  isFederalParticipant?: InputMaybe<Scalars['Boolean']['input']>;
  isOpenEnrolledYear?: InputMaybe<Scalars['Boolean']['input']>;
  isTexasRisingStar?: InputMaybe<Scalars['String']['input']>;
  lunchEndTime?: InputMaybe<Scalars['String']['input']>;
  lunchNumExpectedParticipants?: InputMaybe<Scalars['String']['input']>;
  lunchStartTime?: InputMaybe<Scalars['String']['input']>;
  nameSign?: InputMaybe<Scalars['String']['input']>;
  new?: InputMaybe<Scalars['Boolean']['input']>;
  numExpectedParticipants?: InputMaybe<Scalars['String']['input']>;
  operatingHoursEndTime?: InputMaybe<Scalars['String']['input']>;
  operatingHoursStartTime?: InputMaybe<Scalars['String']['input']>;
  /** At most 7 (the age ranges but EIGHTEEN_PLUS). */
  participantAgeRanges?: InputMaybe<Array<Scalars['String']['input']>>;
  participatedAgriculture?: InputMaybe<Scalars['Boolean']['input']>;
  readProgramAgreement?: InputMaybe<Scalars['Boolean']['input']>;
  receivesDeliveries?: InputMaybe<Scalars['Boolean']['input']>;
  referredBy?: InputMaybe<Scalars['String']['input']>;
  site?: InputMaybe<KidsCafeSiteInput>;
  siteType?: InputMaybe<Scalars['String']['input']>;
  snackEndTime?: InputMaybe<Scalars['String']['input']>;
  snackNumExpectedParticipants?: InputMaybe<Scalars['String']['input']>;
  snackStartTime?: InputMaybe<Scalars['String']['input']>;
  specialDeliveryNotes?: InputMaybe<Scalars['String']['input']>;
  /** MM/DD/YYYY. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  supperEndTime?: InputMaybe<Scalars['String']['input']>;
  supperNumExpectedParticipants?: InputMaybe<Scalars['String']['input']>;
  supperStartTime?: InputMaybe<Scalars['String']['input']>;
  /** SCHOOL or SUMMER. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type SaveKidsCafeApplicationPayload = {
  __typename?: 'SaveKidsCafeApplicationPayload';
  applicationKidsCafeId: Scalars['Int']['output'];
  status: ApplicationStatus;
};

export type SavePartnerServicesApplicationInput = {
  agreeNoReligiousActivity?: InputMaybe<Scalars['Boolean']['input']>;
  agreeNondiscrimination?: InputMaybe<Scalars['Boolean']['input']>;
  agreeToProgramPurpose?: InputMaybe<Scalars['Boolean']['input']>;
  /** Absent to start a new application. */
  applicationPartnerServicesId?: InputMaybe<Scalars['Int']['input']>;
  applicationYear?: InputMaybe<Scalars['Int']['input']>;
  certififedVerification?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 7. */
  daysOfOperation?: InputMaybe<Array<Scalars['String']['input']>>;
  draft: Scalars['Boolean']['input'];
  gateCode?: InputMaybe<Scalars['String']['input']>;
  hasCoolerStorage?: InputMaybe<Scalars['Boolean']['input']>;
  hasDryStorage?: InputMaybe<Scalars['Boolean']['input']>;
  hasFoodSafetyCertification?: InputMaybe<Scalars['Boolean']['input']>;
  hasFreezerStorage?: InputMaybe<Scalars['Boolean']['input']>;
  isNonProfit?: InputMaybe<Scalars['Boolean']['input']>;
  isReligious?: InputMaybe<Scalars['Boolean']['input']>;
  nameSign?: InputMaybe<Scalars['String']['input']>;
  new?: InputMaybe<Scalars['Boolean']['input']>;
  operatingHoursEndTime?: InputMaybe<Scalars['String']['input']>;
  operatingHoursStartTime?: InputMaybe<Scalars['String']['input']>;
  organization?: InputMaybe<PartnerServicesOrganizationInput>;
  peopleServedPerMonth?: InputMaybe<Scalars['String']['input']>;
  /** At most the number of services offered. */
  servicesInterest?: InputMaybe<Array<Scalars['String']['input']>>;
  servicesInterestOther?: InputMaybe<Scalars['String']['input']>;
};

export type SavePartnerServicesApplicationPayload = {
  __typename?: 'SavePartnerServicesApplicationPayload';
  applicationPartnerServicesId: Scalars['Int']['output'];
  status: ApplicationStatus;
};

export type SaveSchoolMarketApplicationInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  agreeNondiscrimination?: InputMaybe<Scalars['Boolean']['input']>;
  agreeToProgramPurpose?: InputMaybe<Scalars['Boolean']['input']>;
  agreeToProgramResponsibilities?: InputMaybe<Scalars['Boolean']['input']>;
  /** Absent to start a new application. */
  applicationSchoolMarketId?: InputMaybe<Scalars['Int']['input']>;
  certififedVerification?: InputMaybe<Scalars['Boolean']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  districtId?: InputMaybe<Scalars['Int']['input']>;
  draft: Scalars['Boolean']['input'];
  gradesServed?: InputMaybe<Array<Scalars['String']['input']>>;
  marketType?: InputMaybe<Scalars['String']['input']>;
  nameSignFirst?: InputMaybe<Scalars['String']['input']>;
  nameSignSecond?: InputMaybe<Scalars['String']['input']>;
  nameSignThird?: InputMaybe<Scalars['String']['input']>;
  new?: InputMaybe<Scalars['Boolean']['input']>;
  nonProfitOrganizations?: InputMaybe<Scalars['String']['input']>;
  numFreeLunch?: InputMaybe<Scalars['String']['input']>;
  numReducedLunch?: InputMaybe<Scalars['String']['input']>;
  numTotalEnrollment?: InputMaybe<Scalars['String']['input']>;
  operatingFrequency?: InputMaybe<Scalars['String']['input']>;
  organizationType?: InputMaybe<Scalars['String']['input']>;
  preferredDistributionDay?: InputMaybe<Scalars['String']['input']>;
  preferredDistributionTime?: InputMaybe<Scalars['String']['input']>;
  primaryPointOfContact?: InputMaybe<SchoolMarketContactInput>;
  principal?: InputMaybe<SchoolMarketContactInput>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
  schoolType?: InputMaybe<Scalars['String']['input']>;
  secondaryPreferredDistributionDay?: InputMaybe<Scalars['String']['input']>;
  secondaryPreferredDistributionTime?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  termId?: InputMaybe<Scalars['Int']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type SaveSchoolMarketApplicationPayload = {
  __typename?: 'SaveSchoolMarketApplicationPayload';
  /** Spec 2 §7: returned by the save; always null here (decisions.md, School Market). */
  applicationBackpackBuddyId: Maybe<Scalars['Int']['output']>;
  applicationSchoolMarketId: Scalars['Int']['output'];
  status: ApplicationStatus;
};

export type SaveTeachersAidApplicationPayload = {
  __typename?: 'SaveTeachersAidApplicationPayload';
  applicationTeachersAidId: Scalars['Int']['output'];
  status: ApplicationStatus;
  stepsCompleted: Scalars['Int']['output'];
};

export type SaveTeachersAidApplicationStepOneInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  /** Absent to start a new application. */
  applicationTeachersAidId?: InputMaybe<Scalars['Int']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  /** Percentages as typed (25, 25%, 0.25 is read as 0.25%). */
  demographicAsian?: InputMaybe<Scalars['String']['input']>;
  demographicBlack?: InputMaybe<Scalars['String']['input']>;
  demographicHispanic?: InputMaybe<Scalars['String']['input']>;
  demographicWhite?: InputMaybe<Scalars['String']['input']>;
  districtId?: InputMaybe<Scalars['Int']['input']>;
  draft: Scalars['Boolean']['input'];
  gradesServed?: InputMaybe<Array<Scalars['String']['input']>>;
  new?: InputMaybe<Scalars['Boolean']['input']>;
  nonProfitOrganizations?: InputMaybe<Scalars['String']['input']>;
  numFreeLunch?: InputMaybe<Scalars['String']['input']>;
  numReducedLunch?: InputMaybe<Scalars['String']['input']>;
  numTotalEnrollment?: InputMaybe<Scalars['String']['input']>;
  organizationType?: InputMaybe<Scalars['String']['input']>;
  principal?: InputMaybe<TeachersAidContactInput>;
  schoolId?: InputMaybe<Scalars['Int']['input']>;
  schoolType?: InputMaybe<Scalars['String']['input']>;
  siteCoordinator?: InputMaybe<TeachersAidContactInput>;
  state?: InputMaybe<Scalars['String']['input']>;
  termId?: InputMaybe<Scalars['Int']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type SaveTeachersAidApplicationStepThreeInput = {
  applicationTeachersAidId: Scalars['Int']['input'];
  certifiedAgreement?: InputMaybe<Scalars['Boolean']['input']>;
  certifiedNonDiscrimination?: InputMaybe<Scalars['Boolean']['input']>;
  certifiedProgramRules?: InputMaybe<Scalars['Boolean']['input']>;
  draft: Scalars['Boolean']['input'];
  nameSignFirst?: InputMaybe<Scalars['String']['input']>;
  nameSignSecond?: InputMaybe<Scalars['String']['input']>;
  nameSignThird?: InputMaybe<Scalars['String']['input']>;
  verifyPrincipalEmail?: InputMaybe<Scalars['String']['input']>;
};

export type SaveTeachersAidApplicationStepTwoInput = {
  applicationTeachersAidId: Scalars['Int']['input'];
  certififedVerification?: InputMaybe<Scalars['Boolean']['input']>;
  draft: Scalars['Boolean']['input'];
  /** The whole roster: teachers left out are removed. */
  teachers: Array<TeacherInput>;
};

export type SchoolContacts = {
  __typename?: 'SchoolContacts';
  /** The school's id as a string (the client cache's key). */
  id: Scalars['ID']['output'];
  lastEditedTeamMembers: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
  teamMembers: Array<TeamMember>;
};

/** The school as a School Market application carries it (spec 2 §3 School). */
export type SchoolMarketApplicationSchool = {
  __typename?: 'SchoolMarketApplicationSchool';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  gradesServed: Array<Scalars['String']['output']>;
  /** The school's id; an application's school (as the application proposes it) has its own. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Only for an educator linked to the school (or an admin), or as the application names them. */
  primaryPointOfContact: Maybe<SchoolMarketContact>;
  principal: Maybe<SchoolMarketContact>;
  schoolId: Scalars['Int']['output'];
  schoolMarketAgencyNumber: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  type: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type SchoolMarketConfig = {
  __typename?: 'SchoolMarketConfig';
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  schoolEnabled: Scalars['Boolean']['output'];
  summerEnabled: Scalars['Boolean']['output'];
  waitlistEnabled: Scalars['Boolean']['output'];
};

/** A contact of a School Market application: the primary point of contact or the principal. */
export type SchoolMarketContact = {
  __typename?: 'SchoolMarketContact';
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

export type SchoolMarketContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Another educator's School Market application of the same school, year and term type, still open. */
export type SchoolMarketInProgressNotice = {
  __typename?: 'SchoolMarketInProgressNotice';
  applicationSchoolMarketId: Scalars['Int']['output'];
  contactEmail: Scalars['String']['output'];
  starterEmail: Scalars['String']['output'];
  starterName: Scalars['String']['output'];
  termYear: Scalars['Int']['output'];
};

/** A school offered in a select (allSchools). */
export type SchoolOption = {
  __typename?: 'SchoolOption';
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
};

/** The three programs whose applicants are schools. */
export type SchoolProgram =
  | 'BACKPACK_BUDDY'
  | 'SCHOOL_MARKET'
  | 'TEACHERS_AID';

export type SchoolReport = {
  __typename?: 'SchoolReport';
  backpackBuddyId: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
  termMonths: Array<TermMonth>;
};

export type SendPasswordResetEmailInput = {
  email: Scalars['String']['input'];
};

export type SignaturePrincipal = {
  __typename?: 'SignaturePrincipal';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
};

export type SignatureSchool = {
  __typename?: 'SignatureSchool';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  organizationType: Maybe<Scalars['String']['output']>;
  schoolMarketAgencyNumber: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** An application held for an admin's review: the signer it names differs from the one on record. */
export type SignerReview = {
  __typename?: 'SignerReview';
  at: Scalars['DateTime']['output'];
  namedEmail: Maybe<Scalars['String']['output']>;
  onRecordEmail: Scalars['String']['output'];
};

/** A contact of a Kids Cafe site in the admin console (spec 3 §3 Site member). */
export type SiteMember = {
  __typename?: 'SiteMember';
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isSupervisor: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  siteMemberId: Scalars['Int']['output'];
  title: Maybe<Scalars['String']['output']>;
  /** PRIMARY_POINT_CONTACT or SECONDARY_POINT_CONTACT. */
  type: Scalars['String']['output'];
};

export type SiteMemberInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isSupervisor?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  siteMemberId?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** PRIMARY_POINT_CONTACT or SECONDARY_POINT_CONTACT. */
  type: Scalars['String']['input'];
};

/** A site of the form's dropdown (allSites). */
export type SiteOption = {
  __typename?: 'SiteOption';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  siteId: Scalars['Int']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** An object of a storage bucket (S3 vocabulary). */
export type StorageObject = {
  __typename?: 'StorageObject';
  Key: Scalars['String']['output'];
  LastModified: Scalars['DateTime']['output'];
  Size: Scalars['Int']['output'];
  /** The title given at upload, or the key. */
  title: Scalars['String']['output'];
  /** A short-lived link that downloads the file. */
  url: Scalars['String']['output'];
};

export type SubmitReportInput = {
  comments?: InputMaybe<Scalars['String']['input']>;
  termMonthId: Scalars['Int']['input'];
};

export type Survey = {
  __typename?: 'Survey';
  createdAt: Scalars['DateTime']['output'];
  link: Scalars['String']['output'];
  surveyId: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A teacher of a Teachers Aid application's roster (spec 2 §3 Teacher). */
export type Teacher = {
  __typename?: 'Teacher';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** PK, K, 1 … 12. */
  gradesTaught: Array<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  numStudentsTaughtPerYear: Maybe<Scalars['Int']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  proxyTeacher: Maybe<Scalars['String']['output']>;
  subjectsTaught: Array<Scalars['String']['output']>;
  teacherId: Scalars['Int']['output'];
  title: Maybe<Scalars['String']['output']>;
};

export type TeacherInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  gradesTaught?: InputMaybe<Array<Scalars['String']['input']>>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  numStudentsTaughtPerYear?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  proxyTeacher?: InputMaybe<Scalars['String']['input']>;
  subjectsTaught?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Absent for a teacher the save adds. */
  teacherId?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The school as a Teachers Aid application carries it (spec 2 §3 School). */
export type TeachersAidApplicationSchool = {
  __typename?: 'TeachersAidApplicationSchool';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  county: Maybe<Scalars['String']['output']>;
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  gradesServed: Array<Scalars['String']['output']>;
  /** The school's id; an application's school (as the application proposes it) has its own. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  principal: Maybe<TeachersAidContact>;
  schoolId: Scalars['Int']['output'];
  /** Only for an educator linked to the school (or an admin), or as the application names them. */
  siteCoordinator: Maybe<TeachersAidContact>;
  state: Maybe<Scalars['String']['output']>;
  teachersAidSchoolNumber: Maybe<Scalars['String']['output']>;
  type: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type TeachersAidConfig = {
  __typename?: 'TeachersAidConfig';
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  schoolEnabled: Scalars['Boolean']['output'];
  summerEnabled: Scalars['Boolean']['output'];
  waitlistEnabled: Scalars['Boolean']['output'];
};

/** A contact of a Teachers Aid application: the site coordinator or the principal. */
export type TeachersAidContact = {
  __typename?: 'TeachersAidContact';
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

export type TeachersAidContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Another educator's Teachers Aid application of the same school, year and term type, still open. */
export type TeachersAidInProgressNotice = {
  __typename?: 'TeachersAidInProgressNotice';
  applicationTeachersAidId: Scalars['Int']['output'];
  contactEmail: Scalars['String']['output'];
  starterEmail: Scalars['String']['output'];
  starterName: Scalars['String']['output'];
  termYear: Scalars['Int']['output'];
};

export type TeamMember = {
  __typename?: 'TeamMember';
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  /** Null for a person an application in progress adds (not on the school's record yet). */
  teamMemberId: Maybe<Scalars['Int']['output']>;
  title: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type TeamMemberInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  teamMemberId?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

/** One calendar month of a school's term: allocations, distribution dates, students, report. */
export type TermMonth = {
  __typename?: 'TermMonth';
  /** = monthlyAllocation */
  allocated: Scalars['Int']['output'];
  /** allocated - distributed */
  discarded: Scalars['Int']['output'];
  /** The sum of every student's counts. */
  distributed: Scalars['Int']['output'];
  /** In date order. */
  distributionDates: Array<DistributionDate>;
  distributionReport: Maybe<DistributionReport>;
  /**
   * The month's students, by name. Read only when asked for, and only for one school at a time:
   * schoolReports refuses them without a schoolId.
   */
  distributions: Array<Distribution>;
  monthlyAllocation: Scalars['Int']['output'];
  /** YYYY-MM-DD, the first day of the month. */
  startDate: Scalars['String']['output'];
  /** How many students the month has. */
  studentCount: Scalars['Int']['output'];
  /** For example 'October 2025'. */
  termMonthFormatted: Scalars['String']['output'];
  termMonthId: Scalars['Int']['output'];
  weeklyAllocation: Scalars['Int']['output'];
};

export type TermType =
  | 'SCHOOL'
  | 'SUMMER';

export type UploadStudentsInput = {
  /** At most 2,000 rows. */
  students: Array<UploadedStudentInput>;
  termMonthId: Scalars['Int']['input'];
};

export type UploadedStudentInput = {
  studentIdNumber?: InputMaybe<Scalars['String']['input']>;
  studentName?: InputMaybe<Scalars['String']['input']>;
};

/** A row of My Account → Applications. */
export type UserApplication = {
  __typename?: 'UserApplication';
  applicationYear: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  schoolOrSiteName: Scalars['String']['output'];
  status: ApplicationStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  termFormatted: Scalars['String']['output'];
  termType: TermType;
};

/** What a program area's accounts hold, as its users list shows them. */
export type UserHolderKind =
  | 'ORGANIZATION'
  | 'SCHOOL'
  | 'SITE';

export type UserOrganization = {
  __typename?: 'UserOrganization';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  organizationId: Scalars['Int']['output'];
};

export type UserSchool = {
  __typename?: 'UserSchool';
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
};

export type UserSite = {
  __typename?: 'UserSite';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  siteId: Scalars['Int']['output'];
};

export type UserType =
  | 'ADMIN'
  | 'EDUCATOR';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminApplicationSettingsInput: AdminApplicationSettingsInput;
  AdminApplicationStatusInput: AdminApplicationStatusInput;
  AdminCreateSiteInput: AdminCreateSiteInput;
  AdminDistrict: ResolverTypeWrapper<AdminDistrict>;
  AdminDistrictPage: ResolverTypeWrapper<AdminDistrictPage>;
  AdminEducatorUser: ResolverTypeWrapper<AdminEducatorUser>;
  AdminEducatorUserPage: ResolverTypeWrapper<AdminEducatorUserPage>;
  AdminEmail: ResolverTypeWrapper<AdminEmail>;
  AdminEmailInput: AdminEmailInput;
  AdminNotification: ResolverTypeWrapper<AdminNotification>;
  AdminOrganization: ResolverTypeWrapper<AdminOrganization>;
  AdminOrganizationApplication: ResolverTypeWrapper<AdminOrganizationApplication>;
  AdminOrganizationApplicationStatusInput: AdminOrganizationApplicationStatusInput;
  AdminOrganizationListPage: ResolverTypeWrapper<AdminOrganizationListPage>;
  AdminOrganizationListRow: ResolverTypeWrapper<AdminOrganizationListRow>;
  AdminOrganizationProfileInput: AdminOrganizationProfileInput;
  AdminProgramSettings: ResolverTypeWrapper<AdminProgramSettings>;
  AdminSchool: ResolverTypeWrapper<Omit<AdminSchool, 'allocationEntries' | 'foodSafetyStatus' | 'foodSafetyEntries' | 'foodSafetyExpirationDate' | 'foodSafetyCertificate' | 'lastReportReminder'>>;
  AdminSchoolApplication: ResolverTypeWrapper<AdminSchoolApplication>;
  AdminSchoolListApplication: ResolverTypeWrapper<AdminSchoolListApplication>;
  AdminSchoolListPage: ResolverTypeWrapper<Omit<AdminSchoolListPage, 'rows'> & { rows: Array<ResolversTypes['AdminSchoolListRow']> }>;
  AdminSchoolListRow: ResolverTypeWrapper<Omit<AdminSchoolListRow, 'foodSafetyCertificate'>>;
  AdminSchoolTermMonth: ResolverTypeWrapper<AdminSchoolTermMonth>;
  AdminSite: ResolverTypeWrapper<AdminSite>;
  AdminSiteApplication: ResolverTypeWrapper<AdminSiteApplication>;
  AdminSiteApplicationStatusInput: AdminSiteApplicationStatusInput;
  AdminSiteListPage: ResolverTypeWrapper<AdminSiteListPage>;
  AdminSiteListRow: ResolverTypeWrapper<AdminSiteListRow>;
  AdminTermSettingsInput: AdminTermSettingsInput;
  AdminUpdateApplicationsInput: AdminUpdateApplicationsInput;
  AdminUpdateDistrictInput: AdminUpdateDistrictInput;
  AdminUpdateEducatorUserInput: AdminUpdateEducatorUserInput;
  AdminUpdateOrganizationApplicationsInput: AdminUpdateOrganizationApplicationsInput;
  AdminUpdateOrganizationMembersInput: AdminUpdateOrganizationMembersInput;
  AdminUpdateOrganizationStatusInput: AdminUpdateOrganizationStatusInput;
  AdminUpdateProgramStatusInput: AdminUpdateProgramStatusInput;
  AdminUpdateSchoolContactsInput: AdminUpdateSchoolContactsInput;
  AdminUpdateSchoolProfileInput: AdminUpdateSchoolProfileInput;
  AdminUpdateSiteApplicationsInput: AdminUpdateSiteApplicationsInput;
  AdminUpdateSiteMembersInput: AdminUpdateSiteMembersInput;
  AdminUpdateSiteProfileInput: AdminUpdateSiteProfileInput;
  AdminUpdateSiteStatusInput: AdminUpdateSiteStatusInput;
  AdminUser: ResolverTypeWrapper<AdminUser>;
  AdminUserHolderOption: ResolverTypeWrapper<AdminUserHolderOption>;
  AgreementInfo: ResolverTypeWrapper<AgreementInfo>;
  AllocationEntry: ResolverTypeWrapper<AllocationEntry>;
  ApplicationBackpackBuddy: ResolverTypeWrapper<ApplicationBackpackBuddy>;
  ApplicationInProgressNotice: ResolverTypeWrapper<ApplicationInProgressNotice>;
  ApplicationKidsCafe: ResolverTypeWrapper<ApplicationKidsCafe>;
  ApplicationPartnerServices: ResolverTypeWrapper<ApplicationPartnerServices>;
  ApplicationPerson: ResolverTypeWrapper<ApplicationPerson>;
  ApplicationSchool: ResolverTypeWrapper<ApplicationSchool>;
  ApplicationSchoolMarket: ResolverTypeWrapper<ApplicationSchoolMarket>;
  ApplicationSignatureDetails: ResolverTypeWrapper<ApplicationSignatureDetails>;
  ApplicationStatus: ApplicationStatus;
  ApplicationTeachersAid: ResolverTypeWrapper<ApplicationTeachersAid>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  BackpackBuddyConfig: ResolverTypeWrapper<BackpackBuddyConfig>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Distribution: ResolverTypeWrapper<Distribution>;
  DistributionDate: ResolverTypeWrapper<DistributionDate>;
  DistributionDateEntry: ResolverTypeWrapper<DistributionDateEntry>;
  DistributionDateEntryInput: DistributionDateEntryInput;
  DistributionReport: ResolverTypeWrapper<DistributionReport>;
  District: ResolverTypeWrapper<District>;
  EditProfileInput: EditProfileInput;
  EditSchoolContactsInput: EditSchoolContactsInput;
  EducatorUser: ResolverTypeWrapper<EducatorUser>;
  EmailMergeTag: ResolverTypeWrapper<EmailMergeTag>;
  EnumOption: ResolverTypeWrapper<EnumOption>;
  Enumeration: ResolverTypeWrapper<Enumeration>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FoodSafetyCertificateState: FoodSafetyCertificateState;
  FoodSafetyEntry: ResolverTypeWrapper<FoodSafetyEntry>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KidsCafeApplicationSite: ResolverTypeWrapper<KidsCafeApplicationSite>;
  KidsCafeConfig: ResolverTypeWrapper<KidsCafeConfig>;
  KidsCafeContact: ResolverTypeWrapper<KidsCafeContact>;
  KidsCafeContactInput: KidsCafeContactInput;
  KidsCafeSiteInput: KidsCafeSiteInput;
  Language: Language;
  ListFilterInput: ListFilterInput;
  ListPageInput: ListPageInput;
  LoginInput: LoginInput;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  OrganizationMember: ResolverTypeWrapper<OrganizationMember>;
  OrganizationMemberInput: OrganizationMemberInput;
  OrganizationOption: ResolverTypeWrapper<OrganizationOption>;
  PartnerServicesApplicationOrganization: ResolverTypeWrapper<PartnerServicesApplicationOrganization>;
  PartnerServicesConfig: ResolverTypeWrapper<PartnerServicesConfig>;
  PartnerServicesContact: ResolverTypeWrapper<PartnerServicesContact>;
  PartnerServicesContactInput: PartnerServicesContactInput;
  PartnerServicesOrganizationInput: PartnerServicesOrganizationInput;
  PrincipalSignatureInput: PrincipalSignatureInput;
  Program: Program;
  ProgramConfig: ResolverTypeWrapper<ProgramConfig>;
  ProgramTerm: ResolverTypeWrapper<ProgramTerm>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  ReportReminder: ResolverTypeWrapper<ReportReminder>;
  ResetPasswordInput: ResetPasswordInput;
  SaveApplicationPayload: ResolverTypeWrapper<SaveApplicationPayload>;
  SaveApplicationStepOneInput: SaveApplicationStepOneInput;
  SaveApplicationStepThreeInput: SaveApplicationStepThreeInput;
  SaveApplicationStepTwoInput: SaveApplicationStepTwoInput;
  SaveDistributionInput: SaveDistributionInput;
  SaveKidsCafeApplicationInput: SaveKidsCafeApplicationInput;
  SaveKidsCafeApplicationPayload: ResolverTypeWrapper<SaveKidsCafeApplicationPayload>;
  SavePartnerServicesApplicationInput: SavePartnerServicesApplicationInput;
  SavePartnerServicesApplicationPayload: ResolverTypeWrapper<SavePartnerServicesApplicationPayload>;
  SaveSchoolMarketApplicationInput: SaveSchoolMarketApplicationInput;
  SaveSchoolMarketApplicationPayload: ResolverTypeWrapper<SaveSchoolMarketApplicationPayload>;
  SaveTeachersAidApplicationPayload: ResolverTypeWrapper<SaveTeachersAidApplicationPayload>;
  SaveTeachersAidApplicationStepOneInput: SaveTeachersAidApplicationStepOneInput;
  SaveTeachersAidApplicationStepThreeInput: SaveTeachersAidApplicationStepThreeInput;
  SaveTeachersAidApplicationStepTwoInput: SaveTeachersAidApplicationStepTwoInput;
  SchoolContacts: ResolverTypeWrapper<SchoolContacts>;
  SchoolMarketApplicationSchool: ResolverTypeWrapper<SchoolMarketApplicationSchool>;
  SchoolMarketConfig: ResolverTypeWrapper<SchoolMarketConfig>;
  SchoolMarketContact: ResolverTypeWrapper<SchoolMarketContact>;
  SchoolMarketContactInput: SchoolMarketContactInput;
  SchoolMarketInProgressNotice: ResolverTypeWrapper<SchoolMarketInProgressNotice>;
  SchoolOption: ResolverTypeWrapper<SchoolOption>;
  SchoolProgram: SchoolProgram;
  SchoolReport: ResolverTypeWrapper<SchoolReport>;
  SendPasswordResetEmailInput: SendPasswordResetEmailInput;
  SignaturePrincipal: ResolverTypeWrapper<SignaturePrincipal>;
  SignatureSchool: ResolverTypeWrapper<SignatureSchool>;
  SignerReview: ResolverTypeWrapper<SignerReview>;
  SiteMember: ResolverTypeWrapper<SiteMember>;
  SiteMemberInput: SiteMemberInput;
  SiteOption: ResolverTypeWrapper<SiteOption>;
  SortDirection: SortDirection;
  StorageObject: ResolverTypeWrapper<StorageObject>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitReportInput: SubmitReportInput;
  Survey: ResolverTypeWrapper<Survey>;
  Teacher: ResolverTypeWrapper<Teacher>;
  TeacherInput: TeacherInput;
  TeachersAidApplicationSchool: ResolverTypeWrapper<TeachersAidApplicationSchool>;
  TeachersAidConfig: ResolverTypeWrapper<TeachersAidConfig>;
  TeachersAidContact: ResolverTypeWrapper<TeachersAidContact>;
  TeachersAidContactInput: TeachersAidContactInput;
  TeachersAidInProgressNotice: ResolverTypeWrapper<TeachersAidInProgressNotice>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamMemberInput: TeamMemberInput;
  TermMonth: ResolverTypeWrapper<TermMonth>;
  TermType: TermType;
  UploadStudentsInput: UploadStudentsInput;
  UploadedStudentInput: UploadedStudentInput;
  UserApplication: ResolverTypeWrapper<UserApplication>;
  UserHolderKind: UserHolderKind;
  UserOrganization: ResolverTypeWrapper<UserOrganization>;
  UserSchool: ResolverTypeWrapper<UserSchool>;
  UserSite: ResolverTypeWrapper<UserSite>;
  UserType: UserType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminApplicationSettingsInput: AdminApplicationSettingsInput;
  AdminApplicationStatusInput: AdminApplicationStatusInput;
  AdminCreateSiteInput: AdminCreateSiteInput;
  AdminDistrict: AdminDistrict;
  AdminDistrictPage: AdminDistrictPage;
  AdminEducatorUser: AdminEducatorUser;
  AdminEducatorUserPage: AdminEducatorUserPage;
  AdminEmail: AdminEmail;
  AdminEmailInput: AdminEmailInput;
  AdminNotification: AdminNotification;
  AdminOrganization: AdminOrganization;
  AdminOrganizationApplication: AdminOrganizationApplication;
  AdminOrganizationApplicationStatusInput: AdminOrganizationApplicationStatusInput;
  AdminOrganizationListPage: AdminOrganizationListPage;
  AdminOrganizationListRow: AdminOrganizationListRow;
  AdminOrganizationProfileInput: AdminOrganizationProfileInput;
  AdminProgramSettings: AdminProgramSettings;
  AdminSchool: Omit<AdminSchool, 'allocationEntries' | 'foodSafetyStatus' | 'foodSafetyEntries' | 'foodSafetyExpirationDate' | 'foodSafetyCertificate' | 'lastReportReminder'>;
  AdminSchoolApplication: AdminSchoolApplication;
  AdminSchoolListApplication: AdminSchoolListApplication;
  AdminSchoolListPage: Omit<AdminSchoolListPage, 'rows'> & { rows: Array<ResolversParentTypes['AdminSchoolListRow']> };
  AdminSchoolListRow: Omit<AdminSchoolListRow, 'foodSafetyCertificate'>;
  AdminSchoolTermMonth: AdminSchoolTermMonth;
  AdminSite: AdminSite;
  AdminSiteApplication: AdminSiteApplication;
  AdminSiteApplicationStatusInput: AdminSiteApplicationStatusInput;
  AdminSiteListPage: AdminSiteListPage;
  AdminSiteListRow: AdminSiteListRow;
  AdminTermSettingsInput: AdminTermSettingsInput;
  AdminUpdateApplicationsInput: AdminUpdateApplicationsInput;
  AdminUpdateDistrictInput: AdminUpdateDistrictInput;
  AdminUpdateEducatorUserInput: AdminUpdateEducatorUserInput;
  AdminUpdateOrganizationApplicationsInput: AdminUpdateOrganizationApplicationsInput;
  AdminUpdateOrganizationMembersInput: AdminUpdateOrganizationMembersInput;
  AdminUpdateOrganizationStatusInput: AdminUpdateOrganizationStatusInput;
  AdminUpdateProgramStatusInput: AdminUpdateProgramStatusInput;
  AdminUpdateSchoolContactsInput: AdminUpdateSchoolContactsInput;
  AdminUpdateSchoolProfileInput: AdminUpdateSchoolProfileInput;
  AdminUpdateSiteApplicationsInput: AdminUpdateSiteApplicationsInput;
  AdminUpdateSiteMembersInput: AdminUpdateSiteMembersInput;
  AdminUpdateSiteProfileInput: AdminUpdateSiteProfileInput;
  AdminUpdateSiteStatusInput: AdminUpdateSiteStatusInput;
  AdminUser: AdminUser;
  AdminUserHolderOption: AdminUserHolderOption;
  AgreementInfo: AgreementInfo;
  AllocationEntry: AllocationEntry;
  ApplicationBackpackBuddy: ApplicationBackpackBuddy;
  ApplicationInProgressNotice: ApplicationInProgressNotice;
  ApplicationKidsCafe: ApplicationKidsCafe;
  ApplicationPartnerServices: ApplicationPartnerServices;
  ApplicationPerson: ApplicationPerson;
  ApplicationSchool: ApplicationSchool;
  ApplicationSchoolMarket: ApplicationSchoolMarket;
  ApplicationSignatureDetails: ApplicationSignatureDetails;
  ApplicationTeachersAid: ApplicationTeachersAid;
  AuditChange: AuditChange;
  AuditEntry: AuditEntry;
  AuthPayload: AuthPayload;
  BackpackBuddyConfig: BackpackBuddyConfig;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Distribution: Distribution;
  DistributionDate: DistributionDate;
  DistributionDateEntry: DistributionDateEntry;
  DistributionDateEntryInput: DistributionDateEntryInput;
  DistributionReport: DistributionReport;
  District: District;
  EditProfileInput: EditProfileInput;
  EditSchoolContactsInput: EditSchoolContactsInput;
  EducatorUser: EducatorUser;
  EmailMergeTag: EmailMergeTag;
  EnumOption: EnumOption;
  Enumeration: Enumeration;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  FoodSafetyEntry: FoodSafetyEntry;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KidsCafeApplicationSite: KidsCafeApplicationSite;
  KidsCafeConfig: KidsCafeConfig;
  KidsCafeContact: KidsCafeContact;
  KidsCafeContactInput: KidsCafeContactInput;
  KidsCafeSiteInput: KidsCafeSiteInput;
  ListFilterInput: ListFilterInput;
  ListPageInput: ListPageInput;
  LoginInput: LoginInput;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  OrganizationMember: OrganizationMember;
  OrganizationMemberInput: OrganizationMemberInput;
  OrganizationOption: OrganizationOption;
  PartnerServicesApplicationOrganization: PartnerServicesApplicationOrganization;
  PartnerServicesConfig: PartnerServicesConfig;
  PartnerServicesContact: PartnerServicesContact;
  PartnerServicesContactInput: PartnerServicesContactInput;
  PartnerServicesOrganizationInput: PartnerServicesOrganizationInput;
  PrincipalSignatureInput: PrincipalSignatureInput;
  ProgramConfig: ProgramConfig;
  ProgramTerm: ProgramTerm;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ReportReminder: ReportReminder;
  ResetPasswordInput: ResetPasswordInput;
  SaveApplicationPayload: SaveApplicationPayload;
  SaveApplicationStepOneInput: SaveApplicationStepOneInput;
  SaveApplicationStepThreeInput: SaveApplicationStepThreeInput;
  SaveApplicationStepTwoInput: SaveApplicationStepTwoInput;
  SaveDistributionInput: SaveDistributionInput;
  SaveKidsCafeApplicationInput: SaveKidsCafeApplicationInput;
  SaveKidsCafeApplicationPayload: SaveKidsCafeApplicationPayload;
  SavePartnerServicesApplicationInput: SavePartnerServicesApplicationInput;
  SavePartnerServicesApplicationPayload: SavePartnerServicesApplicationPayload;
  SaveSchoolMarketApplicationInput: SaveSchoolMarketApplicationInput;
  SaveSchoolMarketApplicationPayload: SaveSchoolMarketApplicationPayload;
  SaveTeachersAidApplicationPayload: SaveTeachersAidApplicationPayload;
  SaveTeachersAidApplicationStepOneInput: SaveTeachersAidApplicationStepOneInput;
  SaveTeachersAidApplicationStepThreeInput: SaveTeachersAidApplicationStepThreeInput;
  SaveTeachersAidApplicationStepTwoInput: SaveTeachersAidApplicationStepTwoInput;
  SchoolContacts: SchoolContacts;
  SchoolMarketApplicationSchool: SchoolMarketApplicationSchool;
  SchoolMarketConfig: SchoolMarketConfig;
  SchoolMarketContact: SchoolMarketContact;
  SchoolMarketContactInput: SchoolMarketContactInput;
  SchoolMarketInProgressNotice: SchoolMarketInProgressNotice;
  SchoolOption: SchoolOption;
  SchoolReport: SchoolReport;
  SendPasswordResetEmailInput: SendPasswordResetEmailInput;
  SignaturePrincipal: SignaturePrincipal;
  SignatureSchool: SignatureSchool;
  SignerReview: SignerReview;
  SiteMember: SiteMember;
  SiteMemberInput: SiteMemberInput;
  SiteOption: SiteOption;
  StorageObject: StorageObject;
  String: Scalars['String']['output'];
  SubmitReportInput: SubmitReportInput;
  Survey: Survey;
  Teacher: Teacher;
  TeacherInput: TeacherInput;
  TeachersAidApplicationSchool: TeachersAidApplicationSchool;
  TeachersAidConfig: TeachersAidConfig;
  TeachersAidContact: TeachersAidContact;
  TeachersAidContactInput: TeachersAidContactInput;
  TeachersAidInProgressNotice: TeachersAidInProgressNotice;
  TeamMember: TeamMember;
  TeamMemberInput: TeamMemberInput;
  TermMonth: TermMonth;
  UploadStudentsInput: UploadStudentsInput;
  UploadedStudentInput: UploadedStudentInput;
  UserApplication: UserApplication;
  UserOrganization: UserOrganization;
  UserSchool: UserSchool;
  UserSite: UserSite;
};

export type AdminDistrictResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminDistrict'] = ResolversParentTypes['AdminDistrict']> = {
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminDistrictPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminDistrictPage'] = ResolversParentTypes['AdminDistrictPage']> = {
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminDistrict']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminEducatorUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminEducatorUser'] = ResolversParentTypes['AdminEducatorUser']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  educatorId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['UserSchool']>, ParentType, ContextType>;
  sites?: Resolver<Array<ResolversTypes['UserSite']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminEducatorUserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminEducatorUserPage'] = ResolversParentTypes['AdminEducatorUserPage']> = {
  holderOptions?: Resolver<Array<ResolversTypes['AdminUserHolderOption']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminEducatorUser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminEmailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminEmail'] = ResolversParentTypes['AdminEmail']> = {
  emailId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastEditedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mergeTagDetails?: Resolver<Array<ResolversTypes['EmailMergeTag']>, ParentType, ContextType>;
  mergeTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  messageBody?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageBodyEs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectLineEs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminNotification'] = ResolversParentTypes['AdminNotification']> = {
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastEditedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOrganizationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminOrganization'] = ResolversParentTypes['AdminOrganization']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['AdminOrganizationApplication']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  einNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstYearApplied?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastEditedMembers?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['OrganizationMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programStatusUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrganizationApplicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminOrganizationApplication'] = ResolversParentTypes['AdminOrganizationApplication']> = {
  applicationPartnerServicesId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysOfOperation?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCoolerStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasDryStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasFoodSafetyCertification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasFreezerStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNonProfit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isReligious?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  nameSign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  operatingHoursEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operatingHoursStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  peopleServedPerMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  servicesInterest?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  servicesInterestOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrganizationListPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminOrganizationListPage'] = ResolversParentTypes['AdminOrganizationListPage']> = {
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminOrganizationListRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrganizationListRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminOrganizationListRow'] = ResolversParentTypes['AdminOrganizationListRow']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['AdminOrganizationApplication']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  einNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPointOfContact?: Resolver<Maybe<ResolversTypes['OrganizationMember']>, ParentType, ContextType>;
  programStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryPointOfContact?: Resolver<Maybe<ResolversTypes['OrganizationMember']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminProgramSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminProgramSettings'] = ResolversParentTypes['AdminProgramSettings']> = {
  config?: Resolver<ResolversTypes['ProgramConfig'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastEditedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextTermYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['ProgramTerm']>, ParentType, ContextType>;
};

export type AdminSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSchool'] = ResolversParentTypes['AdminSchool']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allocationEntries?: Resolver<Array<ResolversTypes['AllocationEntry']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['AdminSchoolApplication']>, ParentType, ContextType>;
  approvedApplicationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstYearApplied?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  foodSafetyCertificate?: Resolver<ResolversTypes['FoodSafetyCertificateState'], ParentType, ContextType>;
  foodSafetyEntries?: Resolver<Array<ResolversTypes['FoodSafetyEntry']>, ParentType, ContextType>;
  foodSafetyExpirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foodSafetyStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradesServed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastEditedTeamMembers?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastReportReminder?: Resolver<Maybe<ResolversTypes['ReportReminder']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numFreeLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numReducedLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numTotalEnrollment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  participatedLastYear?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['SchoolProgram'], ParentType, ContextType>;
  programId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programStatusUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  termMonths?: Resolver<Array<ResolversTypes['AdminSchoolTermMonth']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminSchoolApplicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSchoolApplication'] = ResolversParentTypes['AdminSchoolApplication']> = {
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signerReview?: Resolver<Maybe<ResolversTypes['SignerReview']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termFormattedShort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminSchoolListApplicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSchoolListApplication'] = ResolversParentTypes['AdminSchoolListApplication']> = {
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  numFreeLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numReducedLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numTotalEnrollment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termFormattedShort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminSchoolListPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSchoolListPage'] = ResolversParentTypes['AdminSchoolListPage']> = {
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminSchoolListRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminSchoolListRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSchoolListRow'] = ResolversParentTypes['AdminSchoolListRow']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['AdminSchoolListApplication']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foodSafetyCertificate?: Resolver<ResolversTypes['FoodSafetyCertificateState'], ParentType, ContextType>;
  foodSafetyExpirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foodSafetyStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  principalEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  principalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminSchoolTermMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSchoolTermMonth'] = ResolversParentTypes['AdminSchoolTermMonth']> = {
  monthlyAllocation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termFormattedShort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termMonthId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSite'] = ResolversParentTypes['AdminSite']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['AdminSiteApplication']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closestSchool?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crossStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstYearApplied?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastEditedSiteMembers?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programStatusUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  siteMembers?: Resolver<Array<ResolversTypes['SiteMember']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminSiteApplicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSiteApplication'] = ResolversParentTypes['AdminSiteApplication']> = {
  agricultureSponsor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationKidsCafeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationYearDisplayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bogoLunchEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bogoLunchNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bogoLunchStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breakfastEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breakfastNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  breakfastStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brunchEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brunchNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  brunchStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childcareLicense?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closureDates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysForService?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  earliestDeliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enrichmentPrograms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldTrips?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forProfit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAfterSchool?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasInfantsEnrolled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasMicrowave?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasRecordingDevice?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasWifi?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interestBogoLunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestBreakfast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestBrunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestLunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestSnack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestSupper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFederalParticipant?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isOpenEnrolledYear?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTexasRisingStar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lunchEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lunchNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lunchStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  numExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  operatingHoursEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operatingHoursStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  participantAgeRanges?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  participatedAgriculture?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  receivesDeliveries?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  referredBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snackEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snackNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  snackStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialDeliveryNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supperEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supperNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  supperStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TermType'], ParentType, ContextType>;
};

export type AdminSiteListPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSiteListPage'] = ResolversParentTypes['AdminSiteListPage']> = {
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminSiteListRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminSiteListRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSiteListRow'] = ResolversParentTypes['AdminSiteListRow']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['AdminSiteApplication']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closestSchool?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crossStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryPointOfContact?: Resolver<Maybe<ResolversTypes['SiteMember']>, ParentType, ContextType>;
  programStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryPointOfContact?: Resolver<Maybe<ResolversTypes['SiteMember']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  adminId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type AdminUserHolderOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUserHolderOption'] = ResolversParentTypes['AdminUserHolderOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgreementInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AgreementInfo'] = ResolversParentTypes['AgreementInfo']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AllocationEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AllocationEntry'] = ResolversParentTypes['AllocationEntry']> = {
  allocationEntryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weeklyAllocation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationBackpackBuddyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationBackpackBuddy'] = ResolversParentTypes['ApplicationBackpackBuddy']> = {
  agreeNondiscrimination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramPurpose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramResponsibilities?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreement?: Resolver<ResolversTypes['AgreementInfo'], ParentType, ContextType>;
  applicationBackpackBuddyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  certififedVerification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailSecondaryCoordinator?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  heldForReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nameSignFirst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignSecond?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignThird?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  nonProfitOrganizations?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numFreeLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numReducedLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numTotalEnrollment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  organizationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programInterests?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['ApplicationSchool'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  stepsCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ApplicationPerson']>, ParentType, ContextType>;
  term?: Resolver<ResolversTypes['ProgramTerm'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verifyPrincipalEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  willDistributeInfo?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  willHelpMediaEvents?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ApplicationInProgressNoticeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationInProgressNotice'] = ResolversParentTypes['ApplicationInProgressNotice']> = {
  applicationBackpackBuddyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starterEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationKidsCafeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationKidsCafe'] = ResolversParentTypes['ApplicationKidsCafe']> = {
  agreeToDocumentation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramPurpose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToReimbursement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agricultureSponsor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationKidsCafeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationYearDisplayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bogoLunchEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bogoLunchNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bogoLunchStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breakfastEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breakfastNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  breakfastStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brunchEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brunchNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  brunchStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certififedVerification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  childcareLicense?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closureDates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysForService?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  earliestDeliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enrichmentPrograms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldTrips?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forProfit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAfterSchool?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasInfantsEnrolled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasMicrowave?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasRecordingDevice?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasWifi?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interestBogoLunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestBreakfast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestBrunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestLunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestSnack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interestSupper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFederalParticipant?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isOpenEnrolledYear?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTexasRisingStar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lunchEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lunchNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lunchStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  numExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  operatingHoursEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operatingHoursStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  participantAgeRanges?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  participatedAgriculture?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  readProgramAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receivesDeliveries?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  referredBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site?: Resolver<ResolversTypes['KidsCafeApplicationSite'], ParentType, ContextType>;
  siteType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snackEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snackNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  snackStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialDeliveryNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ApplicationPerson']>, ParentType, ContextType>;
  supperEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supperNumExpectedParticipants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  supperStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TermType'], ParentType, ContextType>;
};

export type ApplicationPartnerServicesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationPartnerServices'] = ResolversParentTypes['ApplicationPartnerServices']> = {
  agreeNoReligiousActivity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeNondiscrimination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramPurpose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationPartnerServicesId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applicationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  certififedVerification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysOfOperation?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCoolerStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasDryStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasFoodSafetyCertification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasFreezerStorage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNonProfit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isReligious?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  nameSign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  operatingHoursEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operatingHoursStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['PartnerServicesApplicationOrganization'], ParentType, ContextType>;
  peopleServedPerMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  servicesInterest?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  servicesInterestOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ApplicationPerson']>, ParentType, ContextType>;
};

export type ApplicationPersonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationPerson'] = ResolversParentTypes['ApplicationPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationSchool'] = ResolversParentTypes['ApplicationSchool']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradesServed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamMembersBackpackBuddy?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplicationSchoolMarketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationSchoolMarket'] = ResolversParentTypes['ApplicationSchoolMarket']> = {
  agreeNondiscrimination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramPurpose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramResponsibilities?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreement?: Resolver<ResolversTypes['AgreementInfo'], ParentType, ContextType>;
  applicationBackpackBuddyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationSchoolMarketId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  certififedVerification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heldForReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignFirst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignSecond?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignThird?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  nonProfitOrganizations?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numFreeLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numReducedLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numTotalEnrollment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  operatingFrequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredDistributionDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredDistributionTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['SchoolMarketApplicationSchool'], ParentType, ContextType>;
  secondaryPreferredDistributionDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryPreferredDistributionTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ApplicationPerson']>, ParentType, ContextType>;
  term?: Resolver<ResolversTypes['ProgramTerm'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitlisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ApplicationSignatureDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationSignatureDetails'] = ResolversParentTypes['ApplicationSignatureDetails']> = {
  agreeNondiscrimination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramPurpose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToProgramResponsibilities?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreement?: Resolver<ResolversTypes['AgreementInfo'], ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  certifiedAgreement?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  certifiedNonDiscrimination?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  educator?: Resolver<Maybe<ResolversTypes['ApplicationPerson']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameSignFirst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignSecond?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignThird?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['SignaturePrincipal'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  school?: Resolver<ResolversTypes['SignatureSchool'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signeeEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ApplicationTeachersAidResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplicationTeachersAid'] = ResolversParentTypes['ApplicationTeachersAid']> = {
  agreement?: Resolver<ResolversTypes['AgreementInfo'], ParentType, ContextType>;
  applicationTeachersAidId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  certifiedAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certifiedNonDiscrimination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certifiedProgramRules?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certififedVerification?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  demographicAsian?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  demographicBlack?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  demographicHispanic?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  demographicWhite?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heldForReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContinuation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nameSignFirst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignSecond?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameSignThird?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  nonProfitOrganizations?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numFreeLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numReducedLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numTotalEnrollment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  organizationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['TeachersAidApplicationSchool'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  stepsCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ApplicationPerson']>, ParentType, ContextType>;
  teachers?: Resolver<Array<ResolversTypes['Teacher']>, ParentType, ContextType>;
  term?: Resolver<ResolversTypes['ProgramTerm'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verifyPrincipalEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waitlisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type BackpackBuddyConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BackpackBuddyConfig'] = ResolversParentTypes['BackpackBuddyConfig']> = {
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DistributionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Distribution'] = ResolversParentTypes['Distribution']> = {
  counts?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType>;
  distributionDateEntries?: Resolver<Array<ResolversTypes['DistributionDateEntry']>, ParentType, ContextType>;
  distributionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studentIdNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testimonial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DistributionDateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DistributionDate'] = ResolversParentTypes['DistributionDate']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termMonthDistributionDateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DistributionDateEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DistributionDateEntry'] = ResolversParentTypes['DistributionDateEntry']> = {
  distributionNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  termMonthDistributionDateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DistributionReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DistributionReport'] = ResolversParentTypes['DistributionReport']> = {
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  educatorId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DistrictResolvers<ContextType = Context, ParentType extends ResolversParentTypes['District'] = ResolversParentTypes['District']> = {
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  districtId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EducatorUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EducatorUser'] = ResolversParentTypes['EducatorUser']> = {
  applicationBackpackBuddyRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationBackpackBuddyRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationKidsCafeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationKidsCafeRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationPartnerServicesRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationPartnerServicesRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationSchoolMarketRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationSchoolMarketRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationTeachersAidRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationTeachersAidRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  educatorId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['UserSchool']>, ParentType, ContextType>;
  sites?: Resolver<Array<ResolversTypes['UserSite']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EmailMergeTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailMergeTag'] = ResolversParentTypes['EmailMergeTag']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnumOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnumOption'] = ResolversParentTypes['EnumOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnumerationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Enumeration'] = ResolversParentTypes['Enumeration']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['EnumOption']>, ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FoodSafetyEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FoodSafetyEntry'] = ResolversParentTypes['FoodSafetyEntry']> = {
  completedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expirationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  foodSafetyEntryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KidsCafeApplicationSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KidsCafeApplicationSite'] = ResolversParentTypes['KidsCafeApplicationSite']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closestSchool?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crossStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryPointOfContact?: Resolver<Maybe<ResolversTypes['KidsCafeContact']>, ParentType, ContextType>;
  secondaryPointOfContact?: Resolver<Maybe<ResolversTypes['KidsCafeContact']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KidsCafeConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KidsCafeConfig'] = ResolversParentTypes['KidsCafeConfig']> = {
  acceptingApplications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  waitlisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type KidsCafeContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KidsCafeContact'] = ResolversParentTypes['KidsCafeContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isSupervisor?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminArchiveDistrict?: Resolver<ResolversTypes['AdminDistrict'], ParentType, ContextType, RequireFields<MutationAdminArchiveDistrictArgs, 'districtId'>>;
  adminArchiveOrganization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminArchiveOrganizationArgs, 'organizationId'>>;
  adminArchiveSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminArchiveSchoolArgs, 'schoolId'>>;
  adminArchiveSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminArchiveSiteArgs, 'siteId'>>;
  adminCreateNextTerms?: Resolver<ResolversTypes['AdminProgramSettings'], ParentType, ContextType, RequireFields<MutationAdminCreateNextTermsArgs, 'program' | 'year'>>;
  adminCreateOrganization?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationAdminCreateOrganizationArgs, 'input'>>;
  adminCreateSite?: Resolver<ResolversTypes['AdminSite'], ParentType, ContextType, RequireFields<MutationAdminCreateSiteArgs, 'input'>>;
  adminCreateSurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType, RequireFields<MutationAdminCreateSurveyArgs, 'link' | 'title'>>;
  adminDeleteAllocationEntry?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminDeleteAllocationEntryArgs, 'allocationEntryId'>>;
  adminDeleteApplication?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminDeleteApplicationArgs, 'applicationId' | 'program'>>;
  adminDeleteEducatorUser?: Resolver<ResolversTypes['AdminEducatorUser'], ParentType, ContextType, RequireFields<MutationAdminDeleteEducatorUserArgs, 'educatorId'>>;
  adminDeleteFoodSafetyEntry?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminDeleteFoodSafetyEntryArgs, 'foodSafetyEntryId'>>;
  adminDeleteOrganization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteOrganizationArgs, 'organizationId'>>;
  adminDeleteOrganizationApplication?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationAdminDeleteOrganizationApplicationArgs, 'applicationPartnerServicesId'>>;
  adminDeleteSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteSchoolArgs, 'schoolId'>>;
  adminDeleteSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDeleteSiteArgs, 'siteId'>>;
  adminDeleteSiteApplication?: Resolver<ResolversTypes['AdminSite'], ParentType, ContextType, RequireFields<MutationAdminDeleteSiteApplicationArgs, 'applicationKidsCafeId'>>;
  adminDeleteSurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType, RequireFields<MutationAdminDeleteSurveyArgs, 'surveyId'>>;
  adminEditEmails?: Resolver<Array<ResolversTypes['AdminEmail']>, ParentType, ContextType, RequireFields<MutationAdminEditEmailsArgs, 'emails'>>;
  adminEditNotification?: Resolver<ResolversTypes['AdminNotification'], ParentType, ContextType, RequireFields<MutationAdminEditNotificationArgs, 'notificationId' | 'text'>>;
  adminRestoreDistrict?: Resolver<ResolversTypes['AdminDistrict'], ParentType, ContextType, RequireFields<MutationAdminRestoreDistrictArgs, 'districtId'>>;
  adminRestoreEducatorUser?: Resolver<ResolversTypes['AdminEducatorUser'], ParentType, ContextType, RequireFields<MutationAdminRestoreEducatorUserArgs, 'educatorId'>>;
  adminRestoreOrganization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRestoreOrganizationArgs, 'organizationId'>>;
  adminRestoreSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRestoreSchoolArgs, 'schoolId'>>;
  adminRestoreSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminRestoreSiteArgs, 'siteId'>>;
  adminSaveAllocation?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminSaveAllocationArgs, 'schoolId' | 'weeklyAllocation'>>;
  adminUpdateApplicationSettings?: Resolver<ResolversTypes['AdminProgramSettings'], ParentType, ContextType, RequireFields<MutationAdminUpdateApplicationSettingsArgs, 'input' | 'program'>>;
  adminUpdateApplications?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminUpdateApplicationsArgs, 'input'>>;
  adminUpdateDistrict?: Resolver<ResolversTypes['AdminDistrict'], ParentType, ContextType, RequireFields<MutationAdminUpdateDistrictArgs, 'input'>>;
  adminUpdateEducatorUser?: Resolver<ResolversTypes['AdminEducatorUser'], ParentType, ContextType, RequireFields<MutationAdminUpdateEducatorUserArgs, 'input'>>;
  adminUpdateFoodSafety?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminUpdateFoodSafetyArgs, 'completedBy' | 'completionDate' | 'expirationDate' | 'schoolId'>>;
  adminUpdateFoodSafetyStatus?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminUpdateFoodSafetyStatusArgs, 'foodSafetyStatus' | 'schoolId'>>;
  adminUpdateOrganizationApplications?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationAdminUpdateOrganizationApplicationsArgs, 'input'>>;
  adminUpdateOrganizationMembers?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationAdminUpdateOrganizationMembersArgs, 'input'>>;
  adminUpdateOrganizationProfile?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationAdminUpdateOrganizationProfileArgs, 'input'>>;
  adminUpdateOrganizationStatus?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationAdminUpdateOrganizationStatusArgs, 'input'>>;
  adminUpdateProgramStatus?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminUpdateProgramStatusArgs, 'input'>>;
  adminUpdateSchoolContacts?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminUpdateSchoolContactsArgs, 'input'>>;
  adminUpdateSchoolProfile?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<MutationAdminUpdateSchoolProfileArgs, 'input'>>;
  adminUpdateSiteApplications?: Resolver<ResolversTypes['AdminSite'], ParentType, ContextType, RequireFields<MutationAdminUpdateSiteApplicationsArgs, 'input'>>;
  adminUpdateSiteMembers?: Resolver<ResolversTypes['AdminSite'], ParentType, ContextType, RequireFields<MutationAdminUpdateSiteMembersArgs, 'input'>>;
  adminUpdateSiteProfile?: Resolver<ResolversTypes['AdminSite'], ParentType, ContextType, RequireFields<MutationAdminUpdateSiteProfileArgs, 'input'>>;
  adminUpdateSiteStatus?: Resolver<ResolversTypes['AdminSite'], ParentType, ContextType, RequireFields<MutationAdminUpdateSiteStatusArgs, 'input'>>;
  adminUpdateTermSettings?: Resolver<ResolversTypes['AdminProgramSettings'], ParentType, ContextType, RequireFields<MutationAdminUpdateTermSettingsArgs, 'input' | 'program'>>;
  copyStudents?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCopyStudentsArgs, 'termMonthId'>>;
  deleteDistributions?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteDistributionsArgs, 'distributionIds'>>;
  deleteReports?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteReportsArgs, 'termMonthIds'>>;
  deleteS3Object?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDeleteS3ObjectArgs, 'bucket' | 'key'>>;
  editProfile?: Resolver<ResolversTypes['EducatorUser'], ParentType, ContextType, RequireFields<MutationEditProfileArgs, 'input'>>;
  editSchoolContacts?: Resolver<ResolversTypes['SchoolContacts'], ParentType, ContextType, RequireFields<MutationEditSchoolContactsArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  principalSignature?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationPrincipalSignatureArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resendPrincipalSignatureEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendPrincipalSignatureEmailArgs, 'applicationId' | 'program'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveApplicationStepOne?: Resolver<ResolversTypes['SaveApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveApplicationStepOneArgs, 'input'>>;
  saveApplicationStepThree?: Resolver<ResolversTypes['SaveApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveApplicationStepThreeArgs, 'input'>>;
  saveApplicationStepTwo?: Resolver<ResolversTypes['SaveApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveApplicationStepTwoArgs, 'input'>>;
  saveDistribution?: Resolver<ResolversTypes['Distribution'], ParentType, ContextType, RequireFields<MutationSaveDistributionArgs, 'input'>>;
  saveKidsCafeApplication?: Resolver<ResolversTypes['SaveKidsCafeApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveKidsCafeApplicationArgs, 'input'>>;
  savePartnerServicesApplication?: Resolver<ResolversTypes['SavePartnerServicesApplicationPayload'], ParentType, ContextType, RequireFields<MutationSavePartnerServicesApplicationArgs, 'input'>>;
  saveSchoolMarketApplication?: Resolver<ResolversTypes['SaveSchoolMarketApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveSchoolMarketApplicationArgs, 'input'>>;
  saveTeachersAidApplicationStepOne?: Resolver<ResolversTypes['SaveTeachersAidApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveTeachersAidApplicationStepOneArgs, 'input'>>;
  saveTeachersAidApplicationStepThree?: Resolver<ResolversTypes['SaveTeachersAidApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveTeachersAidApplicationStepThreeArgs, 'input'>>;
  saveTeachersAidApplicationStepTwo?: Resolver<ResolversTypes['SaveTeachersAidApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveTeachersAidApplicationStepTwoArgs, 'input'>>;
  sendPasswordResetEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSendPasswordResetEmailArgs, 'input'>>;
  submitReport?: Resolver<ResolversTypes['DistributionReport'], ParentType, ContextType, RequireFields<MutationSubmitReportArgs, 'input'>>;
  updateMyLanguage?: Resolver<ResolversTypes['EducatorUser'], ParentType, ContextType, RequireFields<MutationUpdateMyLanguageArgs, 'language'>>;
  uploadS3Object?: Resolver<ResolversTypes['StorageObject'], ParentType, ContextType, RequireFields<MutationUploadS3ObjectArgs, 'bucket' | 'file' | 'title'>>;
  uploadStudents?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationUploadStudentsArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  notificationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrganizationMember'] = ResolversParentTypes['OrganizationMember']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationMemberId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrganizationOption'] = ResolversParentTypes['OrganizationOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerServicesApplicationOrganizationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerServicesApplicationOrganization'] = ResolversParentTypes['PartnerServicesApplicationOrganization']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  einNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPointOfContact?: Resolver<Maybe<ResolversTypes['PartnerServicesContact']>, ParentType, ContextType>;
  secondaryPointOfContact?: Resolver<Maybe<ResolversTypes['PartnerServicesContact']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PartnerServicesConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerServicesConfig'] = ResolversParentTypes['PartnerServicesConfig']> = {
  acceptingApplications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PartnerServicesContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerServicesContact'] = ResolversParentTypes['PartnerServicesContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgramConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramConfig'] = ResolversParentTypes['ProgramConfig']> = {
  acceptingApplications?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  applicationYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['Program'], ParentType, ContextType>;
  schoolEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  summerEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  waitlistEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  waitlisted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ProgramTermResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramTerm'] = ResolversParentTypes['ProgramTerm']> = {
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  termFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termFormattedShort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TermType'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminDistrictDetails?: Resolver<ResolversTypes['AdminDistrict'], ParentType, ContextType, RequireFields<QueryAdminDistrictDetailsArgs, 'districtId'>>;
  adminDistricts?: Resolver<Array<ResolversTypes['AdminDistrict']>, ParentType, ContextType>;
  adminDistrictsPage?: Resolver<ResolversTypes['AdminDistrictPage'], ParentType, ContextType, Partial<QueryAdminDistrictsPageArgs>>;
  adminEducatorUserDetails?: Resolver<ResolversTypes['AdminEducatorUser'], ParentType, ContextType, RequireFields<QueryAdminEducatorUserDetailsArgs, 'educatorId'>>;
  adminEmails?: Resolver<Array<ResolversTypes['AdminEmail']>, ParentType, ContextType>;
  adminNotification?: Resolver<ResolversTypes['AdminNotification'], ParentType, ContextType, RequireFields<QueryAdminNotificationArgs, 'program'>>;
  adminOrganization?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<QueryAdminOrganizationArgs, 'organizationId'>>;
  adminOrganizationOptions?: Resolver<Array<ResolversTypes['OrganizationOption']>, ParentType, ContextType>;
  adminProgramSettings?: Resolver<ResolversTypes['AdminProgramSettings'], ParentType, ContextType, RequireFields<QueryAdminProgramSettingsArgs, 'program'>>;
  adminSchoolBackpackBuddy?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<QueryAdminSchoolBackpackBuddyArgs, 'schoolId'>>;
  adminSchoolOptions?: Resolver<Array<ResolversTypes['SchoolOption']>, ParentType, ContextType>;
  adminSchoolSchoolMarket?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<QueryAdminSchoolSchoolMarketArgs, 'schoolId'>>;
  adminSchoolTeachersAid?: Resolver<ResolversTypes['AdminSchool'], ParentType, ContextType, RequireFields<QueryAdminSchoolTeachersAidArgs, 'schoolId'>>;
  adminSite?: Resolver<ResolversTypes['AdminSite'], ParentType, ContextType, RequireFields<QueryAdminSiteArgs, 'siteId'>>;
  adminSiteOptions?: Resolver<Array<ResolversTypes['SiteOption']>, ParentType, ContextType>;
  adminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  allDistricts?: Resolver<Array<ResolversTypes['District']>, ParentType, ContextType>;
  allSchools?: Resolver<Array<ResolversTypes['SchoolOption']>, ParentType, ContextType, RequireFields<QueryAllSchoolsArgs, 'districtId' | 'schoolType'>>;
  allSites?: Resolver<Array<ResolversTypes['SiteOption']>, ParentType, ContextType>;
  applicationBackpackBuddy?: Resolver<ResolversTypes['ApplicationBackpackBuddy'], ParentType, ContextType, RequireFields<QueryApplicationBackpackBuddyArgs, 'id'>>;
  applicationInProgressBackpackBuddy?: Resolver<Maybe<ResolversTypes['ApplicationInProgressNotice']>, ParentType, ContextType, RequireFields<QueryApplicationInProgressBackpackBuddyArgs, 'schoolId' | 'termId'>>;
  applicationInProgressSchoolMarket?: Resolver<Maybe<ResolversTypes['SchoolMarketInProgressNotice']>, ParentType, ContextType, RequireFields<QueryApplicationInProgressSchoolMarketArgs, 'schoolId' | 'termId'>>;
  applicationInProgressTeachersAid?: Resolver<Maybe<ResolversTypes['TeachersAidInProgressNotice']>, ParentType, ContextType, RequireFields<QueryApplicationInProgressTeachersAidArgs, 'schoolId' | 'termId'>>;
  applicationKidsCafe?: Resolver<ResolversTypes['ApplicationKidsCafe'], ParentType, ContextType, RequireFields<QueryApplicationKidsCafeArgs, 'applicationKidsCafeId'>>;
  applicationPartnerServices?: Resolver<ResolversTypes['ApplicationPartnerServices'], ParentType, ContextType, RequireFields<QueryApplicationPartnerServicesArgs, 'applicationPartnerServicesId'>>;
  applicationSchool?: Resolver<ResolversTypes['ApplicationSchool'], ParentType, ContextType, RequireFields<QueryApplicationSchoolArgs, 'schoolId'>>;
  applicationSchoolMarket?: Resolver<ResolversTypes['ApplicationSchoolMarket'], ParentType, ContextType, RequireFields<QueryApplicationSchoolMarketArgs, 'applicationSchoolMarketId'>>;
  applicationSignatureDetails?: Resolver<Maybe<ResolversTypes['ApplicationSignatureDetails']>, ParentType, ContextType, RequireFields<QueryApplicationSignatureDetailsArgs, 'applicationId'>>;
  applicationTeachersAid?: Resolver<ResolversTypes['ApplicationTeachersAid'], ParentType, ContextType, RequireFields<QueryApplicationTeachersAidArgs, 'applicationTeachersAidId'>>;
  awsObjects?: Resolver<Array<ResolversTypes['StorageObject']>, ParentType, ContextType, RequireFields<QueryAwsObjectsArgs, 'bucket'>>;
  backpackBuddyConfig?: Resolver<ResolversTypes['BackpackBuddyConfig'], ParentType, ContextType>;
  educatorSchools?: Resolver<Array<ResolversTypes['UserSchool']>, ParentType, ContextType>;
  educatorUser?: Resolver<ResolversTypes['EducatorUser'], ParentType, ContextType>;
  educatorUsers?: Resolver<Array<ResolversTypes['AdminEducatorUser']>, ParentType, ContextType>;
  educatorUsersPage?: Resolver<ResolversTypes['AdminEducatorUserPage'], ParentType, ContextType, RequireFields<QueryEducatorUsersPageArgs, 'holder'>>;
  enums?: Resolver<Array<ResolversTypes['Enumeration']>, ParentType, ContextType, Partial<QueryEnumsArgs>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kidsCafeConfig?: Resolver<ResolversTypes['KidsCafeConfig'], ParentType, ContextType>;
  kidsCafeSite?: Resolver<ResolversTypes['KidsCafeApplicationSite'], ParentType, ContextType, RequireFields<QueryKidsCafeSiteArgs, 'siteId'>>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationArgs, 'program'>>;
  organizationsPartnerServices?: Resolver<Array<ResolversTypes['AdminOrganizationListRow']>, ParentType, ContextType, Partial<QueryOrganizationsPartnerServicesArgs>>;
  organizationsPartnerServicesPage?: Resolver<ResolversTypes['AdminOrganizationListPage'], ParentType, ContextType, Partial<QueryOrganizationsPartnerServicesPageArgs>>;
  partnerServicesConfig?: Resolver<ResolversTypes['PartnerServicesConfig'], ParentType, ContextType>;
  partnerServicesOrganization?: Resolver<ResolversTypes['PartnerServicesApplicationOrganization'], ParentType, ContextType, RequireFields<QueryPartnerServicesOrganizationArgs, 'organizationId'>>;
  programConfig?: Resolver<ResolversTypes['ProgramConfig'], ParentType, ContextType, RequireFields<QueryProgramConfigArgs, 'program'>>;
  programTerms?: Resolver<Array<ResolversTypes['ProgramTerm']>, ParentType, ContextType, RequireFields<QueryProgramTermsArgs, 'programName'>>;
  schoolContacts?: Resolver<ResolversTypes['SchoolContacts'], ParentType, ContextType, RequireFields<QuerySchoolContactsArgs, 'schoolId'>>;
  schoolMarketConfig?: Resolver<ResolversTypes['SchoolMarketConfig'], ParentType, ContextType>;
  schoolMarketSchool?: Resolver<ResolversTypes['SchoolMarketApplicationSchool'], ParentType, ContextType, RequireFields<QuerySchoolMarketSchoolArgs, 'schoolId'>>;
  schoolReports?: Resolver<Array<ResolversTypes['SchoolReport']>, ParentType, ContextType, RequireFields<QuerySchoolReportsArgs, 'endDate' | 'startDate'>>;
  schoolsBackpackBuddy?: Resolver<Array<ResolversTypes['AdminSchoolListRow']>, ParentType, ContextType, Partial<QuerySchoolsBackpackBuddyArgs>>;
  schoolsBackpackBuddyPage?: Resolver<ResolversTypes['AdminSchoolListPage'], ParentType, ContextType, Partial<QuerySchoolsBackpackBuddyPageArgs>>;
  schoolsSchoolMarket?: Resolver<Array<ResolversTypes['AdminSchoolListRow']>, ParentType, ContextType, Partial<QuerySchoolsSchoolMarketArgs>>;
  schoolsSchoolMarketPage?: Resolver<ResolversTypes['AdminSchoolListPage'], ParentType, ContextType, Partial<QuerySchoolsSchoolMarketPageArgs>>;
  schoolsTeachersAid?: Resolver<Array<ResolversTypes['AdminSchoolListRow']>, ParentType, ContextType, Partial<QuerySchoolsTeachersAidArgs>>;
  schoolsTeachersAidPage?: Resolver<ResolversTypes['AdminSchoolListPage'], ParentType, ContextType, Partial<QuerySchoolsTeachersAidPageArgs>>;
  sitesKidsCafe?: Resolver<Array<ResolversTypes['AdminSiteListRow']>, ParentType, ContextType, Partial<QuerySitesKidsCafeArgs>>;
  sitesKidsCafePage?: Resolver<ResolversTypes['AdminSiteListPage'], ParentType, ContextType, Partial<QuerySitesKidsCafePageArgs>>;
  surveys?: Resolver<Array<ResolversTypes['Survey']>, ParentType, ContextType, Partial<QuerySurveysArgs>>;
  teachersAidConfig?: Resolver<ResolversTypes['TeachersAidConfig'], ParentType, ContextType>;
  teachersAidSchool?: Resolver<ResolversTypes['TeachersAidApplicationSchool'], ParentType, ContextType, RequireFields<QueryTeachersAidSchoolArgs, 'schoolId'>>;
  userApplicationsBackpackBuddy?: Resolver<Array<ResolversTypes['UserApplication']>, ParentType, ContextType>;
  userApplicationsKidsCafe?: Resolver<Array<ResolversTypes['UserApplication']>, ParentType, ContextType>;
  userApplicationsPartnerServices?: Resolver<Array<ResolversTypes['UserApplication']>, ParentType, ContextType>;
  userApplicationsSchoolMarket?: Resolver<Array<ResolversTypes['UserApplication']>, ParentType, ContextType>;
  userApplicationsTeachersAid?: Resolver<Array<ResolversTypes['UserApplication']>, ParentType, ContextType>;
  userOrganizationOptions?: Resolver<Array<ResolversTypes['OrganizationOption']>, ParentType, ContextType>;
};

export type ReportReminderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportReminder'] = ResolversParentTypes['ReportReminder']> = {
  monthStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SaveApplicationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveApplicationPayload'] = ResolversParentTypes['SaveApplicationPayload']> = {
  applicationBackpackBuddyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  stepsCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SaveKidsCafeApplicationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveKidsCafeApplicationPayload'] = ResolversParentTypes['SaveKidsCafeApplicationPayload']> = {
  applicationKidsCafeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type SavePartnerServicesApplicationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavePartnerServicesApplicationPayload'] = ResolversParentTypes['SavePartnerServicesApplicationPayload']> = {
  applicationPartnerServicesId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type SaveSchoolMarketApplicationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveSchoolMarketApplicationPayload'] = ResolversParentTypes['SaveSchoolMarketApplicationPayload']> = {
  applicationBackpackBuddyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationSchoolMarketId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type SaveTeachersAidApplicationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveTeachersAidApplicationPayload'] = ResolversParentTypes['SaveTeachersAidApplicationPayload']> = {
  applicationTeachersAidId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  stepsCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolContactsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolContacts'] = ResolversParentTypes['SchoolContacts']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastEditedTeamMembers?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
};

export type SchoolMarketApplicationSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolMarketApplicationSchool'] = ResolversParentTypes['SchoolMarketApplicationSchool']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradesServed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryPointOfContact?: Resolver<Maybe<ResolversTypes['SchoolMarketContact']>, ParentType, ContextType>;
  principal?: Resolver<Maybe<ResolversTypes['SchoolMarketContact']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schoolMarketAgencyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SchoolMarketConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolMarketConfig'] = ResolversParentTypes['SchoolMarketConfig']> = {
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SchoolMarketContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolMarketContact'] = ResolversParentTypes['SchoolMarketContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SchoolMarketInProgressNoticeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolMarketInProgressNotice'] = ResolversParentTypes['SchoolMarketInProgressNotice']> = {
  applicationSchoolMarketId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starterEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolOption'] = ResolversParentTypes['SchoolOption']> = {
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolReport'] = ResolversParentTypes['SchoolReport']> = {
  backpackBuddyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  termMonths?: Resolver<Array<ResolversTypes['TermMonth']>, ParentType, ContextType>;
};

export type SignaturePrincipalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignaturePrincipal'] = ResolversParentTypes['SignaturePrincipal']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignatureSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignatureSchool'] = ResolversParentTypes['SignatureSchool']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolMarketAgencyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignerReviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignerReview'] = ResolversParentTypes['SignerReview']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  namedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onRecordEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteMember'] = ResolversParentTypes['SiteMember']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSupervisor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteMemberId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteOption'] = ResolversParentTypes['SiteOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageObjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StorageObject'] = ResolversParentTypes['StorageObject']> = {
  Key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  LastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  Size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SurveyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Survey'] = ResolversParentTypes['Survey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeacherResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Teacher'] = ResolversParentTypes['Teacher']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradesTaught?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numStudentsTaughtPerYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proxyTeacher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectsTaught?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  teacherId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeachersAidApplicationSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeachersAidApplicationSchool'] = ResolversParentTypes['TeachersAidApplicationSchool']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gradesServed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  principal?: Resolver<Maybe<ResolversTypes['TeachersAidContact']>, ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  siteCoordinator?: Resolver<Maybe<ResolversTypes['TeachersAidContact']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teachersAidSchoolNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeachersAidConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeachersAidConfig'] = ResolversParentTypes['TeachersAidConfig']> = {
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TeachersAidContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeachersAidContact'] = ResolversParentTypes['TeachersAidContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeachersAidInProgressNoticeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeachersAidInProgressNotice'] = ResolversParentTypes['TeachersAidInProgressNotice']> = {
  applicationTeachersAidId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starterEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamMemberId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TermMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermMonth'] = ResolversParentTypes['TermMonth']> = {
  allocated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discarded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distributed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distributionDates?: Resolver<Array<ResolversTypes['DistributionDate']>, ParentType, ContextType>;
  distributionReport?: Resolver<Maybe<ResolversTypes['DistributionReport']>, ParentType, ContextType>;
  distributions?: Resolver<Array<ResolversTypes['Distribution']>, ParentType, ContextType>;
  monthlyAllocation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  termMonthFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termMonthId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeklyAllocation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserApplicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserApplication'] = ResolversParentTypes['UserApplication']> = {
  applicationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schoolOrSiteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  termFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termType?: Resolver<ResolversTypes['TermType'], ParentType, ContextType>;
};

export type UserOrganizationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserOrganization'] = ResolversParentTypes['UserOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSchool'] = ResolversParentTypes['UserSchool']> = {
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSite'] = ResolversParentTypes['UserSite']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AdminDistrict?: AdminDistrictResolvers<ContextType>;
  AdminDistrictPage?: AdminDistrictPageResolvers<ContextType>;
  AdminEducatorUser?: AdminEducatorUserResolvers<ContextType>;
  AdminEducatorUserPage?: AdminEducatorUserPageResolvers<ContextType>;
  AdminEmail?: AdminEmailResolvers<ContextType>;
  AdminNotification?: AdminNotificationResolvers<ContextType>;
  AdminOrganization?: AdminOrganizationResolvers<ContextType>;
  AdminOrganizationApplication?: AdminOrganizationApplicationResolvers<ContextType>;
  AdminOrganizationListPage?: AdminOrganizationListPageResolvers<ContextType>;
  AdminOrganizationListRow?: AdminOrganizationListRowResolvers<ContextType>;
  AdminProgramSettings?: AdminProgramSettingsResolvers<ContextType>;
  AdminSchool?: AdminSchoolResolvers<ContextType>;
  AdminSchoolApplication?: AdminSchoolApplicationResolvers<ContextType>;
  AdminSchoolListApplication?: AdminSchoolListApplicationResolvers<ContextType>;
  AdminSchoolListPage?: AdminSchoolListPageResolvers<ContextType>;
  AdminSchoolListRow?: AdminSchoolListRowResolvers<ContextType>;
  AdminSchoolTermMonth?: AdminSchoolTermMonthResolvers<ContextType>;
  AdminSite?: AdminSiteResolvers<ContextType>;
  AdminSiteApplication?: AdminSiteApplicationResolvers<ContextType>;
  AdminSiteListPage?: AdminSiteListPageResolvers<ContextType>;
  AdminSiteListRow?: AdminSiteListRowResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserHolderOption?: AdminUserHolderOptionResolvers<ContextType>;
  AgreementInfo?: AgreementInfoResolvers<ContextType>;
  AllocationEntry?: AllocationEntryResolvers<ContextType>;
  ApplicationBackpackBuddy?: ApplicationBackpackBuddyResolvers<ContextType>;
  ApplicationInProgressNotice?: ApplicationInProgressNoticeResolvers<ContextType>;
  ApplicationKidsCafe?: ApplicationKidsCafeResolvers<ContextType>;
  ApplicationPartnerServices?: ApplicationPartnerServicesResolvers<ContextType>;
  ApplicationPerson?: ApplicationPersonResolvers<ContextType>;
  ApplicationSchool?: ApplicationSchoolResolvers<ContextType>;
  ApplicationSchoolMarket?: ApplicationSchoolMarketResolvers<ContextType>;
  ApplicationSignatureDetails?: ApplicationSignatureDetailsResolvers<ContextType>;
  ApplicationTeachersAid?: ApplicationTeachersAidResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BackpackBuddyConfig?: BackpackBuddyConfigResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Distribution?: DistributionResolvers<ContextType>;
  DistributionDate?: DistributionDateResolvers<ContextType>;
  DistributionDateEntry?: DistributionDateEntryResolvers<ContextType>;
  DistributionReport?: DistributionReportResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  EducatorUser?: EducatorUserResolvers<ContextType>;
  EmailMergeTag?: EmailMergeTagResolvers<ContextType>;
  EnumOption?: EnumOptionResolvers<ContextType>;
  Enumeration?: EnumerationResolvers<ContextType>;
  File?: GraphQLScalarType;
  FoodSafetyEntry?: FoodSafetyEntryResolvers<ContextType>;
  KidsCafeApplicationSite?: KidsCafeApplicationSiteResolvers<ContextType>;
  KidsCafeConfig?: KidsCafeConfigResolvers<ContextType>;
  KidsCafeContact?: KidsCafeContactResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  OrganizationMember?: OrganizationMemberResolvers<ContextType>;
  OrganizationOption?: OrganizationOptionResolvers<ContextType>;
  PartnerServicesApplicationOrganization?: PartnerServicesApplicationOrganizationResolvers<ContextType>;
  PartnerServicesConfig?: PartnerServicesConfigResolvers<ContextType>;
  PartnerServicesContact?: PartnerServicesContactResolvers<ContextType>;
  ProgramConfig?: ProgramConfigResolvers<ContextType>;
  ProgramTerm?: ProgramTermResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportReminder?: ReportReminderResolvers<ContextType>;
  SaveApplicationPayload?: SaveApplicationPayloadResolvers<ContextType>;
  SaveKidsCafeApplicationPayload?: SaveKidsCafeApplicationPayloadResolvers<ContextType>;
  SavePartnerServicesApplicationPayload?: SavePartnerServicesApplicationPayloadResolvers<ContextType>;
  SaveSchoolMarketApplicationPayload?: SaveSchoolMarketApplicationPayloadResolvers<ContextType>;
  SaveTeachersAidApplicationPayload?: SaveTeachersAidApplicationPayloadResolvers<ContextType>;
  SchoolContacts?: SchoolContactsResolvers<ContextType>;
  SchoolMarketApplicationSchool?: SchoolMarketApplicationSchoolResolvers<ContextType>;
  SchoolMarketConfig?: SchoolMarketConfigResolvers<ContextType>;
  SchoolMarketContact?: SchoolMarketContactResolvers<ContextType>;
  SchoolMarketInProgressNotice?: SchoolMarketInProgressNoticeResolvers<ContextType>;
  SchoolOption?: SchoolOptionResolvers<ContextType>;
  SchoolReport?: SchoolReportResolvers<ContextType>;
  SignaturePrincipal?: SignaturePrincipalResolvers<ContextType>;
  SignatureSchool?: SignatureSchoolResolvers<ContextType>;
  SignerReview?: SignerReviewResolvers<ContextType>;
  SiteMember?: SiteMemberResolvers<ContextType>;
  SiteOption?: SiteOptionResolvers<ContextType>;
  StorageObject?: StorageObjectResolvers<ContextType>;
  Survey?: SurveyResolvers<ContextType>;
  Teacher?: TeacherResolvers<ContextType>;
  TeachersAidApplicationSchool?: TeachersAidApplicationSchoolResolvers<ContextType>;
  TeachersAidConfig?: TeachersAidConfigResolvers<ContextType>;
  TeachersAidContact?: TeachersAidContactResolvers<ContextType>;
  TeachersAidInProgressNotice?: TeachersAidInProgressNoticeResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TermMonth?: TermMonthResolvers<ContextType>;
  UserApplication?: UserApplicationResolvers<ContextType>;
  UserOrganization?: UserOrganizationResolvers<ContextType>;
  UserSchool?: UserSchoolResolvers<ContextType>;
  UserSite?: UserSiteResolvers<ContextType>;
};

