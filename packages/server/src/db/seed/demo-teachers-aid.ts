// Teachers Aid demo data: eight middle and high schools of their own (fictional names, real
// districts; Teachers Aid is not offered to elementary schools) with Teachers Aid school numbers,
// program statuses, a Teachers Aid roster (site coordinator and principal) and applications in
// every status of the program, each with its teacher roster, owned by demo educators. Like the
// School Market demo (demo-school-market.ts) the schools are new ones, not DEMO_SCHOOLS: those
// belong to the e2e journeys' pools (e2e/tests/demo-schools.ts), and these stay out of the
// journeys' way (no Backpack Buddy or School Market data, names no journey's search matches).
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ENUMERATIONS, SIGNATURE_LINK_TTL_DAYS } from '@portal/domain';
import { hashToken } from '../../modules/auth/tokens.ts';
import { termDates } from '../../modules/terms/calendar.ts';
import type { Tx } from '../client.ts';
import { applicationTeachersAid, teachers } from '../schema/application-teachers-aid.ts';
import { users } from '../schema/auth.ts';
import { districts } from '../schema/districts.ts';
import type { ApplicationStatus, TermType } from '../schema/enums.ts';
import { schoolTeamMembers, schools, userSchools } from '../schema/schools.ts';
import { principalSignatures } from '../schema/signatures.ts';
import { programTerms } from '../schema/terms.ts';
import { DEMO_DISTRICTS, FIRST_NAMES, GRADES_BY_TYPE, LAST_NAMES } from './demo-data.ts';
import { emailDomain, person, type Person } from './demo-people.ts';

const DAY = 86_400_000;
const PROGRAM = 'TEACHERS_AID' as const;

/** Teachers Aid terms the demo needs: SCHOOL and SUMMER of these years. */
export const DEMO_TEACHERS_AID_TERM_YEARS = [2024, 2025, 2026] as const;
const TERM_TYPES: TermType[] = ['SCHOOL', 'SUMMER'];

export interface DemoTeachersAidApplication {
  year: number;
  type: TermType;
  status: ApplicationStatus;
  /** The form's previous participation answer ('new' is true for "No"). */
  new: boolean;
  /** Submission (ISO, UTC); null for a draft, which was started at `startedAt`. */
  submittedAt: string | null;
  startedAt?: string;
  /** A draft: the last step saved (1: step 1 saved as a draft; 2: step 1 saved, step 2 a draft). */
  draftStep?: 1 | 2;
  /** WAITLISTED: when an admin put it on the waitlist. */
  waitlistedAt?: string;
}

export interface DemoTeachersAidSchool {
  name: string;
  type: 'MIDDLE' | 'HIGH';
  /** A DEMO_DISTRICTS name: its city, county, zip and area code are the school's. */
  district: string;
  address1: string;
  /** The demo educator who started and submitted its applications. */
  owner: string;
  enrollment: number;
  applications: DemoTeachersAidApplication[];
}

/**
 * The schools, by list index (the people of school i are person(200 + i, …)). Statuses: 0 waits
 * for the principal's signature, 1 a draft at step 2 (teachers listed), 2 a draft at step 1 (no
 * teachers yet), 3 approved in 2024 and, continuing, in 2025, 4 denied, 5 waitlisted,
 * 6 withdrawn, 7 approved for 2025. The demo educator (educator@example.org) owns 0 and 1, none
 * approved, so the three schools granted to the account stay its only ones; the approved ones
 * grant their owner the school, as an approval does.
 */
