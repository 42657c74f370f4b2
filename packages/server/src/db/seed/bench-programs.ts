import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { applicationSchoolMarket } from '../schema/application-school-market.ts';
import { applicationTeachersAid } from '../schema/application-teachers-aid.ts';
import type { ApplicationStatus, Program, SchoolType } from '../schema/enums.ts';
import { programTerms } from '../schema/terms.ts';
import { chunks, insertAll } from './bulk.ts';
import { termDates } from '../../modules/terms/calendar.ts';
import type { Random } from './prng.ts';

// The benchmark schools' School Market and Teachers Aid applications and the three programs'
// columns of each school (program id, status, first year), so that the admin school lists of all
// three programs have realistic sizes. No team members for these two programs: the Backpack
// Buddy roster already gives the contacts query its size (and the seed test counts rosters).

export interface BenchSchool {
  id: number;
  type: SchoolType;
  backpackBuddyStatus: ApplicationStatus;
}

const STATUSES: [ApplicationStatus, number][] = [
  ['APPROVED', 40],
  ['PENDING_PRINCIPAL', 20],
  ['IN_PROGRESS', 15],
  ['WAITLISTED', 15],
  ['DENIED', 5],
  ['WITHDRAWN', 5],
];
/** Share of eligible schools with a School Market (not elementary) or Teachers Aid application. */
const SCHOOL_MARKET_SHARE = 0.6;
const TEACHERS_AID_SHARE = 0.35;

/** A school's program status as its application suggests (programStatuses values). */
function programStatusOf(status: ApplicationStatus | undefined): string | null {
  switch (status) {
    case undefined:
    case 'IN_PROGRESS':
      return null;
    case 'APPROVED':
      return 'ACTIVE';
    case 'WAITLISTED':
      return 'WAITLISTED';
    case 'PENDING':
    case 'PENDING_PRINCIPAL':
      return 'PENDING';
    case 'DENIED':
    case 'WITHDRAWN':
      return 'INACTIVE';
    default: {
      const unhandled: never = status;
      return unhandled;
    }
  }
}

export async function ensureProgramTerm(tx: Tx, program: Program, year: number): Promise<number> {
  await tx
    .insert(programTerms)
    .values({ program, type: 'SCHOOL', year, ...termDates('SCHOOL', year) })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: programTerms.id })
    .from(programTerms)
    .where(
      and(
        eq(programTerms.program, program),
        eq(programTerms.type, 'SCHOOL'),
        eq(programTerms.year, year),
      ),
    );
  return row!.id;
}

/** The columns every school application gets, for a status. */
function common(
  random: Random,
  schoolId: number,
  termId: number,
  status: ApplicationStatus,
  year: number,
) {
  const draft = status === 'IN_PROGRESS';
  const submitted = draft ? null : new Date(Date.UTC(year, 3, 1 + random.int(28), 15));
  const enrollment = 200 + random.int(1200);
  return {
    schoolId,
    termId,
    status,
    draft,
    new: random.int(3) === 0,
    submittedAt: submitted,
    signedAt:
      status === 'APPROVED' && submitted ? new Date(submitted.getTime() + 2 * 86_400_000) : null,
    organizationType: 'PUBLIC_SCHOOL',
    numTotalEnrollment: enrollment,
    numFreeLunch: Math.floor(enrollment * (0.4 + random.next() * 0.4)),
    numReducedLunch: Math.floor(enrollment * random.next() * 0.15),
    certififedVerification: !draft,
    waitlisted: status === 'WAITLISTED',
    waitlistedAt: status === 'WAITLISTED' ? submitted : null,
  };
}

/**
 * Adds the School Market and Teachers Aid applications of the benchmark schools (one each for
 * the year's school term, for a share of them) and sets the schools' program columns. Uses its
 * own random stream, so the Backpack Buddy data of a seed stays the same.
 */
