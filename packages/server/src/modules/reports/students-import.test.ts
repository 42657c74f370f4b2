import { asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionDateEntries, distributions } from '../../db/schema/distributions.ts';
import { termMonthDistributionDates } from '../../db/schema/terms.ts';
import { createDistribution, createReport, createTermMonth } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { COPY, UPLOAD, reportsWorld, tableCounts } from './test-world.ts';

let api: TestApi;
let world: Awaited<ReturnType<typeof reportsWorld>>;

beforeAll(async () => {
  api = await createTestApi();
  world = await reportsWorld(api);
});
afterAll(async () => {
  await api.close();
});

const copy = (id: number, token?: string) =>
  api.gql<{ copyStudents: number }>(COPY, { id }, { token });
const upload = (termMonthId: number, students: unknown[], token?: string) =>
  api.gql<{ uploadStudents: number }>(UPLOAD, { input: { termMonthId, students } }, { token });

/** The month's students with their counts in date order. */
async function studentsOf(termMonthId: number) {
  const rows = await api.db
    .select({
      id: distributions.id,
      name: distributions.studentName,
      idNumber: distributions.studentIdNumber,
      n: distributionDateEntries.distributionNumber,
    })
    .from(distributions)
    .leftJoin(distributionDateEntries, eq(distributionDateEntries.distributionId, distributions.id))
    .leftJoin(
      termMonthDistributionDates,
      eq(termMonthDistributionDates.id, distributionDateEntries.termMonthDistributionDateId),
    )
    .where(eq(distributions.termMonthId, termMonthId))
    .orderBy(asc(distributions.id), asc(termMonthDistributionDates.date));
  const students = new Map<number, { name: string; idNumber: string; counts: number[] }>();
  for (const r of rows) {
    const student = students.get(r.id) ?? { name: r.name, idNumber: r.idNumber, counts: [] };
    if (r.n !== null) student.counts.push(r.n);
    students.set(r.id, student);
  }
  return [...students.values()];
}

async function refusedWithoutWrites(call: () => Promise<unknown>, message: string) {
  const before = await tableCounts(api);
  expect(firstError((await call()) as never)).toBe(message);
  expect(await tableCounts(api)).toEqual(before);
}

/** A school with September (3 students) and October (given dates) of 2025. */
async function twoMonths() {
  const { school, month: october } = await world.schoolWithMonth({
    dates: ['2025-10-03', '2025-10-10'],
  });
  const september = await createTermMonth(api.db, {
    schoolId: school.id,
    termId: world.term.id,
    startDate: '2025-09-01',
  });
  await createDistribution(api.db, september, {
    studentName: 'Ana',
    studentIdNumber: 'a1',
    counts: [1, 1, 1, 1],
  });
  await createDistribution(api.db, september, {
    studentName: 'Ben',
    studentIdNumber: 'B2',
    counts: [2],
  });
  await createDistribution(api.db, september, { studentName: 'Cy', studentIdNumber: 'C3' });
  return { school, september, october };
}

describe('copyStudents', () => {
  it("adds the previous month's students with counts at 0, skipping IDs already there", async () => {
    const { october } = await twoMonths();
    await createDistribution(api.db, october, {
      studentName: 'Ana R.',
      studentIdNumber: ' A1 ',
      counts: [3, 3],
    });
    expect((await copy(october.id, world.educator.token)).data).toEqual({ copyStudents: 2 });
    expect(await studentsOf(october.id)).toEqual([
      { name: 'Ana R.', idNumber: ' A1 ', counts: [3, 3] },
      { name: 'Ben', idNumber: 'B2', counts: [0, 0] },
      { name: 'Cy', idNumber: 'C3', counts: [0, 0] },
    ]);
    // Copying again adds nobody.
    expect((await copy(october.id, world.educator.token)).data).toEqual({ copyStudents: 0 });
  });

  it('copies nothing without a previous month (another school’s months do not count)', async () => {
    const { month } = await world.schoolWithMonth({ startDate: '2025-08-01' });
    await createDistribution(
      api.db,
      await createTermMonth(api.db, {
        schoolId: world.strangerSchool.id,
        termId: world.term.id,
        startDate: '2025-07-01',
      }),
    );
    expect((await copy(month.id, world.educator.token)).data).toEqual({ copyStudents: 0 });
  });

  it('is refused to strangers, anonymous callers and educators of a submitted month; admins may', async () => {
    const { october } = await twoMonths();
    await refusedWithoutWrites(() => copy(october.id, world.stranger.token), MESSAGES.notFound);
    await refusedWithoutWrites(() => copy(october.id), MESSAGES.notLoggedIn);
    await refusedWithoutWrites(() => copy(999_999, world.educator.token), MESSAGES.notFound);
    await createReport(api.db, { termMonthId: october.id, submittedById: world.educator.id });
    await refusedWithoutWrites(
      () => copy(october.id, world.educator.token),
      MESSAGES.reportIsSubmitted,
    );
    expect((await copy(october.id, world.admin.token)).data).toEqual({ copyStudents: 3 });
  });
});

