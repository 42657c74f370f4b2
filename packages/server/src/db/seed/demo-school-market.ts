// School Market demo data: eight middle and high schools of their own (fictional names, real
// districts) with School Market agency numbers, program statuses, a School Market roster (primary
// point of contact and principal) and applications in every status of the program, owned by demo
// educators. The schools are new ones, not DEMO_SCHOOLS: nearly every middle and high school of
// DEMO_SCHOOLS belongs to an e2e journey's pool (e2e/tests/demo-schools.ts), and these stay out
// of the journeys' way (no Backpack Buddy data, names that no journey's search matches).
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, SIGNATURE_LINK_TTL_DAYS, signerRole } from '@portal/domain';
import type { SignerRole } from '@portal/domain';
import { hashToken } from '../../modules/auth/tokens.ts';
import { termDates } from '../../modules/terms/calendar.ts';
import type { Tx } from '../client.ts';
import { applicationSchoolMarket } from '../schema/application-school-market.ts';
import { users } from '../schema/auth.ts';
import { districts } from '../schema/districts.ts';
import type { ApplicationStatus, TermType } from '../schema/enums.ts';
import { schoolTeamMembers, schools, userSchools } from '../schema/schools.ts';
import { principalSignatures } from '../schema/signatures.ts';
import { programTerms } from '../schema/terms.ts';
import { DEMO_DISTRICTS, GRADES_BY_TYPE } from './demo-data.ts';
import { emailDomain, person, type Person } from './demo-people.ts';

const DAY = 86_400_000;
const PROGRAM = 'SCHOOL_MARKET' as const;

/** School Market terms the demo needs: SCHOOL and SUMMER of these years. */
export const DEMO_SCHOOL_MARKET_TERM_YEARS = [2024, 2025, 2026] as const;
const TERM_TYPES: TermType[] = ['SCHOOL', 'SUMMER'];

export interface DemoSchoolMarketApplication {
  year: number;
  type: TermType;
  status: ApplicationStatus;
  marketType: 'BRICK_MORTAR' | 'MOBILE' | 'ALTERNATE';
  /** The form's previous participation answer ('new' is true for "No"). */
  new: boolean;
  /** Submission (ISO, UTC); null for a draft, which was started at `startedAt`. */
  submittedAt: string | null;
  startedAt?: string;
  /** WAITLISTED: when an admin put it on the waitlist. */
  waitlistedAt?: string;
}

export interface DemoSchoolMarketSchool {
  name: string;
  type: 'MIDDLE' | 'HIGH';
  /** A DEMO_DISTRICTS name: its city, county, zip and area code are the school's. */
  district: string;
  address1: string;
  /** The demo educator who started and submitted its applications. */
  owner: string;
  enrollment: number;
  applications: DemoSchoolMarketApplication[];
}

/**
 * The schools, by list index (the people of school i are person(100 + i, …)). Statuses: 0 and 7
 * wait for the signature (0 is Houston ISD: its primary point of contact signs; 7's principal
 * signs), 1 approved in 2024 and, continuing, in 2025 (Houston ISD), 2 approved for 2025 school
 * year and summer, 3 a draft, 4 denied, 5 waitlisted, 6 withdrawn. The demo educator
 * (educator@example.org) owns 0 and 3, none approved, so the three schools granted to the account
 * stay its only ones; the approved ones grant their owner the school, as an approval does.
 */