export const DEMO_TEACHERS_AID_SCHOOLS: readonly DemoTeachersAidSchool[] = [
  {
    name: 'Lockhaven Prairie Middle School',
    type: 'MIDDLE',
    district: 'Houston ISD',
    address1: '7310 Tidwell Rd',
    owner: 'educator@example.org',
    enrollment: 820,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'PENDING_PRINCIPAL',
        new: true,
        submittedAt: '2025-05-08T15:30:00Z',
      },
    ],
  },
  {
    name: 'Quillfeather High School',
    type: 'HIGH',
    district: 'Spring Branch ISD',
    address1: '2150 Gessner Dr',
    owner: 'educator@example.org',
    enrollment: 1460,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'IN_PROGRESS',
        new: true,
        submittedAt: null,
        startedAt: '2025-05-19T14:00:00Z',
        draftStep: 2,
      },
    ],
  },
  {
    name: 'Marigold Flats Middle School',
    type: 'MIDDLE',
    district: 'Aldine ISD',
    address1: '14800 Aldine Westfield Rd',
    owner: 'marcus.rivera@example.org',
    enrollment: 690,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'IN_PROGRESS',
        new: true,
        submittedAt: null,
        startedAt: '2025-05-27T14:00:00Z',
        draftStep: 1,
      },
    ],
  },
  {
    name: 'Juniper Hollow High School',
    type: 'HIGH',
    district: 'Alief ISD',
    address1: '8600 Boone Rd',
    owner: 'priya.shah@example.org',
    enrollment: 2110,
    applications: [
      {
        year: 2024,
        type: 'SCHOOL',
        status: 'APPROVED',
        new: true,
        submittedAt: '2024-04-18T15:30:00Z',
      },
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'APPROVED',
        new: false,
        submittedAt: '2025-04-15T15:30:00Z',
      },
    ],
  },
  {
    name: 'Sagebrook Middle School',
    type: 'MIDDLE',
    district: 'Pasadena ISD',
    address1: '4100 Red Bluff Rd',
    owner: 'marcus.rivera@example.org',
    enrollment: 770,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'DENIED',
        new: true,
        submittedAt: '2025-04-10T15:30:00Z',
      },
    ],
  },
  {
    name: 'Wrenfield High School',
    type: 'HIGH',
    district: 'Fort Bend ISD',
    address1: '3900 Cartwright Rd',
    owner: 'priya.shah@example.org',
    enrollment: 1730,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'WAITLISTED',
        new: true,
        submittedAt: '2025-04-29T15:30:00Z',
        waitlistedAt: '2025-05-06T16:00:00Z',
      },
    ],
  },
  {
    name: 'Driftwood Shoals Middle School',
    type: 'MIDDLE',
    district: 'Galveston ISD',
    address1: '6100 Stewart Rd',
    owner: 'marcus.rivera@example.org',
    enrollment: 610,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'WITHDRAWN',
        new: false,
        submittedAt: '2025-04-04T15:30:00Z',
      },
    ],
  },
  {
    name: 'Thornbury Ranch High School',
    type: 'HIGH',
    district: 'Alvin ISD',
    address1: '2900 County Rd 160',
    owner: 'marcus.rivera@example.org',
    enrollment: 1280,
    applications: [
      {
        year: 2025,
        type: 'SCHOOL',
        status: 'APPROVED',
        new: true,
        submittedAt: '2025-04-23T15:30:00Z',
      },
    ],
  },
];

const district = (name: string) => {
  const found = DEMO_DISTRICTS.find((d) => d.name === name);
  if (!found) throw new Error(`Teachers Aid demo: unknown district ${name}`);
  return found;
};

/** The Teachers Aid roster of the index-th school: its site coordinator and principal. */
export function demoTeachersAidPeople(index: number) {
  const school = DEMO_TEACHERS_AID_SCHOOLS[index]!;
  const { areaCode } = district(school.district);
  const domain = emailDomain(school.district);
  return {
    coordinator: person(200 + index, 'coordinator', domain, areaCode),
    principal: person(200 + index, 'principal', domain, areaCode),
  };
}

/**
 * The staff demographics of the index-th school, as fractions (two decimals) summing to at most
 * 1: the rest is other or undisclosed.
 */
export function demoTeachersAidDemographics(index: number) {
  const asian = 0.04 + (index % 3) * 0.03;
  const black = 0.18 + ((index * 5) % 7) * 0.03;
  const hispanic = 0.3 + ((index * 3) % 5) * 0.04;
  const white = 0.12 + ((index * 2) % 4) * 0.03;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    demographicAsian: round(asian),
    demographicBlack: round(black),
    demographicHispanic: round(hispanic),
    demographicWhite: round(white),
  };
}

