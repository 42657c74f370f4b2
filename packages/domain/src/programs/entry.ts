/**
 * What a program's registry entry holds (programs.ts assembles the five entries, one from each
 * program's folder), and the small helpers the entries are written with. Facts only: a program's
 * schemas, texts and rules live in its folder and are imported from its own entry point,
 * '@portal/domain/programs/<slug>'.
 */
import { DEFAULT_TERM_YEAR } from '../constants.ts';
import type { ApplicationStatus, EnumName } from '../enums.ts';
import type { SettingsFlag } from '../settings/flags.ts';
import type { NotBuilt } from './not-built.ts';

export const PROGRAM_KEYS = [
  'backpackBuddy',
  'kidsCafe',
  'schoolMarket',
  'teachersAid',
  'partnerServices',
] as const;
export type ProgramKey = (typeof PROGRAM_KEYS)[number];

/** The program's value in the database and GraphQL `Program` enum (backpackBuddy: BACKPACK_BUDDY). */
export type ProgramEnum =
  'BACKPACK_BUDDY' | 'KIDS_CAFE' | 'SCHOOL_MARKET' | 'TEACHERS_AID' | 'PARTNER_SERVICES';

export type Applicant = 'school' | 'site' | 'organization';
/**
 * Who signs a submitted application by the emailed link (spec 2 §6): the school's principal; for
 * 'principal-or-primary-contact' the primary point of contact when the school is in Houston ISD
 * (School Market), else the principal; 'none': no signature link (the admin decides).
 */
export type Signer = 'principal' | 'principal-or-primary-contact' | 'none';
export type ApplicationStep = 'step-1' | 'step-2' | 'step-3' | 'status';

/**
 * A tab of a sub-navigation. An entry's tabs keep their literal labels and paths (`tabs` below),
 * so the web modules can be keyed by exactly the tabs the entry declares (`AdminTabKey`, …).
 */
export interface NavTab<Label extends string = string, Path extends string = string> {
  readonly label: Label;
  readonly path: Path;
}

/**
 * The contacts of the program's holder as the admin Contacts tab edits them: the enumeration of
 * their roles, and the rule they follow ('roster': Backpack Buddy's team roster rules; 'pairs':
 * each role held by exactly one person with full contact details).
 */
export interface ContactsFacts {
  readonly types: EnumName;
  readonly rule: 'roster' | 'pairs';
}

/** The program agreement's title; `houstonIsd` when a Houston ISD school's title differs. */
export interface AgreementTitle {
  readonly default: string;
  readonly houstonIsd?: string;
}

export interface Program {
  readonly key: ProgramKey;
  /** The value in the database and GraphQL `Program` enum. */
  readonly programEnum: ProgramEnum;
  /** URL segment, also the `programName` of signature details. */
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
  readonly agreementTitle: AgreementTitle;
  /**
   * The program's own texts in Spanish (issue 20): the landing card's summary and the agreement's
   * title (the program name stays, a proper name). English is the binding version of an agreement.
   */
  readonly spanish: { readonly summary: string; readonly agreementTitle: AgreementTitle };
  /**
   * What the principal signature page adds for this program (spec 3 §3): the school's agency
   * number, and blank lines for provider signatures (School Market: two).
   */
  readonly signaturePage: {
    readonly agencyNumber: boolean;
    readonly providerSignatureLines: number;
  };
  /** The holder's contacts (admin Contacts tab); not built yet for sites and organizations. */
  readonly contacts: ContactsFacts | NotBuilt;
  /** Admin sub-navigation (spec 3 §2), full paths. */
  readonly adminTabs: readonly NavTab[];
  readonly adminDefaultPath: string;
  /** Program Settings sub-tabs (spec 3 §2), full paths. */
  readonly settingsTabs: readonly NavTab[];
  /** Tabs of the admin school, site or organization detail; paths follow `{list}/{id}`. */
  readonly detailTabs: readonly NavTab[];
  /** Names of the program's config flags (columns of program_settings). */
  readonly settingsFlags: readonly SettingsFlag[];
  readonly hasWaitlist: boolean;
  /**
   * Whether the start page and My Account show the application deadlines (spec 2 §2: May 30 for
   * the next school year, August 2 for summer): the school-year and summer programs do;
   * Partner Services, which takes applications all year, does not (ours).
   */
  readonly showsDeadlines: boolean;
  /**
   * The start page's text under '{name} Waitlist' when the waitlist is on (spec 2 §2), if the
   * program words it (Kids Cafe); otherwise the generic text of settings/intake.ts.
   */
  readonly waitlistNotice?: string;
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

/** A registry entry of one program: `Program` whose key is that program's. */
export type ProgramEntry<K extends ProgramKey> = Program & { readonly key: K };

export const APPROVAL_STATUSES = ['APPROVED', 'DENIED', 'WITHDRAWN'] as const;

/** A tab as an entry writes it: its label, and its path below the URL ('' for the URL itself). */
type TabSpec = readonly [label: string, path: '' | `/${string}`];

/**
 * An entry's tabs from [label, path] pairs, each path below `url`. The labels and paths keep
 * their literal types (`tabs('/kids-cafe', [['Sites', '/sites']])` is
 * `readonly [NavTab<'Sites', '/kids-cafe/sites'>]`), so a web module keyed by them is checked
 * against them.
 */
export function tabs<const U extends string, const E extends readonly TabSpec[]>(
  url: U,
  entries: E,
): { readonly [I in keyof E]: E[I] extends TabSpec ? NavTab<E[I][0], `${U}${E[I][1]}`> : never } {
  return entries.map(([label, path]) => ({ label, path: `${url}${path}` })) as never;
}

/** The last segment of a path: '/backpack-buddy/schools' → 'schools', '/contacts' → 'contacts'. */
type LastSegment<P extends string> = P extends `${string}/${infer Rest}` ? LastSegment<Rest> : P;

/** The segment of an admin tab, keying the web module's `adminTabs` ('schools', 'settings', …). */
export type AdminTabSegment<E extends Pick<Program, 'adminTabs'>> = LastSegment<
  E['adminTabs'][number]['path']
>;
/** The segment of a detail tab, keying the web module's `detailTabs` ('' for the profile). */
export type DetailTabSegment<E extends Pick<Program, 'detailTabs'>> = LastSegment<
  E['detailTabs'][number]['path']
>;
/** The label of a Program Settings sub-tab, keying the web module's `settingsTabs`. */
export type SettingsTabLabel<E extends Pick<Program, 'settingsTabs'>> =
  E['settingsTabs'][number]['label'];

export const SCHOOL_DETAIL_TABS = tabs('', [
  ['School Profile', ''],
  ['Contacts', '/contacts'],
  ['Program Status', '/program-status'],
  ['Applications', '/applications'],
]);

/** What the three programs whose applicants are schools share. */
export function schoolProgramFacts(url: string) {
  return {
    applicant: 'school',
    adminDefaultPath: `${url}/schools`,
    pendingStatus: 'PENDING_PRINCIPAL',
    termYearParam: 'termYear',
    defaultTermYear: DEFAULT_TERM_YEAR,
    summerYearOffset: 0,
  } as const;
}

/** The names a program's graphqlName gives: its required flags and application id field. */
export function namedFields(graphqlName: string) {
  return {
    graphqlName,
    requiredFlag: `application${graphqlName}Required`,
    requiredIdFlag: `application${graphqlName}RequiredId`,
    applicationIdField: `application${graphqlName}Id`,
  } as const;
}
