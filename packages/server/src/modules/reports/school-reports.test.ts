import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDistribution,
  createReport,
  createSchool,
  createTermMonth,
  createUser,
  linkSchool,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { REPORTS, reportsWorld, type SchoolReportsResult } from './test-world.ts';

let api: TestApi;
let world: Awaited<ReturnType<typeof reportsWorld>>;
const YEAR = { s: '2025-01-01', e: '2025-12-31' };

beforeAll(async () => {
  api = await createTestApi();
  world = await reportsWorld(api);
});
afterAll(async () => {
  await api.close();
});

const reports = (token: string | undefined, variables: Record<string, unknown> = YEAR) =>
  api.gql<SchoolReportsResult>(REPORTS, variables, { token });

describe('schoolReports', () => {
  it("gives an educator's live schools with the months in range, dates, students, report and totals", async () => {
    const { term } = world;
    const educator = await createUser(api.db, { firstName: 'Rita', lastName: 'Reyes' });
    const zeta = await createSchool(api.db, { name: 'Zeta High', backpackBuddyId: 'B000002' });
    const alpha = await createSchool(api.db, { name: 'alpha Middle', backpackBuddyId: 'B000001' });
    const quiet = await createSchool(api.db, { name: 'Quiet High' });
    const archived = await createSchool(api.db, { name: 'Archived', deletedAt: new Date() });
    for (const s of [zeta, alpha, quiet, archived]) await linkSchool(api.db, educator.id, s.id);

    const november = await createTermMonth(api.db, {
      schoolId: zeta.id,
      termId: term.id,
      startDate: '2025-11-01',
      weeklyAllocation: 2,
      // Given out of order: the answer orders them.
      dates: ['2025-11-21', '2025-11-07', '2025-11-14'],
    });
    const october = await createTermMonth(api.db, {
      schoolId: zeta.id,
      termId: term.id,
      startDate: '2025-10-01',
      weeklyAllocation: 1,
      dates: ['2025-10-03', '2025-10-10'],
    });
    await createTermMonth(api.db, { schoolId: zeta.id, termId: term.id, startDate: '2026-01-01' });
    await createTermMonth(api.db, { schoolId: quiet.id, termId: term.id, startDate: '2024-12-01' });
    await createTermMonth(api.db, {
      schoolId: archived.id,
      termId: term.id,
      startDate: '2025-10-01',
    });
    const alphaMonth = await createTermMonth(api.db, {
      schoolId: alpha.id,
      termId: term.id,
      startDate: '2025-12-01',
      monthlyAllocation: 0,
      dates: [],
    });
    const ben = await createDistribution(api.db, november, {
      studentName: 'ben Oak',
      studentIdNumber: 'S2',
      counts: [1, 1, 2],
    });
    const ana = await createDistribution(api.db, november, {
      studentName: 'Ana Ruiz',
      studentIdNumber: 'S1',
      testimonial: 'Thank you',
      counts: [2, 0, 1],
    });
    await createDistribution(api.db, october, { counts: [1, 1] });
    await createReport(api.db, {
      termMonthId: october.id,
      submittedById: educator.id,
      comments: 'Good month',
    });

    const result = await reports(educator.token);
    expect(result.errors).toBeUndefined();
    const answer = result.data!.schoolReports;
    expect(answer.map((s) => s.name)).toEqual(['alpha Middle', 'Zeta High']);
    expect(answer[0]).toMatchObject({
      schoolId: alpha.id,
      backpackBuddyId: 'B000001',
      termMonths: [
        {
          termMonthId: alphaMonth.id,
          termMonthFormatted: 'December 2025',
          distributionDates: [],
          distributions: [],
          distributionReport: null,
          allocated: 0,
          distributed: 0,
          discarded: 0,
        },
      ],
    });
    const [oct, nov] = answer[1]!.termMonths;
    expect(answer[1]!.termMonths).toHaveLength(2);
    expect(oct).toMatchObject({
      termMonthFormatted: 'October 2025',
      startDate: '2025-10-01',
      allocated: 2,
      distributed: 2,
      discarded: 0,
      distributionReport: { comments: 'Good month', submittedBy: 'Rita Reyes' },
    });
    const [d7, d14, d21] = [...november.dates];
    expect(nov).toEqual({
      termMonthId: november.id,
      termMonthFormatted: 'November 2025',
      startDate: '2025-11-01',
      weeklyAllocation: 2,
      monthlyAllocation: 6,
      allocated: 6,
      distributed: 7,
      discarded: -1,
      distributionDates: [
        { termMonthDistributionDateId: d7!.id, date: '2025-11-07' },
        { termMonthDistributionDateId: d14!.id, date: '2025-11-14' },
        { termMonthDistributionDateId: d21!.id, date: '2025-11-21' },
      ],
      distributions: [
        {
          distributionId: ana.id,
          studentName: 'Ana Ruiz',
          studentIdNumber: 'S1',
          testimonial: 'Thank you',
          distributionDateEntries: [
            { termMonthDistributionDateId: d7!.id, distributionNumber: 2 },
            { termMonthDistributionDateId: d14!.id, distributionNumber: 0 },
            { termMonthDistributionDateId: d21!.id, distributionNumber: 1 },
          ],
        },
        {
          distributionId: ben.id,
          studentName: 'ben Oak',
          studentIdNumber: 'S2',
          testimonial: null,
          distributionDateEntries: [
            { termMonthDistributionDateId: d7!.id, distributionNumber: 1 },
            { termMonthDistributionDateId: d14!.id, distributionNumber: 1 },
            { termMonthDistributionDateId: d21!.id, distributionNumber: 2 },
          ],
        },
      ],
      distributionReport: null,
    });

    // One school of theirs, and a range of one month (inclusive bounds).
    const one = await reports(educator.token, {
      s: '2025-11-01',
      e: '2025-11-01',
      school: zeta.id,
    });
    expect(one.data!.schoolReports.map((s) => s.termMonths.map((m) => m.startDate))).toEqual([
      ['2025-11-01'],
    ]);
    const none = await reports(educator.token, { s: '2025-01-01', e: '2025-09-30' });
    expect(none.data).toEqual({ schoolReports: [] });
  });

  it("answers 'Not found' for a school that is not the educator's or is archived", async () => {
    const { educator, strangerSchool } = world;
    const archived = await createSchool(api.db, { deletedAt: new Date() });
    await linkSchool(api.db, educator.id, archived.id);
    for (const school of [strangerSchool.id, archived.id, 999_999]) {
      expect(firstError(await reports(educator.token, { ...YEAR, school }))).toBe(
        MESSAGES.notFound,
      );
    }
  });

  it('gives an admin the school they name (any school), and nothing without one', async () => {
    const { admin, stranger, strangerSchool, term } = world;
    await createTermMonth(api.db, {
      schoolId: strangerSchool.id,
      termId: term.id,
      startDate: '2025-09-01',
    });
    const named = await reports(admin.token, { ...YEAR, school: strangerSchool.id });
    expect(named.data!.schoolReports.map((s) => s.name)).toEqual(['Other High']);
    expect((await reports(admin.token)).data).toEqual({ schoolReports: [] });
    expect((await reports(admin.token, { ...YEAR, school: 999_999 })).data).toEqual({
      schoolReports: [],
    });
    // The other school's educator sees it too; an anonymous caller nothing.
    const own = await reports(stranger.token);
    expect(own.data!.schoolReports.map((s) => s.schoolId)).toEqual([strangerSchool.id]);
    expect(firstError(await reports(undefined))).toBe(MESSAGES.notLoggedIn);
  });

  it.each([
    [{ s: '2025-02-30', e: '2025-12-31' }, MESSAGES.invalidDate],
    [{ s: '2025-01-01', e: '12/31/2025' }, MESSAGES.invalidDate],
    [{ s: '2025-06-01', e: '2025-05-31' }, 'Start date cannot be after end date'],
  ])('refuses the range %j with %s', async (range, message) => {
    expect(firstError(await reports(world.educator.token, range))).toBe(message);
  });

  it('runs the same number of SQL statements for 1 × 1 × 1 and 3 schools × 4 months × 20 students', async () => {
    const { term } = world;
    async function educatorWith(schoolCount: number, monthCount: number, students: number) {
      const user = await createUser(api.db);
      for (let s = 0; s < schoolCount; s++) {
        const school = await createSchool(api.db);
        await linkSchool(api.db, user.id, school.id);
        for (let m = 0; m < monthCount; m++) {
          const month = await createTermMonth(api.db, {
            schoolId: school.id,
            termId: term.id,
            startDate: `2025-${String(m + 1).padStart(2, '0')}-01`,
          });
          for (let k = 0; k < students; k++) {
            await createDistribution(api.db, month, { counts: [1, 0, 1, 1, 1] });
          }
          if (m % 2 === 0)
            await createReport(api.db, { termMonthId: month.id, submittedById: user.id });
        }
      }
      return user;
    }
    const small = await educatorWith(1, 1, 1);
    const large = await educatorWith(3, 4, 20);

    const statementsFor = async (token: string) => {
      api.statements.length = 0;
      const result = await reports(token);
      expect(result.errors).toBeUndefined();
      return { count: api.statements.length, data: result.data!.schoolReports };
    };
    const one = await statementsFor(small.token);
    const many = await statementsFor(large.token);
    expect(one.data).toHaveLength(1);
    expect(many.data).toHaveLength(3);
    expect(many.data.every((s) => s.termMonths.length === 4)).toBe(true);
    expect(many.data.flatMap((s) => s.termMonths).every((m) => m.distributions.length === 20)).toBe(
      true,
    );
    expect(many.count).toBe(one.count);
    // The session lookup, then schools, months, dates, distributions, entries and reports.
    expect(one.count).toBe(7);
  });
});