const SUBJECTS = ENUMERATIONS.subjectsTaught.options.map((o) => o.value);
const SUBJECT_TITLES: Record<string, string> = {
  ART: 'Art Teacher',
  ENGLISH: 'English Teacher',
  FOREIGN_LANGUAGE: 'Spanish Teacher',
  GYM_HEALTH: 'Coach',
  HISTORY: 'History Teacher',
  MATH: 'Math Teacher',
  MUSIC_LIBRARIAN: 'Librarian',
  OTHER: 'Teacher',
  PRINCIPAL_COUNSELOR_CIS: 'Counselor',
  SPEECH_DYSLEXIA_SPECIALIST_THERAPY: 'Dyslexia Specialist',
  SPECIAL_EDUCATION: 'Special Education Teacher',
  SCIENCE: 'Science Teacher',
};

export interface DemoTeacher {
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string;
  proxyTeacher: string | null;
  gradesTaught: string[];
  subjectsTaught: string[];
  numStudentsTaughtPerYear: number | null;
}

/**
 * The teacher roster of the school's application (5 to 25 teachers, deterministic): grades of
 * the school, one or two subjects, emails unique within the roster; a few give no phone, some
 * name a proxy teacher (an earlier teacher of the roster).
 */
export function demoTeachersAidTeachers(
  index: number,
  application: Pick<DemoTeachersAidApplication, 'year'>,
): DemoTeacher[] {
  const school = DEMO_TEACHERS_AID_SCHOOLS[index]!;
  const { areaCode } = district(school.district);
  const domain = emailDomain(school.name);
  const grades = GRADES_BY_TYPE[school.type];
  const count = 5 + ((index * 7 + application.year * 3) % 21);
  const taken = new Set<string>();
  const roster: DemoTeacher[] = [];
  for (let k = 0; k < count; k += 1) {
    const n = index * 31 + application.year + k * 7;
    const firstName = FIRST_NAMES[(n * 3 + k) % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(n * 5 + k * 11) % LAST_NAMES.length]!;
    let email = `${firstName}.${lastName}@${domain}`.toLowerCase();
    for (let again = 2; taken.has(email); again += 1) {
      email = `${firstName}.${lastName}${again}@${domain}`.toLowerCase();
    }
    taken.add(email);
    const subject = SUBJECTS[(index + k * 5) % SUBJECTS.length]!;
    const second = k % 4 === 3 ? SUBJECTS[(index + k * 5 + 3) % SUBJECTS.length]! : null;
    const first = k % grades.length;
    const span = 1 + ((index + k) % 2);
    const earlier = k >= 3 && k % 6 === 5 ? roster[k - 3]! : null;
    roster.push({
      firstName,
      lastName,
      title: k % 9 === 8 ? null : SUBJECT_TITLES[subject]!,
      phone:
        k % 5 === 4
          ? null
          : `${areaCode}-555-${String(3000 + ((index * 97 + k * 13) % 7000)).padStart(4, '0')}`,
      email,
      proxyTeacher: earlier ? `${earlier.firstName} ${earlier.lastName}` : null,
      gradesTaught: grades.slice(first, first + span),
      subjectsTaught: second && second !== subject ? [subject, second] : [subject],
      numStudentsTaughtPerYear: k % 10 === 9 ? null : 20 + ((index * 13 + k * 17) % 160),
    });
  }
  return roster;
}

/**
 * The token of a seeded signature link, derived from the school and term so that the demo's
 * links are the same on every seed (only its hash is stored). Demo data only: anybody who reads
 * this file can work it out.
 */
export function demoTeachersAidSignatureToken(
  school: Pick<DemoTeachersAidSchool, 'name'>,
  application: Pick<DemoTeachersAidApplication, 'year' | 'type'>,
): string {
  return createHash('sha256')
    .update(`portal-demo:teachers-aid:${school.name}:${application.type}:${application.year}`)
    .digest('base64url');
}