export async function seedBenchPrograms(
  tx: Tx,
  schools: readonly BenchSchool[],
  random: Random,
  year: number,
): Promise<{ schoolMarket: number; teachersAid: number }> {
  const marketTerm = await ensureProgramTerm(tx, 'SCHOOL_MARKET', year);
  const aidTerm = await ensureProgramTerm(tx, 'TEACHERS_AID', year);
  const market = new Map<number, ApplicationStatus>();
  const aid = new Map<number, ApplicationStatus>();
  for (const school of schools) {
    if (school.type !== 'ELEMENTARY' && random.next() < SCHOOL_MARKET_SHARE) {
      market.set(school.id, random.weighted(STATUSES));
    }
    if (random.next() < TEACHERS_AID_SHARE) aid.set(school.id, random.weighted(STATUSES));
  }

  await insertAll(
    tx,
    applicationSchoolMarket,
    [...market].map(([schoolId, status]) => {
      const draft = status === 'IN_PROGRESS';
      return {
        ...common(random, schoolId, marketTerm, status, year),
        marketType: random.pick(['BRICK_MORTAR', 'MOBILE', 'ALTERNATE'] as const),
        operatingFrequency: draft ? null : 'AUGUST_MAY_TWICE_MONTHLY',
        preferredDistributionDay: draft ? null : 'WEDNESDAY',
        preferredDistributionTime: draft ? null : 'DISTRIBUTION_2PM_5PM',
        agreeToProgramPurpose: !draft,
        agreeToProgramResponsibilities: !draft,
        agreeNondiscrimination: !draft,
      };
    }),
  );
  await insertAll(
    tx,
    applicationTeachersAid,
    [...aid].map(([schoolId, status]) => {
      const draft = status === 'IN_PROGRESS';
      const asian = 0.05 + random.next() * 0.1;
      const black = 0.2 + random.next() * 0.2;
      const hispanic = 0.3 + random.next() * 0.2;
      return {
        ...common(random, schoolId, aidTerm, status, year),
        demographicAsian: asian,
        demographicBlack: black,
        demographicHispanic: hispanic,
        demographicWhite: Math.max(0, 1 - asian - black - hispanic),
        certifiedProgramRules: !draft,
        certifiedAgreement: !draft,
        certifiedNonDiscrimination: !draft,
      };
    }),
  );

  const firstYear = (status: ApplicationStatus | undefined) =>
    status === 'APPROVED' ? year : null;
  const columns = schools.map((school) => {
    const sm = market.get(school.id);
    const ta = aid.get(school.id);
    return {
      id: school.id,
      bb_status: programStatusOf(school.backpackBuddyStatus),
      bb_year: firstYear(school.backpackBuddyStatus),
      sm_number: sm ? `SM${String(school.id).padStart(6, '0')}` : null,
      sm_status: programStatusOf(sm),
      sm_year: firstYear(sm),
      ta_number: ta ? `TA${String(school.id).padStart(6, '0')}` : null,
      ta_status: programStatusOf(ta),
      ta_year: firstYear(ta),
    };
  });
  const at = (status: string) => sql.raw(`case when v.${status} is null then null else now() end`);
  for (const chunk of chunks(columns)) {
    await tx.execute(sql`
      update schools s set
        status_backpack_buddy = v.bb_status,
        status_backpack_buddy_updated_at = ${at('bb_status')},
        first_year_applied_backpack_buddy = v.bb_year,
        school_market_agency_number = v.sm_number,
        status_school_market = v.sm_status,
        status_school_market_updated_at = ${at('sm_status')},
        first_year_applied_school_market = v.sm_year,
        teachers_aid_school_number = v.ta_number,
        status_teachers_aid = v.ta_status,
        status_teachers_aid_updated_at = ${at('ta_status')},
        first_year_applied_teachers_aid = v.ta_year
      from json_to_recordset(${JSON.stringify(chunk)}::json) as v(
        id int, bb_status text, bb_year int, sm_number text, sm_status text, sm_year int,
        ta_number text, ta_status text, ta_year int)
      where s.id = v.id`);
  }
  return { schoolMarket: market.size, teachersAid: aid.size };
}
