/**
 * The programs registry (ARCHITECTURE.md "Programs as data"): routers, the admin sub-navigation,
 * the status page, the account page and the applications tab are built from it.
 *
 * Ours (the spec is silent; recorded in docs/decisions.md): Partner Services' slug and URL,
 * requiredFlag, settings flags, admin default path and default year; every contactEmail; the
 * admin settings path segment '/settings'; the statuses beyond IN_PROGRESS, PENDING,
 * PENDING_PRINCIPAL and APPROVED; summerTypeApplicant.
 */
import { DEFAULT_TERM_YEAR, KIDS_CAFE_DEFAULT_APPLICATION_YEAR } from './constants.ts';
import type { ApplicationStatus, TermType } from './enums.ts';

export const PROGRAM_KEYS = [
  'backpackBuddy',
  'kidsCafe',
  'schoolMarket',
  'teachersAid',
  'partnerServices',
] as const;
export type ProgramKey = (typeof PROGRAM_KEYS)[number];

export type Applicant = 'school' | 'site' | 'organization';
export type Signer = 'principal' | 'principal-or-primary-contact' | 'none';
export type ApplicationStep = 'step-1' | 'step-2' | 'step-3' | 'status';

export interface NavTab {
  readonly label: string;
  readonly path: string;
}

export interface Program {
  readonly key: ProgramKey;
  /** URL segment, also the `programName` of programTerms and signature details. */
  readonly slug: string;
  readonly url: string;
  readonly name: string;
  readonly summary: string;
  readonly onLandingPage: boolean;
  /** Who applies. */
  readonly applicant: Applicant;
  /** Who the account page's first column names for SUMMER-term applications. */
  readonly summerTypeApplicant: Applicant;
  readonly steps: readonly ApplicationStep[];
  /** The application status values this program uses, in display order. */
  readonly statuses: readonly ApplicationStatus[];
  /** The status an application waits in after its last step. */
  readonly pendingStatus: 'PENDING_PRINCIPAL' | 'PENDING';
  readonly signer: Signer;
  /** Admin sub-navigation (spec 3 §2), full paths. */
  readonly adminTabs: readonly NavTab[];
  readonly adminDefaultPath: string;
  /** Program Settings sub-tabs (spec 3 §2), full paths. */
  readonly settingsTabs: readonly NavTab[];
  /** Tabs of the admin school, site or organization detail; paths follow `{list}/{id}`. */
  readonly detailTabs: readonly NavTab[];
  /** Names of the program's config flags. */
  readonly settingsFlags: readonly string[];
  readonly hasWaitlist: boolean;
  readonly contactEmail: string;
  /** The educator user's "application still required" flag, and its id companion. */
  readonly requiredFlag: string;
  readonly requiredIdFlag: string;
  /** The application's id field (applicationBackpackBuddyId, …). */
  readonly applicationIdField: string;
  /** The query parameter that selects the year, and its default. */
  readonly termYearParam: 'termYear' | 'applicationYear';
  readonly defaultTermYear: number;
  /** Added to a SUMMER application's year for display (Kids Cafe shows year+1). */
  readonly summerYearOffset: 0 | 1;
  /** The name inside GraphQL operation and field names (schoolsBackpackBuddy, …). */
  readonly graphqlName: string;
}

const APPROVAL_STATUSES = ['APPROVED', 'DENIED', 'WITHDRAWN'] as const;

const tabs = (url: string, entries: readonly (readonly [string, string])[]): NavTab[] =>
  entries.map(([label, path]) => ({ label, path: `${url}${path}` }));

const SCHOOL_DETAIL_TABS: NavTab[] = tabs('', [
  ['School Profile', ''],
  ['Contacts', '/contacts'],
  ['Program Status', '/program-status'],
  ['Applications', '/applications'],
]);

function school(url: string) {
  return {
    applicant: 'school',
    signer: 'principal',
    adminDefaultPath: `${url}/schools`,
    pendingStatus: 'PENDING_PRINCIPAL',
    termYearParam: 'termYear',
    defaultTermYear: DEFAULT_TERM_YEAR,
    summerYearOffset: 0,
  } as const;
}