/** The principal signature page of a seeded application waiting for its signature. */
export function demoTeachersAidSignaturePath(
  school: Pick<DemoTeachersAidSchool, 'name'>,
  application: Pick<DemoTeachersAidApplication, 'year' | 'type'>,
): string {
  return `/principal-signature/${demoTeachersAidSignatureToken(school, application)}`;
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** When an approved application was signed: three days after its submission. */
function signedAt(application: DemoTeachersAidApplication): Date | null {
  const submitted = date(application.submittedAt);
  return submitted && application.status === 'APPROVED'
    ? new Date(submitted.getTime() + 3 * DAY)
    : null;
}

/**
 * Continuation (spec 2 §4): the school has an APPROVED, non-continuation application submitted in
 * the calendar year before this one's submission (a draft: its start).
 */
function continuations(applications: readonly DemoTeachersAidApplication[]): boolean[] {
  const at = (a: DemoTeachersAidApplication) => date(a.submittedAt ?? a.startedAt)!;
  return applications.map((a) => {
    const year = at(a).getUTCFullYear() - 1;
    return applications.some(
      (b) =>
        b !== a &&
        b.status === 'APPROVED' &&
        at(b).getUTCFullYear() === year &&
        !applications.some((c) => c.status === 'APPROVED' && at(c).getUTCFullYear() === year - 1),
    );
  });
}

/**
 * The school's Teachers Aid status from its applications (an admin's column, kept consistent
 * with them): ACTIVE once approved; otherwise from its latest submitted application, PENDING
 * while waiting for the signature, WAITLISTED, INACTIVE when denied or withdrawn; none while it
 * only has a draft.
 */
export function demoTeachersAidStatus(school: DemoTeachersAidSchool) {
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

/** The Teachers Aid terms of the demo years, made when missing; all of the program's terms. */
async function ensureTerms(tx: Tx) {
  await tx
    .insert(programTerms)
    .values(
      DEMO_TEACHERS_AID_TERM_YEARS.flatMap((year) =>
        TERM_TYPES.map((type) => ({ program: PROGRAM, type, year, ...termDates(type, year) })),
      ),
    )
    .onConflictDoNothing();
  return tx.select().from(programTerms).where(eq(programTerms.program, PROGRAM));
}

const full = (p: Person) => `${p.firstName} ${p.lastName}`;

/**
 * Seeds the Teachers Aid demo schools and their applications (DEMO_TEACHERS_AID_SCHOOLS) in the
 * caller's transaction. Idempotent: a school already present (by name) is left as it is, with
 * its applications. Deterministic but for the expiry of the link waiting for a signature, which
 * runs SIGNATURE_LINK_TTL_DAYS from `now` (the seeding) so that the demo can open it.
 */
export async function seedDemoTeachersAid(tx: Tx, now: Date = new Date()): Promise<void> {
  const present = await tx
    .select({ name: schools.name })
    .from(schools)
    .where(
      and(
        inArray(
          schools.name,
          DEMO_TEACHERS_AID_SCHOOLS.map((s) => s.name),
        ),
        isNull(schools.deletedAt),
      ),
    );
  const existing = new Set(present.map((s) => s.name));
  const todo = DEMO_TEACHERS_AID_SCHOOLS.map((school, index) => ({ school, index })).filter(
    ({ school }) => !existing.has(school.name),
  );
  if (todo.length === 0) return;

  const terms = await ensureTerms(tx);
  const termOf = (type: TermType, year: number) => {
    const term = terms.find((t) => t.type === type && t.year === year);
    if (!term) throw new Error(`Teachers Aid demo: no ${type} ${year} term`);
    return term;
  };
  const districtRows = await tx
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(isNull(districts.deletedAt));
  const districtId = (name: string) => {
    const row = districtRows.find((d) => d.name === name);
    if (!row) throw new Error(`Teachers Aid demo: district ${name} is not in the database`);
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
          DEMO_TEACHERS_AID_SCHOOLS.map((s) => s.owner),
        ),
      ),
    );
  const ownerId = (email: string) => ownerRows.find((u) => u.email === email)?.id ?? null;

  for (const { school, index } of todo) {
    const d = district(school.district);
    const people = demoTeachersAidPeople(index);
    const status = demoTeachersAidStatus(school);
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
        teachersAidSchoolNumber: `TA${String(4101 + index)}`,
        ...profile,
        districtId: districtId(school.district),
        statusTeachersAid: status.status,
        statusTeachersAidUpdatedAt: status.updatedAt,
        firstYearAppliedTeachersAid: status.firstYear,
        lastEdited: new Date('2025-03-04T15:00:00Z'),
        lastEditedTeamMembers: new Date('2025-03-04T15:00:00Z'),
      })
      .returning({ id: schools.id });
    const schoolId = row!.id;

    const roster = await tx
      .insert(schoolTeamMembers)
      .values(
        [
          { type: 'SITE_COORDINATOR' as const, ...people.coordinator },
          { type: 'PRINCIPAL' as const, ...people.principal },
        ].map((m) => ({ ...m, schoolId, program: PROGRAM })),
      )
      .returning({ id: schoolTeamMembers.id, type: schoolTeamMembers.type });
    const memberId = (type: string) => roster.find((m) => m.type === type)!.id;

    const owner = ownerId(school.owner);
    const continuing = continuations(school.applications);

    for (const [i, application] of school.applications.entries()) {
      const draft = application.status === 'IN_PROGRESS';
      const approved = application.status === 'APPROVED';
      const submitted = date(application.submittedAt);
      const signed = signedAt(application);
      const waitlisted = date(application.waitlistedAt);
      const createdAt = submitted
        ? new Date(submitted.getTime() - 7 * DAY)
        : date(application.startedAt)!;
      // Steps saved in full: all three once submitted; a draft at step 2 has step 1 saved.
      const stepsCompleted = draft ? (application.draftStep === 2 ? 1 : 0) : 3;
      const typed = draft ? null : full(people.coordinator);
      // Both contacts are the school's roster (their ids kept, as the save keeps a same-email
      // holder's).
      const members = [
        { teamMemberId: memberId('SITE_COORDINATOR'), type: 'SITE_COORDINATOR' },
        { teamMemberId: memberId('PRINCIPAL'), type: 'PRINCIPAL' },
      ].map((m) => ({
        ...m,
        ...(m.type === 'PRINCIPAL' ? people.principal : people.coordinator),
      }));
      const [saved] = await tx
        .insert(applicationTeachersAid)
        .values({
          status: application.status,
          draft,
          stepsCompleted,
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
          numFreeLunch: Math.floor(school.enrollment * 0.71),
          numReducedLunch: Math.floor(school.enrollment * 0.12),
          ...demoTeachersAidDemographics(index),
          certififedVerification: draft ? null : true,
          certifiedProgramRules: !draft,
          certifiedAgreement: !draft,
          certifiedNonDiscrimination: !draft,
          nameSignFirst: typed,
          nameSignSecond: typed,
          nameSignThird: typed,
          verifyPrincipalEmail: draft ? null : people.principal.email,
          signedAt: signed,
          waitlisted: application.status === 'WAITLISTED',
          waitlistedAt: waitlisted,
          // Applied to the school by the approval; kept on any other application.
          proposedSchool: approved ? null : { profile, roster: { program: PROGRAM, members } },
        })
        .returning({ id: applicationTeachersAid.id });

      // Step 2 saves the roster: a draft still at step 1 has no teachers yet.
      if (!(draft && application.draftStep === 1)) {
        await tx.insert(teachers).values(
          demoTeachersAidTeachers(index, application).map((t) => ({
            ...t,
            applicationTeachersAidId: saved!.id,
            createdAt,
            updatedAt: createdAt,
          })),
        );
      }

      if (approved || application.status === 'PENDING_PRINCIPAL') {
        const token = demoTeachersAidSignatureToken(school, application);
        await tx.insert(principalSignatures).values({
          program: PROGRAM,
          applicationTeachersAidId: saved!.id,
          tokenHash: hashToken(token),
          principalEmail: people.principal.email,
          expiresAt: new Date(
            (approved ? submitted! : now).getTime() + SIGNATURE_LINK_TTL_DAYS * DAY,
          ),
          signeeName: signed ? full(people.principal) : null,
          signeeEmail: signed ? people.principal.email : null,
          signedAt: signed,
          signeeAddress: signed ? `203.0.113.${150 + index}` : null,
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
