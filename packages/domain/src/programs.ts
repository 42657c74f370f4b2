/**
 * The programs registry (ARCHITECTURE.md "Programs as modules"): the facts of every program, one
 * entry from each program's folder (programs/<slug>/program.ts; the entry's shape is
 * programs/entry.ts). Routers, the admin sub-navigation, the status page, the account page, the
 * applications tab and the server's program registry are built from it. A program's own schemas,
 * texts and rules are imported from its folder: '@portal/domain/programs/<slug>'.
 *
 * Ours (the spec is silent; recorded in docs/decisions.md): Partner Services' slug and URL,
 * requiredFlag, settings flags, admin default path and default year; every contactEmail; the
 * admin settings path segment '/settings'; the statuses beyond IN_PROGRESS, PENDING,
 * PENDING_PRINCIPAL and APPROVED; summerTypeApplicant.
 */
import type { ApplicationStatus, TermType } from './enums.ts';
import { backpackBuddyProgram } from './programs/backpack-buddy/program.ts';
import type {
  AdminTabSegment,
  Applicant,
  DetailTabSegment,
  Program,
  ProgramEntry,
  ProgramEnum,
  ProgramKey,
  SettingsTabLabel,
} from './programs/entry.ts';
import { PROGRAM_KEYS } from './programs/entry.ts';
import { kidsCafeProgram } from './programs/kids-cafe/program.ts';
import { partnerServicesProgram } from './programs/partner-services/program.ts';
import { schoolMarketProgram } from './programs/school-market/program.ts';
import { teachersAidProgram } from './programs/teachers-aid/program.ts';

export { PROGRAM_KEYS } from './programs/entry.ts';
export type {
  AdminTabSegment,
  AgreementTitle,
  Applicant,
  ApplicationStep,
  ContactsFacts,
  DetailTabSegment,
  NavTab,
  Program,
  ProgramEntry,
  ProgramEnum,
  ProgramKey,
  SettingsTabLabel,
  Signer,
} from './programs/entry.ts';
export { isBuilt, isNotBuilt, notBuilt, type NotBuilt } from './programs/not-built.ts';

/**
 * The entries as their folders declare them: with their tabs' literal labels and paths. Each
 * folder declares its entry `satisfies ProgramEntry<K>` (an annotation would widen the tabs to
 * string, and the web modules keyed by them would no longer be checked; registry.test.ts).
 */
const ENTRIES = {
  backpackBuddy: backpackBuddyProgram,
  kidsCafe: kidsCafeProgram,
  schoolMarket: schoolMarketProgram,
  teachersAid: teachersAidProgram,
  partnerServices: partnerServicesProgram,
} as const;

/**
 * The registry: one entry per program, each from its folder (programs/<slug>/program.ts). The
 * type has no `Partial`: a program missing here does not compile, and a piece a program has not
 * built yet is a `notBuilt` marker in its entry.
 */
export const PROGRAMS_BY_KEY: { readonly [K in ProgramKey]: ProgramEntry<K> } = ENTRIES;

/** Program K's entry as its folder declares it (literal tab labels and paths, flags). */
export type ProgramEntryOf<K extends ProgramKey> = (typeof ENTRIES)[K];
/** The path segments of program K's admin tabs ('schools', 'districts', 'settings', …). */
export type AdminTabKey<K extends ProgramKey> = AdminTabSegment<ProgramEntryOf<K>>;
/** The path segments of program K's detail tabs ('' for the profile, 'contacts', …). */
export type DetailTabKey<K extends ProgramKey> = DetailTabSegment<ProgramEntryOf<K>>;
/** The labels of program K's Program Settings sub-tabs ('Active Terms', 'Application', …). */
export type SettingsTabKey<K extends ProgramKey> = SettingsTabLabel<ProgramEntryOf<K>>;

/** Every program, in the spec's order (the landing page's order, then Partner Services). */
export const PROGRAMS: readonly Program[] = PROGRAM_KEYS.map((key) => PROGRAMS_BY_KEY[key]);

export function isProgramKey(value: unknown): value is ProgramKey {
  return PROGRAM_KEYS.includes(value as ProgramKey);
}

export function programBySlug(slug: string | null | undefined): Program | undefined {
  return PROGRAMS.find((program) => program.slug === slug);
}

/** The program of a database or GraphQL `Program` enum value (BACKPACK_BUDDY: Backpack Buddy). */
export function programByEnum(value: string | null | undefined): Program | undefined {
  return PROGRAMS.find((program) => program.programEnum === value);
}

/**
 * The programs whose applicants are schools (the GraphQL `SchoolProgram` enum): the registry's
 * entries with applicant 'school' (a test keeps the two equal).
 */
export const SCHOOL_PROGRAMS = [
  'BACKPACK_BUDDY',
  'SCHOOL_MARKET',
  'TEACHERS_AID',
] as const satisfies readonly ProgramEnum[];
export type SchoolProgram = (typeof SCHOOL_PROGRAMS)[number];

/** The programs whose applications a signer e-signs by an emailed link (signer not 'none'). */
export function signedPrograms(): Program[] {
  return PROGRAMS.filter((program) => program.signer !== 'none');
}

/**
 * The programs of the landing page and the Programs menu. Educators see the four of spec 1 §2
 * (Partner Services "is not in the program list"); the food bank's staff see all five, so each
 * admin area is one click away (issue 18: a Partner Services card on the admin landing).
 */
export function landingPrograms(viewer: 'ADMIN' | 'EDUCATOR' = 'EDUCATOR'): Program[] {
  return viewer === 'ADMIN' ? [...PROGRAMS] : PROGRAMS.filter((program) => program.onLandingPage);
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
