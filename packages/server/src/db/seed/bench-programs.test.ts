import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { applicationBackpackBuddy } from '../schema/application-backpack-buddy.ts';
import { applicationSchoolMarket } from '../schema/application-school-market.ts';
import { applicationTeachersAid } from '../schema/application-teachers-aid.ts';
import { schools } from '../schema/schools.ts';
import { programTerms } from '../schema/terms.ts';
import { seedBench } from './bench.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedBench(api.db, { schools: 400, seed: 3 });
});
afterAll(async () => {
  await api.close();
});

const LIST = (field: string) => `query ($termId: Int) { ${field}(termId: $termId) {
  schoolId programId programStatus returning principalName contactName applications { status } } }`;

describe('seedBench: the three school programs', () => {
  it('gives some schools School Market (never elementary) and Teachers Aid applications', async () => {
    const market = await api.db
      .select({ type: schools.type, status: applicationSchoolMarket.status, school: schools })
      .from(applicationSchoolMarket)
      .innerJoin(schools, eq(schools.id, applicationSchoolMarket.schoolId));
    const aid = await api.db
      .select({ status: applicationTeachersAid.status, school: schools })
      .from(applicationTeachersAid)
      .innerJoin(schools, eq(schools.id, applicationTeachersAid.schoolId));
    expect(market.length).toBeGreaterThan(50);
    expect(aid.length).toBeGreaterThan(50);
    expect(market.some((m) => m.type === 'ELEMENTARY')).toBe(false);
    expect(new Set(market.map((m) => m.status)).size).toBeGreaterThanOrEqual(4);
    // The school's program columns follow its application.
    for (const { status, school } of market) {
      expect(school.schoolMarketAgencyNumber).toMatch(/^SM\d{6}$/);
      if (status === 'APPROVED') {
        expect(school).toMatchObject({
          statusSchoolMarket: 'ACTIVE',
          firstYearAppliedSchoolMarket: 2025,
        });
      }
      if (status === 'IN_PROGRESS') expect(school.statusSchoolMarket).toBeNull();
    }
    for (const { status, school } of aid) {
      expect(school.teachersAidSchoolNumber).toMatch(/^TA\d{6}$/);
      if (status === 'WAITLISTED') expect(school.statusTeachersAid).toBe('WAITLISTED');
    }
    const [withStatus] = await api.db
      .select({ n: count() })
      .from(schools)
      .where(isNotNull(schools.statusBackpackBuddy));
    const [approved] = await api.db
      .select({ n: count() })
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.status, 'APPROVED'));
    expect(withStatus!.n).toBeGreaterThan(approved!.n);
  });

  it('answers the three admin school lists', async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const terms = await api.db.select().from(programTerms).where(eq(programTerms.year, 2025));
    const termOf = (program: string) => terms.find((t) => t.program === program)!.id;
    for (const [field, program, table] of [
      ['schoolsBackpackBuddy', 'BACKPACK_BUDDY', applicationBackpackBuddy],
      ['schoolsSchoolMarket', 'SCHOOL_MARKET', applicationSchoolMarket],
      ['schoolsTeachersAid', 'TEACHERS_AID', applicationTeachersAid],
    ] as const) {
      const result = await api.gql<Record<string, { returning: string }[]>>(
        LIST(field),
        { termId: termOf(program) },
        { token: admin.token },
      );
      expect(result.errors).toBeUndefined();
      const [applications] = await api.db.select({ n: count() }).from(table);
      expect(result.data![field]).toHaveLength(applications!.n);
      expect(new Set(result.data![field]!.map((r) => r.returning))).toEqual(
        new Set(['Yes', 'No', 'N/A']),
      );
    }
  });
});