export const PROGRAMS_BY_KEY: { readonly [K in ProgramKey]: Program & { readonly key: K } } = {
  backpackBuddy: {
    ...school('/backpack-buddy'),
    key: 'backpackBuddy',
    slug: 'backpack-buddy',
    url: '/backpack-buddy',
    name: 'Backpack Buddy',
    summary: 'Weekend food for at-risk children in grades K-12 and at summer meal sites.',
    onLandingPage: true,
    summerTypeApplicant: 'site',
    steps: ['step-1', 'step-2', 'step-3', 'status'],
    statuses: ['IN_PROGRESS', 'PENDING_PRINCIPAL', ...APPROVAL_STATUSES],
    adminTabs: tabs('/backpack-buddy', [
      ['Schools', '/schools'],
      ['Districts', '/districts'],
      ['Users', '/users'],
      ['Program Settings', '/settings'],
      ['Documents', '/documents'],
      ['Surveys', '/surveys'],
      ['Resources', '/resources'],
    ]),
    settingsTabs: tabs('/backpack-buddy/settings', [
      ['Active Terms', ''],
      ['Emails', '/emails'],
      ['Banner Notifications', '/notifications'],
    ]),
    detailTabs: tabs('', [
      ['School Profile', ''],
      ['Contacts', '/contacts'],
      ['Program Status', '/program-status'],
      ['Allocate', '/allocate'],
      ['Reports', '/reports'],
      ['Food Safety', '/food-safety'],
      ['Applications', '/applications'],
    ]),
    settingsFlags: ['schoolEnabled', 'summerEnabled'],
    hasWaitlist: false,
    contactEmail: 'backpackbuddy@foodbank.example',
    requiredFlag: 'applicationBackpackBuddyRequired',
    requiredIdFlag: 'applicationBackpackBuddyRequiredId',
    applicationIdField: 'applicationBackpackBuddyId',
    graphqlName: 'BackpackBuddy',
  },
  kidsCafe: {
    key: 'kidsCafe',
    slug: 'kids-cafe',
    url: '/kids-cafe',
    name: 'Kids Cafe',
    summary:
      'Year-round meals for child care, after-school and summer sites across 18 southeast Texas counties.',
    onLandingPage: true,
    applicant: 'site',
    summerTypeApplicant: 'site',
    steps: ['step-1', 'status'],
    statuses: ['IN_PROGRESS', 'PENDING', 'APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN'],
    pendingStatus: 'PENDING',
    signer: 'none',
    adminTabs: tabs('/kids-cafe', [
      ['Sites', '/sites'],
      ['Users', '/users'],
      ['Program Settings', '/settings'],
    ]),
    adminDefaultPath: '/kids-cafe/sites',
    settingsTabs: tabs('/kids-cafe/settings', [['Application', '']]),
    detailTabs: tabs('', [
      ['Site Profile', ''],
      ['Contacts', '/contacts'],
      ['Program Status', '/program-status'],
      ['Applications', '/applications'],
    ]),
    settingsFlags: ['acceptingApplications', 'waitlisted'],
    hasWaitlist: true,
    contactEmail: 'kidscafe@foodbank.example',
    requiredFlag: 'applicationKidsCafeRequired',
    requiredIdFlag: 'applicationKidsCafeRequiredId',
    applicationIdField: 'applicationKidsCafeId',
    termYearParam: 'applicationYear',
    defaultTermYear: KIDS_CAFE_DEFAULT_APPLICATION_YEAR,
    summerYearOffset: 1,
    graphqlName: 'KidsCafe',
  },
  schoolMarket: {
    ...school('/school-market'),
    key: 'schoolMarket',
    slug: 'school-market',
    url: '/school-market',
    name: 'School Market',
    summary:
      'Food for students and families at middle and high schools (brick and mortar, and mobile distribution).',
    onLandingPage: true,
    summerTypeApplicant: 'school',
    steps: ['step-1', 'status'],
    statuses: ['IN_PROGRESS', 'PENDING_PRINCIPAL', 'APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN'],
    signer: 'principal-or-primary-contact',
    adminTabs: tabs('/school-market', [
      ['Schools', '/schools'],
      ['Districts', '/districts'],
      ['Users', '/users'],
      ['Program Settings', '/settings'],
    ]),
    settingsTabs: tabs('/school-market/settings', [
      ['Active Terms', ''],
      ['Application', '/application'],
    ]),
    detailTabs: SCHOOL_DETAIL_TABS,
    settingsFlags: ['schoolEnabled', 'summerEnabled', 'waitlistEnabled'],
    hasWaitlist: true,
    contactEmail: 'schoolmarket@foodbank.example',
    requiredFlag: 'applicationSchoolMarketRequired',
    requiredIdFlag: 'applicationSchoolMarketRequiredId',
    applicationIdField: 'applicationSchoolMarketId',
    graphqlName: 'SchoolMarket',
  },
  teachersAid: {
    ...school('/teachers-aid'),
    key: 'teachersAid',
    slug: 'teachers-aid',
    url: '/teachers-aid',
    name: 'Teachers Aid',
    summary: 'School supplies for teachers in low-income schools.',
    onLandingPage: true,
    summerTypeApplicant: 'school',
    steps: ['step-1', 'step-2', 'step-3', 'status'],
    statuses: ['IN_PROGRESS', 'PENDING_PRINCIPAL', 'APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN'],
    adminTabs: tabs('/teachers-aid', [
      ['Schools', '/schools'],
      ['Districts', '/districts'],
      ['Users', '/users'],
      ['Program Settings', '/settings'],
    ]),
    settingsTabs: tabs('/teachers-aid/settings', [
      ['Active Terms', ''],
      ['Application', '/application'],
    ]),
    detailTabs: SCHOOL_DETAIL_TABS,
    settingsFlags: ['schoolEnabled', 'summerEnabled', 'waitlistEnabled'],
    hasWaitlist: true,
    contactEmail: 'teachersaid@foodbank.example',
    requiredFlag: 'applicationTeachersAidRequired',
    requiredIdFlag: 'applicationTeachersAidRequiredId',
    applicationIdField: 'applicationTeachersAidId',
    graphqlName: 'TeachersAid',
  },
  partnerServices: {
    key: 'partnerServices',
    slug: 'partner-services',
    url: '/partner-services',
    name: 'Partner Services',
    summary:
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore.',
    onLandingPage: false,
    applicant: 'organization',
    summerTypeApplicant: 'organization',
    steps: ['step-1', 'status'],
    statuses: ['IN_PROGRESS', 'PENDING', ...APPROVAL_STATUSES],
    pendingStatus: 'PENDING',
    signer: 'none',
    adminTabs: tabs('/partner-services', [
      ['Organizations', '/organizations'],
      ['Users', '/users'],
      ['Program Settings', '/settings'],
    ]),
    adminDefaultPath: '/partner-services/organizations',
    settingsTabs: tabs('/partner-services/settings', [['Application', '']]),
    detailTabs: tabs('', [
      ['Organization Profile', ''],
      ['Contacts', '/contacts'],
      ['Program Status', '/program-status'],
      ['Applications', '/applications'],
    ]),
    settingsFlags: ['acceptingApplications'],
    hasWaitlist: false,
    contactEmail: 'partnerservices@foodbank.example',
    requiredFlag: 'applicationPartnerServicesRequired',
    requiredIdFlag: 'applicationPartnerServicesRequiredId',
    applicationIdField: 'applicationPartnerServicesId',
    termYearParam: 'applicationYear',
    defaultTermYear: DEFAULT_TERM_YEAR,
    summerYearOffset: 0,
    graphqlName: 'PartnerServices',
  },
};

