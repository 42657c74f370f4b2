import { performance } from 'node:perf_hooks';
import { gt, max, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db, Tx } from '../client.ts';
import { applicationBackpackBuddy } from '../schema/application-backpack-buddy.ts';
import { users } from '../schema/auth.ts';
import { districts } from '../schema/districts.ts';
import type { ApplicationStatus, SchoolType } from '../schema/enums.ts';
import { schools, schoolTeamMembers, userSchools } from '../schema/schools.ts';
import { insertAll } from './bulk.ts';
import { ensureProgramTerm, seedBenchPrograms } from './bench-programs.ts';
import { seedBenchSites } from './bench-sites.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { FIRST_NAMES, GRADES_BY_TYPE, LAST_NAMES, STREETS } from './demo-data.ts';
import { COUNTIES, COUNTY_NAMES, FEATURES, PLACES } from './bench-places.ts';
import { createRandom, type Random } from './prng.ts';

export interface BenchOptions {
  /** How many schools to add. */
  schools: number;
  /** PRNG seed (default 1): the same seed gives the same names, types and statuses. */
  seed?: number;
  /** How many Kids Cafe sites to add (bench-sites.ts; default 0). */
  sites?: number;
}

const EDUCATORS = 200;
const SCHOOLS_PER_EDUCATOR = 5;
const BENCH_YEAR = 2025;

const TYPE_WORDS: Record<SchoolType, string> = {
  ELEMENTARY: 'Elementary',
  MIDDLE: 'Middle School',
  HIGH: 'High School',
  NON_TRADITIONAL: 'Academy',
};
const STATUSES: [ApplicationStatus, number][] = [
  ['APPROVED', 40],
  ['PENDING_PRINCIPAL', 20],
  ['IN_PROGRESS', 25],
  ['DENIED', 5],
  ['WAITLISTED', 5],
  ['WITHDRAWN', 5],
];

/**
 * Adds `schools` generated schools (with districts, a Backpack Buddy principal and primary
 * coordinator each, one Backpack Buddy application each for the 2025 school year, School Market
 * and Teachers Aid applications for some, and the three programs' ids and statuses) and 200
 * educators linked to 5 schools each, and `sites` Kids Cafe sites (bench-sites.ts), in one
 * transaction with bulk inserts of 1000 rows.
 * Deterministic for a seed; may run again on the same database (ids and emails continue).
 */
export async function seedBench(
  db: Db,
  opts: BenchOptions,
): Promise<{ schools: number; sites: number; ms: number }> {
  const started = performance.now();
  const count = Math.max(0, Math.floor(opts.schools));
  const seed = opts.seed ?? 1;
  const random = createRandom(seed);
  // The other programs draw from their own stream, so the Backpack Buddy data of a seed stays
  // what it was before they were added.
  const programsRandom = createRandom(seed ^ 0x5eed5);
  const sites = Math.max(0, Math.floor(opts.sites ?? 0));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await insertBench(tx, count, random, programsRandom, passwordHash);
    // Their own stream too: the schools of a seed stay the same with or without sites.
    await seedBenchSites(tx, sites, createRandom(seed ^ 0x517e5));
  });
  // Fresh statistics after a bulk load: the embedded database has no autovacuum to gather them,
  // and plans made on empty-table estimates can be badly slow.
  if (count > 0 || sites > 0) await db.execute(sql`analyze`);
  return { schools: count, sites, ms: Math.round(performance.now() - started) };
}

