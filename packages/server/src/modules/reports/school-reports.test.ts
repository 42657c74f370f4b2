import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termMonthDistributionDates } from '../../db/schema/terms.ts';
import {
  createDistribution,
  createReport,
  createSchool,
  createTermMonth,
  createUser,
  linkSchool,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { STUDENTS_NEED_A_SCHOOL } from './school-reports.ts';
import { REPORTS, REPORTS_SUMMARY, reportsWorld, type SchoolReportsResult } from './test-world.ts';

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
const summary = (token: string | undefined, variables: Record<string, unknown> = YEAR) =>
  api.gql<SchoolReportsResult>(REPORTS_SUMMARY, variables, { token });

describe('schoolReports', () => {
  it("gives an educator's live schools with the months in range, figures and reports, and one school's dates and students", async () => {
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

    // Every school: the months' figures and reports, no students.
    const all = await summary(educator.token);
    expect(all.errors).toBeUndefined();
    const schoolsSeen = all.data!.schoolReports;
    expect(schoolsSeen.map((s) => s.name)).toEqual(['alpha Middle', 'Zeta High']);
    expect(schoolsSeen[0]).toEqual({
      schoolId: alpha.id,
      name: 'alpha Middle',
      backpackBuddyId: 'B000001',
      termMonths: [
        {
          termMonthId: alphaMonth.id,
          termMonthFormatted: 'December 2025',
          startDate: '2025-12-01',
          allocated: 0,
          distributed: 0,
          discarded: 0,
          studentCount: 0,
          distributionReport: null,
        },
      ],
    });
    expect(schoolsSeen[1]!.termMonths).toEqual([
      {
        termMonthId: october.id,
        termMonthFormatted: 'October 2025',
        startDate: '2025-10-01',
        allocated: 2,
        distributed: 2,
        discarded: 0,
        studentCount: 1,
        distributionReport: { submittedBy: 'Rita Reyes', createdAt: expect.any(String) },
      },
      {
        termMonthId: november.id,
        termMonthFormatted: 'November 2025',
        startDate: '2025-11-01',
        allocated: 6,
        distributed: 7,
        discarded: -1,
        studentCount: 2,
        distributionReport: null,
      },
    ]);

    // One school: its months with dates and students; the figures are the same.
    const result = await reports(educator.token, { ...YEAR, school: zeta.id });
    expect(result.errors).toBeUndefined();
    const answer = result.data!.schoolReports;
    expect(answer.map((s) => s.name)).toEqual(['Zeta High']);
    const alphaOnly = await reports(educator.token, { ...YEAR, school: alpha.id });
    expect(alphaOnly.data!.schoolReports[0]!.termMonths[0]).toMatchObject({
      distributionDates: [],
      distributions: [],
      studentCount: 0,
    });
    const [oct, nov] = answer[0]!.termMonths;
    expect(answer[0]!.termMonths).toHaveLength(2);
    expect(oct).toMatchObject({
      termMonthFormatted: 'October 2025',
      startDate: '2025-10-01',
      allocated: 2,
      distributed: 2,
      discarded: 0,
      studentCount: 1,
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
      studentCount: 2,
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
          counts: [2, 0, 1],
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
          counts: [1, 1, 2],
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
    const none = await summary(educator.token, { s: '2025-01-01', e: '2025-09-30' });
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
    expect((await summary(admin.token)).data).toEqual({ schoolReports: [] });
    expect((await reports(admin.token, { ...YEAR, school: 999_999 })).data).toEqual({
      schoolReports: [],
    });
    // The other school's educator sees it too; an anonymous caller nothing.
    const own = await summary(stranger.token);
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

  it('gives students for one school at a time, and only when asked', async () => {
    const { educator, admin, schoolWithMonth } = world;
    const { school, month } = await schoolWithMonth();
    await createDistribution(api.db, month, { counts: [1, 2, 3, 4] });
    for (const token of [educator.token, admin.token]) {
      const refused = await reports(token);
      expect(firstError(refused)).toBe(STUDENTS_NEED_A_SCHOOL);
      expect(refused.errors![0]!.extensions).toMatchObject({ field: 'schoolId' });
    }
    // The web's document: the students under @include, off for every school.
    const maybe = `query ($s: String!, $e: String!, $school: Int, $students: Boolean!) {
      schoolReports(startDate: $s, endDate: $e, schoolId: $school) {
        schoolId termMonths { studentCount distributions @include(if: $students) { counts } } } }`;
    const off = await api.gql<SchoolReportsResult>(
      maybe,
      { ...YEAR, students: false },
      { token: educator.token },
    );
    expect(off.errors).toBeUndefined();
    expect(off.data!.schoolReports.find((s) => s.schoolId === school.id)).toEqual({
      schoolId: school.id,
      termMonths: [{ studentCount: 1 }],
    });
    expect(
      firstError(await api.gql(maybe, { ...YEAR, students: true }, { token: educator.token })),
    ).toBe(STUDENTS_NEED_A_SCHOOL);
    const on = await api.gql<SchoolReportsResult>(
      maybe,
      { ...YEAR, school: school.id, students: true },
      { token: educator.token },
    );
    expect(on.data!.schoolReports[0]!.termMonths[0]!.distributions).toEqual([
      { counts: [1, 2, 3, 4] },
    ]);
  });

  it("lays each student's counts out by the month's dates, null where there is none", async () => {
    const { educator, schoolWithMonth } = world;
    const { school, month } = await schoolWithMonth({ dates: ['2025-10-10', '2025-10-24'] });
    await createDistribution(api.db, month, { counts: [5, 6] });
    // A date added after the student was saved: the student has no count for it.
    await api.db
      .insert(termMonthDistributionDates)
      .values({ termMonthId: month.id, date: '2025-10-17' });
    const result = await reports(educator.token, { ...YEAR, school: school.id });
    const [only] = result.data!.schoolReports[0]!.termMonths;
    expect(only!.distributionDates.map((d) => d.date)).toEqual([
      '2025-10-10',
      '2025-10-17',
      '2025-10-24',
    ]);
    expect(only!.distributions[0]!.counts).toEqual([5, null, 6]);
    expect(only!.distributed).toBe(11);
  });

  it('runs a fixed number of SQL statements for 1 × 1 × 1 and 3 schools × 4 months × 20 students', async () => {
    const { term } = world;
    async function educatorWith(schoolCount: number, monthCount: number, students: number) {
      const user = await createUser(api.db);
      const ids: number[] = [];
      for (let s = 0; s < schoolCount; s++) {
        const school = await createSchool(api.db);
        ids.push(school.id);
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
      return { ...user, schoolIds: ids };
    }
    const small = await educatorWith(1, 1, 1);
    const large = await educatorWith(3, 4, 20);

    const statementsFor = async (ask: () => ReturnType<typeof reports>) => {
      api.statements.length = 0;
      const result = await ask();
      expect(result.errors).toBeUndefined();
      return { count: api.statements.length, data: result.data!.schoolReports };
    };
    // Every school without students.
    const one = await statementsFor(() => summary(small.token));
    const many = await statementsFor(() => summary(large.token));
    expect(many.data).toHaveLength(3);
    expect(many.data.flatMap((s) => s.termMonths).every((m) => m.studentCount === 20)).toBe(true);
    expect(many.count).toBe(one.count);
    // The session lookup, then schools, months, dates, reports and the months' figures.
    expect(one.count).toBe(6);

    // One school with its students.
    const school = (u: typeof small) => () => reports(u.token, { ...YEAR, school: u.schoolIds[0] });
    const oneStudents = await statementsFor(school(small));
    const manyStudents = await statementsFor(school(large));
    const months = manyStudents.data[0]!.termMonths;
    expect(months).toHaveLength(4);
    expect(months.every((m) => m.distributions.length === 20)).toBe(true);
    expect(manyStudents.count).toBe(oneStudents.count);
    // The session lookup, then schools, months, dates, reports, students and their counts.
    expect(oneStudents.count).toBe(7);
    // The database's figures are the students' own.
    expect(months.map((m) => [m.distributed, m.studentCount])).toEqual(
      many.data
        .find((s) => s.schoolId === large.schoolIds[0])!
        .termMonths.map((m) => [m.distributed, m.studentCount]),
    );
  });
});