export const DEMO_SCHOOL_MARKET_SCHOOLS: readonly DemoSchoolMarketSchool[] = [
  {
    name: 'Clinton Park High School',
    type: 'HIGH',
    district: 'Houston ISD',
    address1: '4820 Lyons Ave',
    owner: 'educator@example.org',
    enrollment: 1240,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'PENDING_PRINCIPAL',
        marketType: 'MOBILE',
        new: true,
        submittedAt: '2025-05-06T15:30:00Z',
      },
    ],
  },
  {
    name: 'Second Ward Middle School',
    type: 'MIDDLE',
    district: 'Houston ISD',
    address1: '1915 Canal St',
    owner: 'marcus.rivera@example.org',
    enrollment: 760,
    applications: [
      {
        year: 2024,
        type: 'SCHOOL',
        status: 'APPROVED',
        marketType: 'BRICK_MORTAR',
        new: true,
        submittedAt: '2024-04-16T15:30:00Z',
      },
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'APPROVED',
        marketType: 'BRICK_MORTAR',
        new: false,
        submittedAt: '2025-04-14T15:30:00Z',
      },
    ],
  },
  {
    name: 'Ella Boulevard Middle School',
    type: 'MIDDLE',
    district: 'Aldine ISD',
    address1: '11250 Ella Blvd',
    owner: 'priya.shah@example.org',
    enrollment: 905,
    applications: [
      {
        year: 2025,
        type: 'SUMMER',
        status: 'APPROVED',
        marketType: 'MOBILE',
        new: true,
        submittedAt: '2025-03-11T15:30:00Z',
      },
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'APPROVED',
        marketType: 'MOBILE',
        new: true,
        submittedAt: '2025-04-22T15:30:00Z',
      },
    ],
  },
  {
    name: 'Bissonnet Creek High School',
    type: 'HIGH',
    district: 'Alief ISD',
    address1: '12400 Bissonnet St',
    owner: 'educator@example.org',
    enrollment: 1985,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'IN_PROGRESS',
        marketType: 'BRICK_MORTAR',
        new: true,
        submittedAt: null,
        startedAt: '2025-05-20T14:00:00Z',
      },
    ],
  },
  {
    name: 'Spencer Highway Middle School',
    type: 'MIDDLE',
    district: 'Pasadena ISD',
    address1: '3700 Spencer Hwy',
    owner: 'priya.shah@example.org',
    enrollment: 840,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'DENIED',
        marketType: 'MOBILE',
        new: true,
        submittedAt: '2025-04-09T15:30:00Z',
      },
    ],
  },
  {
    name: 'Hammerly Oaks High School',
    type: 'HIGH',
    district: 'Spring Branch ISD',
    address1: '9350 Hammerly Blvd',
    owner: 'marcus.rivera@example.org',
    enrollment: 1610,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'WAITLISTED',
        marketType: 'ALTERNATE',
        new: true,
        submittedAt: '2025-04-28T15:30:00Z',
        waitlistedAt: '2025-05-05T16:00:00Z',
      },
    ],
  },
  {
    name: 'Pelican Island High School',
    type: 'HIGH',
    district: 'Galveston ISD',
    address1: '2800 Seawolf Pkwy',
    owner: 'priya.shah@example.org',
    enrollment: 1120,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'WITHDRAWN',
        marketType: 'MOBILE',
        new: false,
        submittedAt: '2025-04-03T15:30:00Z',
      },
    ],
  },
  {
    name: 'Dulles Avenue Middle School',
    type: 'MIDDLE',
    district: 'Fort Bend ISD',
    address1: '550 Dulles Ave',
    owner: 'priya.shah@example.org',
    enrollment: 1030,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'PENDING_PRINCIPAL',
        marketType: 'BRICK_MORTAR',
        new: true,
        submittedAt: '2025-05-12T15:30:00Z',
      },
    ],
  },
];

const district = (name: string) => {
  const found = DEMO_DISTRICTS.find((d) => d.name === name);
  if (!found) throw new Error(`School Market demo: unknown district ${name}`);
  return found;
};

/** The School Market roster of the index-th school: its primary point of contact and principal. */
export function demoSchoolMarketPeople(index: number) {
  const school = DEMO_SCHOOL_MARKET_SCHOOLS[index]!;
  const { areaCode } = district(school.district);
  const domain = emailDomain(school.district);
  return {
    primary: person(100 + index, 'primary', domain, areaCode),
    principal: person(100 + index, 'principal', domain, areaCode),
  };
}