async function insertBench(
  tx: Tx,
  count: number,
  random: Random,
  programsRandom: Random,
  passwordHash: string,
) {
  if (count === 0) return;
  const [schoolBase] = await tx.select({ value: max(schools.id) }).from(schools);
  const [userBase] = await tx.select({ value: max(users.id) }).from(users);
  const schoolOffset = schoolBase?.value ?? 0;
  const userOffset = userBase?.value ?? 0;

  // Districts: one per 50 schools, each in one county, with names unique in the database.
  const taken = new Set(
    (await tx.select({ name: districts.name }).from(districts)).map((d) => d.name.toLowerCase()),
  );
  const districtRows = Array.from({ length: Math.max(1, Math.round(count / 50)) }, () => {
    const base = `${random.pick(PLACES)} ${random.pick(FEATURES)} ISD`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
    taken.add(name.toLowerCase());
    return { name, county: random.pick(COUNTY_NAMES) };
  });
  const insertedDistricts = await tx
    .insert(districts)
    .values(districtRows.map(({ name }) => ({ name })))
    .returning({ id: districts.id, name: districts.name });
  const districtIds = new Map(insertedDistricts.map((d) => [d.name, d.id]));

  const schoolRows = Array.from({ length: count }, (_, i) => {
    const district = random.pick(districtRows);
    const [city, zip] = random.pick(COUNTIES[district.county]!);
    const type = random.weighted<SchoolType>([
      ['ELEMENTARY', 50],
      ['MIDDLE', 25],
      ['HIGH', 20],
      ['NON_TRADITIONAL', 5],
    ]);
    return {
      name: `${random.pick(PLACES)} ${random.pick(FEATURES)} ${TYPE_WORDS[type]}`,
      type,
      backpackBuddyId: `B${String(schoolOffset + i + 1).padStart(6, '0')}`,
      address1: `${100 + random.int(9900)} ${random.pick(STREETS)}`,
      city,
      county: district.county,
      state: 'TX',
      zip,
      districtId: districtIds.get(district.name)!,
      gradesServed: GRADES_BY_TYPE[type],
    };
  });
  await insertAll(tx, schools, schoolRows);
  const inserted = await tx
    .select({ id: schools.id, backpackBuddyId: schools.backpackBuddyId })
    .from(schools)
    .where(gt(schools.id, schoolOffset));
  const schoolIds = new Map(inserted.map((row) => [row.backpackBuddyId, row.id]));
  const ids = schoolRows.map((s) => schoolIds.get(s.backpackBuddyId)!);

  await insertAll(
    tx,
    schoolTeamMembers,
    ids.flatMap((schoolId) =>
      (['PRINCIPAL', 'PRIMARY'] as const).map((type) => {
        const firstName = random.pick(FIRST_NAMES);
        const lastName = random.pick(LAST_NAMES);
        return {
          schoolId,
          program: 'BACKPACK_BUDDY' as const,
          type,
          firstName,
          lastName,
          title: type === 'PRINCIPAL' ? 'Principal' : 'Counselor',
          phone: `713-555-${String(random.int(10000)).padStart(4, '0')}`,
          email: `${firstName}.${lastName}.${schoolId}.${type}@bench.example.org`.toLowerCase(),
        };
      }),
    ),
  );

  const term = await ensureTerm(tx);
  const backpackBuddyApplications = ids.map((schoolId) => {
    const status = random.weighted(STATUSES);
    const submitted =
      status === 'IN_PROGRESS' ? null : new Date(Date.UTC(BENCH_YEAR, 3, 1 + random.int(28), 15));
    const enrollment = 200 + random.int(1200);
    return {
      schoolId,
      termId: term,
      status,
      draft: status === 'IN_PROGRESS',
      new: random.int(3) === 0,
      submittedAt: submitted,
      signedAt:
        status === 'APPROVED' && submitted ? new Date(submitted.getTime() + 2 * 86_400_000) : null,
      organizationType: 'PUBLIC_SCHOOL',
      numTotalEnrollment: enrollment,
      numFreeLunch: Math.floor(enrollment * (0.4 + random.next() * 0.4)),
      numReducedLunch: Math.floor(enrollment * random.next() * 0.15),
      certififedVerification: status !== 'IN_PROGRESS',
      agreeToProgramPurpose: status !== 'IN_PROGRESS',
      agreeToProgramResponsibilities: status !== 'IN_PROGRESS',
      agreeNondiscrimination: status !== 'IN_PROGRESS',
    };
  });
  await insertAll(tx, applicationBackpackBuddy, backpackBuddyApplications);
  await seedBenchPrograms(
    tx,
    schoolRows.map((school, i) => ({
      id: ids[i]!,
      type: school.type,
      backpackBuddyStatus: backpackBuddyApplications[i]!.status,
    })),
    programsRandom,
    BENCH_YEAR,
  );

  const educatorRows = Array.from({ length: EDUCATORS }, (_, k) => ({
    type: 'EDUCATOR' as const,
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    email: `educator${userOffset + k + 1}@bench.example.org`,
    phone: `281-555-${String(random.int(10000)).padStart(4, '0')}`,
    passwordHash,
  }));
  await insertAll(tx, users, educatorRows);
  const educators = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(gt(users.id, userOffset));
  const educatorIds = new Map(educators.map((u) => [u.email, u.id]));
  const perEducator = Math.min(SCHOOLS_PER_EDUCATOR, ids.length);
  await insertAll(
    tx,
    userSchools,
    educatorRows.flatMap((educator) => {
      const picked = new Set<number>();
      while (picked.size < perEducator) picked.add(ids[random.int(ids.length)]!);
      return [...picked].map((schoolId) => ({
        userId: educatorIds.get(educator.email)!,
        schoolId,
      }));
    }),
  );
}

/** The Backpack Buddy 2025 school-year term, created when missing. */
function ensureTerm(tx: Tx): Promise<number> {
  return ensureProgramTerm(tx, 'BACKPACK_BUDDY', BENCH_YEAR);
}
