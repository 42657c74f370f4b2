import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import {
  applicationBackpackBuddy,
  applicationSchoolMarket,
  applicationTeachersAid,
  distributionReports,
  districts,
  programSettings,
  programTerms,
  schools,
  schoolTeamMembers,
  sites,
  organizations,
  termMonths,
  userSchools,
  users,
} from '../schema/index.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { seedBench } from './bench.ts';
import { DEMO_SCHOOLS } from './demo-data.ts';
import { DEMO_KIDS_CAFE_SITES } from './demo-kids-cafe-sites.ts';
import { DEMO_PARTNER_SERVICES_ORGANIZATIONS } from './demo-partner-services-organizations.ts';
import { DEMO_SCHOOL_MARKET_SCHOOLS } from './demo-school-market.ts';
import { DEMO_TEACHERS_AID_SCHOOLS } from './demo-teachers-aid.ts';
import { DEMO_ACCOUNTS, seedDemo } from './demo.ts';

const opened: Database[] = [];
/**
 * A fresh migrated database of the run's kind (PGlite, or a copy of the PostgreSQL template when
 * DATABASE_URL is set): the seeds must work on both, and neither migrates again here.
 */
async function fresh(): Promise<Database> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});

async function rows(database: Database, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('seedDemo', () => {
  it('seeds once and is a no-op the second time', async () => {
    const database = await fresh();
    const { db } = database;
    await seedDemo(db);
    const counts = async () => ({
      districts: await rows(database, districts),
      schools: await rows(database, schools),
      sites: await rows(database, sites),
      organizations: await rows(database, organizations),
      users: await rows(database, users),
      terms: await rows(database, programTerms),
      settings: await rows(database, programSettings),
      schoolMarketApplications: await rows(database, applicationSchoolMarket),
      teachersAidApplications: await rows(database, applicationTeachersAid),
    });
    const first = await counts();
    expect(first).toEqual({
      districts: 15,
      // DEMO_SCHOOLS and the School Market and Teachers Aid demo schools (demo-school-market.ts,
      // demo-teachers-aid.ts).
      schools:
        DEMO_SCHOOLS.length + DEMO_SCHOOL_MARKET_SCHOOLS.length + DEMO_TEACHERS_AID_SCHOOLS.length,
      // demo-kids-cafe-sites.ts's.
      sites: DEMO_KIDS_CAFE_SITES.length,
      // demo-partner-services-organizations.ts's.
      organizations: DEMO_PARTNER_SERVICES_ORGANIZATIONS.length,
      users: DEMO_ACCOUNTS.length,
      terms: 30,
      settings: 5,
      // demo-plan.ts's and demo-school-market.ts's.
      schoolMarketApplications: 8 + 10,
      // demo-plan.ts's and demo-teachers-aid.ts's.
      teachersAidApplications: 6 + 9,
    });
    await seedDemo(db);
    expect(await counts()).toEqual(first);

    const [educator] = await db.select().from(users).where(eq(users.email, 'educator@example.org'));
    expect(educator).toMatchObject({
      firstName: 'Erin',
      lastName: 'Educator',
      phone: '713-555-0100',
    });
    expect(await verifyPassword(educator!.passwordHash!, 'Password1')).toBe(true);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@foodbank.example'));
    expect(admin).toMatchObject({ type: 'ADMIN', passwordHash: null });

    const links = await db
      .select({ district: districts.name })
      .from(userSchools)
      .innerJoin(schools, eq(schools.id, userSchools.schoolId))
      .innerJoin(districts, eq(districts.id, schools.districtId))
      .where(eq(userSchools.userId, educator!.id));
    expect(links).toHaveLength(3);
    expect(links.map((l) => l.district)).toContain('Houston ISD');

    expect(await rows(database, termMonths)).toBeGreaterThan(100);
    expect(await rows(database, distributionReports)).toBe(7);
    const statuses = await db
      .selectDistinct({ status: applicationSchoolMarket.status })
      .from(applicationSchoolMarket);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'APPROVED',
      'DENIED',
      'IN_PROGRESS',
      'PENDING_PRINCIPAL',
      'WAITLISTED',
      'WITHDRAWN',
    ]);
    const [bb] = await db
      .select()
      .from(programSettings)
      .where(eq(programSettings.program, 'BACKPACK_BUDDY'));
    expect(bb).toMatchObject({ schoolEnabled: true, summerEnabled: true });
  });
});

describe('seedBench', () => {
  const names = async (database: Database) =>
    (await database.db.select({ name: schools.name }).from(schools).orderBy(asc(schools.id))).map(
      (s) => s.name,
    );

  it('is deterministic and fills every table it promises', async () => {
    const a = await fresh();
    const b = await fresh();
    const result = await seedBench(a.db, { schools: 300, seed: 7 });
    await seedBench(b.db, { schools: 300, seed: 7 });
    expect(result.schools).toBe(300);
    expect(await names(a)).toEqual(await names(b));
    expect(await rows(a, districts)).toBe(6);
    expect(await rows(a, schoolTeamMembers)).toBe(600);
    expect(await rows(a, applicationBackpackBuddy)).toBe(300);
    expect(await rows(a, users)).toBe(200);
    expect(await rows(a, userSchools)).toBe(1000);
  });

  it('runs again on the same database after the demo data', async () => {
    const database = await fresh();
    await seedDemo(database.db);
    await seedBench(database.db, { schools: 100 });
    await seedBench(database.db, { schools: 100 });
    expect(await rows(database, schools)).toBe(
      DEMO_SCHOOLS.length +
        DEMO_SCHOOL_MARKET_SCHOOLS.length +
        DEMO_TEACHERS_AID_SCHOOLS.length +
        200,
    );
  });
});
