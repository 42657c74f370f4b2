import { test } from '@playwright/test';

/**
 * The demo schools the journeys use (packages/server/src/db/seed/demo-data.ts, demo-plan.ts).
 * Schools cannot be created through the API, so each journey owns its own pool of demo schools
 * and no two journeys share one they change: journeys run in parallel, and in any order.
 *
 * Facts of the demo data relied on: schools 0–23 have a Backpack Buddy roster (a principal on
 * record); 0–9 have an approved 2026 Backpack Buddy application, 0–15 an approved 2025 one
 * (their educators see the dashboard), 10–12 approved 2024 and 2025 ones and a 2026 one
 * waiting for the principal; 24–39 have no roster and no Backpack Buddy application. Backpack
 * Buddy is not offered to elementary schools: its application pools hold none.
 */
export interface DemoSchool {
  /** Index in DEMO_SCHOOLS. */
  index: number;
  name: string;
  district: string;
  /** The School Type option of the application form. */
  type: 'Elementary' | 'Middle' | 'High' | 'Non-Traditional';
  /** The city of its record (its district's, DEMO_DISTRICTS): the form fills it in. */
  city: string;
}

const CITIES: Record<string, string> = {
  'Houston ISD': 'Houston',
  'Aldine ISD': 'Houston',
  'Alief ISD': 'Houston',
  'Pasadena ISD': 'Pasadena',
  'Spring Branch ISD': 'Houston',
  'Galveston ISD': 'Galveston',
  'Fort Bend ISD': 'Sugar Land',
  'Alvin ISD': 'Alvin',
  'Anahuac ISD': 'Anahuac',
  'Liberty ISD': 'Liberty',
  'Shepherd ISD': 'Shepherd',
  'Huntsville ISD': 'Huntsville',
  'Waller ISD': 'Waller',
  'Bellville ISD': 'Bellville',
};

const school = (
  index: number,
  name: string,
  type: DemoSchool['type'],
  district: string,
): DemoSchool => ({ index, name, type, district, city: CITIES[district]! });