/** Every program, in the spec's order (the landing page's order, then Partner Services). */
export const PROGRAMS: readonly Program[] = PROGRAM_KEYS.map((key) => PROGRAMS_BY_KEY[key]);

export function isProgramKey(value: unknown): value is ProgramKey {
  return PROGRAM_KEYS.includes(value as ProgramKey);
}

export function programBySlug(slug: string | null | undefined): Program | undefined {
  return PROGRAMS.find((program) => program.slug === slug);
}

/** The four programs of the landing page, in order. */
export function landingPrograms(): Program[] {
  return PROGRAMS.filter((program) => program.onLandingPage);
}

/** The year an application shows: a Kids Cafe SUMMER application year is shown as year+1. */
export function displayYear(program: Program, termType: TermType, year: number): number {
  return termType === 'SUMMER' ? year + program.summerYearOffset : year;
}

const APPLICANT_LABELS: Record<Applicant, string> = {
  school: 'School',
  site: 'Site',
  organization: 'Organization',
};

/** The first column of the account page's Applications table: School, or Site for summer. */
export function applicantColumnLabel(program: Program, termType?: TermType | null): string {
  return APPLICANT_LABELS[termType === 'SUMMER' ? program.summerTypeApplicant : program.applicant];
}

/**
 * The statuses an admin may choose from the dropdown (spec 3 §4): all but IN_PROGRESS and the
 * pending status (PENDING_PRINCIPAL, or PENDING for Kids Cafe).
 */
export function adminSelectableStatuses(program: Program): ApplicationStatus[] {
  return program.statuses.filter(
    (status) => status !== 'IN_PROGRESS' && status !== program.pendingStatus,
  );
}

/** A row in IN_PROGRESS cannot be changed by an admin (the dropdown is disabled). */
export function canAdminChangeStatus(status: ApplicationStatus): boolean {
  return status !== 'IN_PROGRESS';
}