/** Who signs the school's applications: Houston ISD's primary point of contact, else the principal. */
export function demoSchoolMarketSignerRole(school: DemoSchoolMarketSchool): SignerRole {
  return signerRole(PROGRAMS_BY_KEY.schoolMarket, school.district)!;
}

/**
 * The token of a seeded signature link, derived from the school and term so that the demo's
 * links are the same on every seed (only its hash is stored, like every link's). Demo data only:
 * anybody who reads this file can work it out.
 */
export function demoSchoolMarketSignatureToken(
  school: Pick<DemoSchoolMarketSchool, 'name'>,
  application: Pick<DemoSchoolMarketApplication, 'year' | 'type'>,
): string {
  return createHash('sha256')
    .update(`portal-demo:school-market:${school.name}:${application.type}:${application.year}`)
    .digest('base64url');
}

/** The principal signature page of a seeded application waiting for its signature. */
export function demoSchoolMarketSignaturePath(
  school: Pick<DemoSchoolMarketSchool, 'name'>,
  application: Pick<DemoSchoolMarketApplication, 'year' | 'type'>,
): string {
  return `/principal-signature/${demoSchoolMarketSignatureToken(school, application)}`;
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** When an approved application was signed: three days after its submission. */
function signedAt(application: DemoSchoolMarketApplication): Date | null {
  const submitted = date(application.submittedAt);
  return submitted && application.status === 'APPROVED'
    ? new Date(submitted.getTime() + 3 * DAY)
    : null;
}

/**
 * Continuation (spec 2 §4): the school has an APPROVED, non-continuation application submitted in
 * the calendar year before this one's submission (a draft: its start).
 */
function continuations(applications: readonly DemoSchoolMarketApplication[]): boolean[] {
  const at = (a: DemoSchoolMarketApplication) => date(a.submittedAt ?? a.startedAt)!;
  return applications.map((a) => {
    const year = at(a).getUTCFullYear() - 1;
    return applications.some(
      (b) =>
        b !== a &&
        b.status === 'APPROVED' &&
        at(b).getUTCFullYear() === year &&
        // b is itself no continuation: nothing approved in the year before it.
        !applications.some((c) => c.status === 'APPROVED' && at(c).getUTCFullYear() === year - 1),
    );
  });
}

/**
 * The school's School Market status from its applications (an admin's column, kept consistent
 * with them here): ACTIVE once approved; otherwise from its latest submitted application,
 * PENDING while waiting for the signature, WAITLISTED, INACTIVE when denied or withdrawn; none
 * while it only has a draft.
 */
export function demoSchoolMarketStatus(school: DemoSchoolMarketSchool) {
  const submitted = school.applications
    .filter((a) => a.submittedAt)
    .sort((a, b) => a.submittedAt!.localeCompare(b.submittedAt!));
  const firstYear = submitted.length ? Math.min(...submitted.map((a) => a.year)) : null;
  const approved = submitted.filter((a) => a.status === 'APPROVED').at(-1);
  if (approved) return { status: 'ACTIVE', updatedAt: signedAt(approved), firstYear };
  const last = submitted.at(-1);
  if (!last) return { status: null, updatedAt: null, firstYear };
  const status =
    last.status === 'WAITLISTED'
      ? 'WAITLISTED'
      : last.status === 'DENIED' || last.status === 'WITHDRAWN'
        ? 'INACTIVE'
        : 'PENDING';
  return { status, updatedAt: date(last.waitlistedAt ?? last.submittedAt), firstYear };
}

/** The School Market terms of the demo years, made when missing; all of the program's terms. */
async function ensureTerms(tx: Tx) {
  await tx
    .insert(programTerms)
    .values(
      DEMO_SCHOOL_MARKET_TERM_YEARS.flatMap((year) =>
        TERM_TYPES.map((type) => ({ program: PROGRAM, type, year, ...termDates(type, year) })),
      ),
    )
    .onConflictDoNothing();
  return tx.select().from(programTerms).where(eq(programTerms.program, PROGRAM));
}

const full = (p: Person) => `${p.firstName} ${p.lastName}`;

/**
 * Seeds the School Market demo schools and their applications (DEMO_SCHOOL_MARKET_SCHOOLS) in the
 * caller's transaction. Idempotent: a school already present (by name) is left as it is, with
 * its applications. Deterministic but for the expiry of the links waiting for a signature, which
 * run SIGNATURE_LINK_TTL_DAYS from `now` (the seeding) so that the demo can open them.
 */
export async function seedDemoSchoolMarket(tx: Tx, now: Date = new Date()): Promise<void> {
  const present = await tx
    .select({ name: schools.name })
    .from(schools)
    .where(
      and(
        inArray(
          schools.name,
          DEMO_SCHOOL_MARKET_SCHOOLS.map((s) => s.name),
        ),
        isNull(schools.deletedAt),
      ),
    );
  const existing = new Set(present.map((s) => s.name));
  const todo = DEMO_SCHOOL_MARKET_SCHOOLS.map((school, index) => ({ school, index })).filter(
    ({ school }) => !existing.has(school.name),
  );
  if (todo.length === 0) return;

  const terms = await ensureTerms(tx);
  const termOf = (type: TermType, year: number) => {
    const term = terms.find((t) => t.type === type && t.year === year);
    if (!term) throw new Error(`School Market demo: no ${type} ${year} term`);
    return term;
  };
  const districtRows = await tx
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(isNull(districts.deletedAt));
  const districtId = (name: string) => {
    const row = districtRows.find((d) => d.name === name);
    if (!row) throw new Error(`School Market demo: district ${name} is not in the database`);
    return row.id;
  };
  const ownerRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        inArray(
          users.email,
          DEMO_SCHOOL_MARKET_SCHOOLS.map((s) => s.owner),
        ),
      ),
    );
  const ownerId = (email: string) => ownerRows.find((u) => u.email === email)?.id ?? null;

  for (const { school, index } of todo) {
    const d = district(school.district);
    const people = demoSchoolMarketPeople(index);
    const status = demoSchoolMarketStatus(school);
    const profile = {
      address1: school.address1,
      address2: null,
      city: d.city,
      county: d.county,
      state: 'TX',
      zip: d.zip,
      gradesServed: GRADES_BY_TYPE[school.type],
    };
    const [row] = await tx
      .insert(schools)
      .values({
        name: school.name,
        type: school.type,
        schoolMarketAgencyNumber: `SM${String(2101 + index)}`,
        ...profile,
        districtId: districtId(school.district),
        statusSchoolMarket: status.status,
        statusSchoolMarketUpdatedAt: status.updatedAt,
        firstYearAppliedSchoolMarket: status.firstYear,
        lastEdited: new Date('2025-03-03T15:00:00Z'),
        lastEditedTeamMembers: new Date('2025-03-03T15:00:00Z'),
      })
      .returning({ id: schools.id });
    const schoolId = row!.id;

    const roster = await tx
      .insert(schoolTeamMembers)
      .values(
        [
          { type: 'PRIMARY_POINT_OF_CONTACT' as const, ...people.primary },
          { type: 'PRINCIPAL' as const, ...people.principal },
        ].map((m) => ({ ...m, schoolId, program: PROGRAM })),
      )
      .returning({ id: schoolTeamMembers.id, type: schoolTeamMembers.type });
    const memberId = (type: string) => roster.find((m) => m.type === type)!.id;

    const owner = ownerId(school.owner);
    const continuing = continuations(school.applications);
    const role = demoSchoolMarketSignerRole(school);
    const signer = role === 'PRIMARY_POINT_OF_CONTACT' ? people.primary : people.principal;

    for (const [i, application] of school.applications.entries()) {
      const draft = application.status === 'IN_PROGRESS';
      const approved = application.status === 'APPROVED';
      const submitted = date(application.submittedAt);
      const signed = signedAt(application);
      const waitlisted = date(application.waitlistedAt);
      const createdAt = submitted
        ? new Date(submitted.getTime() - 7 * DAY)
        : date(application.startedAt)!;
      const summer = application.type === 'SUMMER';
      const typed = draft ? null : full(people.primary);
      // A draft names its primary point of contact only; a submitted one both contacts, who are
      // the school's roster (their ids kept, as the save keeps a same-email holder's).
      const members = [
        { teamMemberId: memberId('PRIMARY_POINT_OF_CONTACT'), type: 'PRIMARY_POINT_OF_CONTACT' },
        ...(draft ? [] : [{ teamMemberId: memberId('PRINCIPAL'), type: 'PRINCIPAL' }]),
      ].map((m) => ({
        ...m,
        ...(m.type === 'PRINCIPAL' ? people.principal : people.primary),
      }));
      const [saved] = await tx
        .insert(applicationSchoolMarket)
        .values({
          status: application.status,
          draft,
          stepsCompleted: draft ? 0 : 1,
          new: application.new,
          isContinuation: continuing[i] ?? false,
          submittedAt: submitted,
          submittedById: owner,
          createdAt,
          updatedAt: signed ?? waitlisted ?? submitted ?? createdAt,
          schoolId,
          termId: termOf(application.type, application.year).id,
          organizationType: 'PUBLIC_SCHOOL',
          nonProfitOrganizations:
            index % 3 === 1 ? `${school.district} Education Foundation` : null,
          numTotalEnrollment: school.enrollment,
          numFreeLunch: draft ? null : Math.floor(school.enrollment * 0.64),
          numReducedLunch: draft ? null : Math.floor(school.enrollment * 0.09),
          marketType: application.marketType,
          operatingFrequency: draft
            ? null
            : summer
              ? 'MAY_JULY_TWICE_MONTHLY'
              : 'AUGUST_MAY_TWICE_MONTHLY',
          preferredDistributionDay: draft ? null : (['TUESDAY', 'THURSDAY'] as const)[index % 2]!,
          preferredDistributionTime: draft
            ? null
            : summer
              ? 'DISTRIBUTION_8AM_11AM'
              : 'DISTRIBUTION_2PM_5PM',
          secondaryPreferredDistributionDay: draft ? null : 'WEDNESDAY',
          secondaryPreferredDistributionTime: draft ? null : 'DISTRIBUTION_5PM_8PM',
          agreeToProgramPurpose: !draft,
          agreeToProgramResponsibilities: !draft,
          agreeNondiscrimination: !draft,
          nameSignFirst: typed,
          nameSignSecond: typed,
          nameSignThird: typed,
          certififedVerification: draft ? null : true,
          signedAt: signed,
          waitlisted: application.status === 'WAITLISTED',
          waitlistedAt: waitlisted,
          // Applied to the school by the approval; kept on any other application.
          proposedSchool: approved ? null : { profile, roster: { program: PROGRAM, members } },
        })
        .returning({ id: applicationSchoolMarket.id });

      if (approved || application.status === 'PENDING_PRINCIPAL') {
        const token = demoSchoolMarketSignatureToken(school, application);
        await tx.insert(principalSignatures).values({
          program: PROGRAM,
          applicationSchoolMarketId: saved!.id,
          tokenHash: hashToken(token),
          principalEmail: signer.email,
          expiresAt: new Date(
            (approved ? submitted! : now).getTime() + SIGNATURE_LINK_TTL_DAYS * DAY,
          ),
          signeeName: signed ? full(signer) : null,
          signeeEmail: signed ? signer.email : null,
          signedAt: signed,
          signeeAddress: signed ? `203.0.113.${100 + index}` : null,
          createdAt: submitted!,
        });
      }
      // An approval grants the school to the educator who submitted the application.
      if (approved && owner !== null) {
        await tx
          .insert(userSchools)
          .values({ userId: owner, schoolId, source: 'APPLICATION', createdAt: signed! })
          .onConflictDoNothing();
      }
    }
  }
}