/** Which journey uses which schools: one pool each, never shared. */
export const POOLS = {
  /** admin-console: 2024 and 2025 approved, 2026 waiting for the principal. */
  adminManagesSchool: [
    school(10, 'Hardy Oak High School', 'High', 'Aldine ISD'),
    school(11, 'Airline Meadows Elementary', 'Elementary', 'Aldine ISD'),
    school(12, 'Bellaire West Elementary', 'Elementary', 'Alief ISD'),
  ],
  /** admin-console: a month whose report the journey's own educator submits first. */
  adminEditsReport: [
    school(5, 'Lockwood Drive High School', 'High', 'Houston ISD'),
    school(6, 'Telephone Road Academy', 'Non-Traditional', 'Houston ISD'),
  ],
  /** admin-allocate: the weekly allocation is changed and changed back (2026-27 term months). */
  adminAllocates: [school(4, 'Almeda Road High School', 'High', 'Houston ISD')],
  /** distribution-reports: November and December 2026 without students (used up: submitted). */
  educatorReportsMonth: [
    school(0, 'Harrisburg Heights Elementary', 'Elementary', 'Houston ISD'),
    school(1, 'Buffalo Bayou Elementary', 'Elementary', 'Houston ISD'),
    school(7, 'Navigation Boulevard Elementary', 'Elementary', 'Houston ISD'),
    school(8, 'Greens Bayou Elementary', 'Elementary', 'Aldine ISD'),
  ],
  /** distribution-reports: January 2027 (read only: the uploads are refused). */
  educatorUploadRefused: [school(9, 'Aldine Bender Middle School', 'Middle', 'Aldine ISD')],
  /** educator-workspace: the roster is changed and changed back. */
  educatorEditsContacts: [
    school(14, 'Alief Crossroads High School', 'High', 'Alief ISD'),
    school(15, 'Wilcrest Learning Center', 'Non-Traditional', 'Alief ISD'),
  ],
  /** educator-workspace: surveys and documents (read only). */
  educatorReadsSurveys: [school(3, 'Riverside Terrace Middle School', 'Middle', 'Houston ISD')],
  /** school-grants: a principal on record and no 2025 application (denied at the end). */
  heldApplication: [
    school(21, 'Gessner Park High School', 'High', 'Spring Branch ISD'),
    school(18, 'Burnett Ranch High School', 'High', 'Pasadena ISD'),
    school(20, 'Campbell Woods Middle School', 'Middle', 'Spring Branch ISD'),
    school(23, 'Offatts Bayou Middle School', 'Middle', 'Galveston ISD'),
  ],
  /** admin-food-safety: no food safety entries (an entry is recorded and deleted). */
  adminRecordsFoodSafety: [
    school(16, 'Red Bluff Elementary', 'Elementary', 'Pasadena ISD'),
    school(17, 'Vince Bayou Middle School', 'Middle', 'Pasadena ISD'),
  ],
  /**
   * admin-emails: no roster and no application; the journey's application is approved and then
   * deleted, and names the same principal every time (on record after the first approval).
   */
  adminEditsEmails: [
    school(39, 'Brazos Valley Learning Academy', 'Non-Traditional', 'Bellville ISD'),
  ],
  /** backpack-buddy-application: no principal on record, no application (used up: approved). */
  newApplication: [
    school(27, 'Sugar Mill High School', 'High', 'Fort Bend ISD'),
    school(24, 'Strand Harbor High School', 'High', 'Galveston ISD'),
    school(33, 'Lake Livingston High School', 'High', 'Shepherd ISD'),
    school(36, 'Walker Creek High School', 'High', 'Huntsville ISD'),
  ],
  /** backpack-buddy-application: a draft (used up: the draft stays). */
  draftApplication: [
    school(30, 'Trinity Bay High School', 'High', 'Anahuac ISD'),
    school(26, 'Brazos Bend Middle School', 'Middle', 'Fort Bend ISD'),
    school(29, 'Chocolate Bayou Middle School', 'Middle', 'Alvin ISD'),
    school(32, 'Old River Middle School', 'Middle', 'Liberty ISD'),
  ],
  /** backpack-buddy-application: another educator's draft (deleted at the end). */
  otherEducatorsDraft: [
    school(35, 'Sam Houston Forest Middle School', 'Middle', 'Huntsville ISD'),
    school(38, 'Prairie Road Middle School', 'Middle', 'Waller ISD'),
  ],
  // School Market (school-market.spec.ts). Schools 2, 9, 13, 20, 24, 26 and 29 have School Market
  // data (demo-plan.ts), the eight schools of demo-school-market.ts too: none is used. Every other
  // middle and high school belongs to a Backpack Buddy pool, so these reuse Backpack Buddy
  // schools: a School Market application, its contacts (the School Market roster) and its
  // statuses are School Market's own, and the journeys keep the address and grades the form
  // fills in from the school's record (an approval applies them to the school), so nothing a
  // Backpack Buddy journey reads of these schools changes.
  /**
   * school-market: a Houston ISD school (its primary point of contact signs) without School
   * Market data (used up: approved). Houston ISD has no other middle, high or non-traditional
   * school; Telephone Road Academy is non-traditional (School Market refuses elementary schools
   * only) and has no agency number. The Backpack Buddy journeys of these schools read surveys,
   * change allocations and edit reports.
   */
  schoolMarketHoustonIsd: [
    school(3, 'Riverside Terrace Middle School', 'Middle', 'Houston ISD'),
    school(4, 'Almeda Road High School', 'High', 'Houston ISD'),
    school(5, 'Lockwood Drive High School', 'High', 'Houston ISD'),
    school(6, 'Telephone Road Academy', 'Non-Traditional', 'Houston ISD'),
  ],
  /**
   * school-market: a school outside Houston ISD (its principal signs) without School Market data
   * (used up: approved). Their Backpack Buddy journeys (a draft that stays, an application held
   * and denied) never approve a Backpack Buddy application there.
   */
  schoolMarketPrincipalSigns: [
    school(30, 'Trinity Bay High School', 'High', 'Anahuac ISD'),
    school(32, 'Old River Middle School', 'Middle', 'Liberty ISD'),
    school(21, 'Gessner Park High School', 'High', 'Spring Branch ISD'),
    school(23, 'Offatts Bayou Middle School', 'Middle', 'Galveston ISD'),
  ],
  /**
   * school-market: the admin's journey (the application is approved, denied, then deleted; it
   * names the same principal every time, on record after the first approval). Their Backpack
   * Buddy journeys: an application held and denied, food safety entries.
   */
  schoolMarketAdmin: [
    school(18, 'Burnett Ranch High School', 'High', 'Pasadena ISD'),
    school(17, 'Vince Bayou Middle School', 'Middle', 'Pasadena ISD'),
  ],
  /**
   * school-market: another educator's School Market draft (deleted at the end). Their Backpack
   * Buddy journey does the same with a Backpack Buddy draft: the two never meet.
   */
  schoolMarketOtherEducatorsDraft: [
    school(35, 'Sam Houston Forest Middle School', 'Middle', 'Huntsville ISD'),
    school(38, 'Prairie Road Middle School', 'Middle', 'Waller ISD'),
  ],
  // Teachers Aid (teachers-aid.spec.ts). Schools 2, 10, 14, 21 and 27 have Teachers Aid
  // applications (demo-plan.ts), the eight schools of demo-teachers-aid.ts too: none is used.
  // Like School Market's, this pool reuses Backpack Buddy schools: a Teachers Aid application,
  // its contacts (the Teachers Aid roster) and its statuses are Teachers Aid's own, and the
  // journey keeps the address and grades the form fills in from the school's record (the
  // principal's signature approves and applies them to the school), so nothing a Backpack Buddy
  // or School Market journey reads of these schools changes.
  /**
   * teachers-aid: a new educator's application, signed by its principal (used up: approved, a
   * Teachers Aid principal on record). Westchase Middle School is in no other pool; the others'
   * Backpack Buddy journeys approve a Backpack Buddy application (its own roster) or read.
   */
  teachersAid: [
    school(13, 'Westchase Middle School', 'Middle', 'Alief ISD'),
    school(33, 'Lake Livingston High School', 'High', 'Shepherd ISD'),
    school(36, 'Walker Creek High School', 'High', 'Huntsville ISD'),
    school(9, 'Aldine Bender Middle School', 'Middle', 'Aldine ISD'),
  ],
  /**
   * spanish: a new educator's Backpack Buddy application in Spanish (used up: approved). These
   * are newApplication's and teachersAid's third and second schools: taken by them only on a
   * repeat (--repeat-each) or a retry of theirs, and a Teachers Aid application never meets a
   * Backpack Buddy one.
   */
  spanishApplication: [
    school(36, 'Walker Creek High School', 'High', 'Huntsville ISD'),
    school(33, 'Lake Livingston High School', 'High', 'Shepherd ISD'),
  ],
  /**
   * spanish: a month reported in Spanish. Eastwood Park Middle School (2026 approved, no
   * students from November 2026) is in no other Backpack Buddy pool; the journey submits
   * November, and December on a retry.
   */
  spanishReport: [school(2, 'Eastwood Park Middle School', 'Middle', 'Houston ISD')],
} as const satisfies Record<string, readonly DemoSchool[]>;

/**
 * The school of this attempt: each retry and each --repeat-each copy gets the next one of the
 * pool, so a journey that uses its school up (submits, approves) can run again on the same
 * database. Pools hold four: two copies, each retried once.
 */
export function schoolForAttempt(pool: readonly DemoSchool[]): DemoSchool {
  const info = test.info();
  return pool[(info.repeatEachIndex * (info.project.retries + 1) + info.retry) % pool.length]!;
}

/**
 * The school of this copy of the journey (--repeat-each): for journeys that change a school
 * and change it back, which a retry may reuse but a parallel copy may not.
 */
export function schoolForCopy(pool: readonly DemoSchool[]): DemoSchool {
  return pool[test.info().repeatEachIndex % pool.length]!;
}