describe('uploadStudents', () => {
  it('adds every row, trimmed, with counts at 0; IDs the month has are skipped', async () => {
    const { month } = await world.schoolWithMonth({
      dates: ['2025-10-03', '2025-10-10', '2025-10-17'],
    });
    const first = await upload(
      month.id,
      [
        { studentName: ' Ana Ruiz ', studentIdNumber: ' 1001 ' },
        { studentName: '', studentIdNumber: '' },
        { studentName: 'Ben Oak', studentIdNumber: '1002' },
      ],
      world.educator.token,
    );
    expect(first.data).toEqual({ uploadStudents: 2 });
    const second = await upload(
      month.id,
      [
        { studentName: 'Ana Ruiz', studentIdNumber: '1001' },
        { studentName: 'Cy Lee', studentIdNumber: '1003' },
      ],
      world.educator.token,
    );
    expect(second.data).toEqual({ uploadStudents: 1 });
    expect(await studentsOf(month.id)).toEqual([
      { name: 'Ana Ruiz', idNumber: '1001', counts: [0, 0, 0] },
      { name: 'Ben Oak', idNumber: '1002', counts: [0, 0, 0] },
      { name: 'Cy Lee', idNumber: '1003', counts: [0, 0, 0] },
    ]);
  });

  it('adds 2000 students in one call', async () => {
    const { month } = await world.schoolWithMonth();
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      studentName: `Student ${i}`,
      studentIdNumber: `N${i}`,
    }));
    expect((await upload(month.id, rows, world.educator.token)).data).toEqual({
      uploadStudents: 2000,
    });
    const students = await studentsOf(month.id);
    expect(students).toHaveLength(2000);
    expect(students.every((s) => s.counts.length === 4 && s.counts.every((n) => n === 0))).toBe(
      true,
    );
  });

  it.each<[string, unknown[], string]>([
    [
      'a row without an ID',
      [
        { studentName: 'Ana', studentIdNumber: '1' },
        { studentName: 'Ben', studentIdNumber: '  ' },
      ],
      'Row 3: Required student ID',
    ],
    ['a row without a name', [{ studentIdNumber: '1' }], 'Row 2: Required student name'],
    [
      'an ID twice in the file',
      [
        { studentName: 'Ana', studentIdNumber: 'x1' },
        { studentName: 'Ben', studentIdNumber: 'x2' },
        { studentName: 'Cy', studentIdNumber: 'X1' },
      ],
      'Row 4: Same student ID as row 2',
    ],
    ['no rows', [], MESSAGES.uploadNoStudents],
    [
      'more than 2000 students',
      Array.from({ length: 2001 }, (_, i) => ({ studentName: 'S', studentIdNumber: `${i}` })),
      'The file has more than 2000 students',
    ],
  ])('refuses the whole file with %s', async (_case, rows, message) => {
    const { month } = await world.schoolWithMonth();
    await refusedWithoutWrites(() => upload(month.id, rows, world.educator.token), message);
  });

  it('is refused to strangers, anonymous callers and educators of a submitted month; admins may', async () => {
    const { month } = await world.schoolWithMonth();
    const rows = [{ studentName: 'Ana', studentIdNumber: '1' }];
    await refusedWithoutWrites(
      () => upload(month.id, rows, world.stranger.token),
      MESSAGES.notFound,
    );
    await refusedWithoutWrites(() => upload(month.id, rows), MESSAGES.notLoggedIn);
    await createReport(api.db, { termMonthId: month.id, submittedById: world.educator.id });
    await refusedWithoutWrites(
      () => upload(month.id, rows, world.educator.token),
      MESSAGES.reportIsSubmitted,
    );
    expect((await upload(month.id, rows, world.admin.token)).data).toEqual({ uploadStudents: 1 });
  });
});
