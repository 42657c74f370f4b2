import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionDateEntries, distributions } from '../../db/schema/distributions.ts';
import { createDistribution, createReport, createTermMonth } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { DELETE, SAVE, reportsWorld, studentInput, tableCounts, type Month } from './test-world.ts';

let api: TestApi;
let world: Awaited<ReturnType<typeof reportsWorld>>;

beforeAll(async () => {
  api = await createTestApi();
  world = await reportsWorld(api);
});
afterAll(async () => {
  await api.close();
});

type Saved = {
  saveDistribution: {
    distributionId: number;
    studentName: string;
    studentIdNumber: string;
    testimonial: string | null;
    distributionDateEntries: { termMonthDistributionDateId: number; distributionNumber: number }[];
  };
};
const save = (input: Record<string, unknown>, token?: string) =>
  api.gql<Saved>(SAVE, { input }, { token });

const entriesOf = (distributionId: number) =>
  api.db
    .select({
      id: distributionDateEntries.termMonthDistributionDateId,
      n: distributionDateEntries.distributionNumber,
    })
    .from(distributionDateEntries)
    .where(eq(distributionDateEntries.distributionId, distributionId));

/** Expects a refusal with the message and no row written. */
async function refusedWithoutWrites(call: () => Promise<unknown>, message: string) {
  const before = await tableCounts(api);
  expect(firstError((await call()) as never)).toBe(message);
  expect(await tableCounts(api)).toEqual(before);
}

describe('saveDistribution', () => {
  it('adds a student with a count per date, then edits them', async () => {
    const { month } = await world.schoolWithMonth();
    const added = await save(
      studentInput(month, ['0', '2', 1, ' 3 '], {
        studentName: '  Ana Ruiz ',
        studentIdNumber: ' S-100 ',
        testimonial: 'It helps',
      }),
      world.educator.token,
    );
    expect(added.errors).toBeUndefined();
    const saved = added.data!.saveDistribution;
    expect(saved).toEqual({
      distributionId: expect.any(Number),
      studentName: 'Ana Ruiz',
      studentIdNumber: 'S-100',
      testimonial: 'It helps',
      distributionDateEntries: month.dates.map((d, i) => ({
        termMonthDistributionDateId: d.id,
        distributionNumber: [0, 2, 1, 3][i],
      })),
    });

    // Counts given in another order are stored by date and answered in date order.
    const reversed = studentInput(month, [5, 0, 0, 1], {
      distributionId: saved.distributionId,
      studentName: 'Ana María Ruiz',
      testimonial: '',
    });
    reversed.dateEntries.reverse();
    const edited = await save(reversed, world.educator.token);
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.saveDistribution).toMatchObject({
      distributionId: saved.distributionId,
      studentName: 'Ana María Ruiz',
      testimonial: null,
      distributionDateEntries: month.dates.map((d, i) => ({
        termMonthDistributionDateId: d.id,
        distributionNumber: [5, 0, 0, 1][i],
      })),
    });
    expect((await entriesOf(saved.distributionId)).map((e) => e.n).sort()).toEqual([0, 0, 1, 5]);
  });

  it('lets the admin add a student to any school; refuses strangers and anonymous callers', async () => {
    const { month } = await world.schoolWithMonth();
    await refusedWithoutWrites(
      () => save(studentInput(month), world.stranger.token),
      MESSAGES.notFound,
    );
    await refusedWithoutWrites(() => save(studentInput(month)), MESSAGES.notLoggedIn);
    await refusedWithoutWrites(
      () => save(studentInput({ ...month, id: 999_999 }), world.educator.token),
      MESSAGES.notFound,
    );
    const byAdmin = await save(studentInput(month), world.admin.token);
    expect(byAdmin.errors).toBeUndefined();
  });

  it.each<[string, (month: Month) => Record<string, unknown>, string]>([
    ['a blank name', (m) => studentInput(m, undefined, { studentName: '  ' }), MESSAGES.required],
    ['a blank ID', (m) => studentInput(m, undefined, { studentIdNumber: '' }), MESSAGES.required],
    ['a negative count', (m) => studentInput(m, [1, -1, 0, 0]), MESSAGES.nonNegative],
    ['a blank count', (m) => studentInput(m, [1, '', 0, 0]), MESSAGES.required],
    [
      'a count that is not a number',
      (m) => studentInput(m, [1, 'two', 0, 0]),
      MESSAGES.invalidNumber,
    ],
    ['a fractional count', (m) => studentInput(m, [1.5, 1, 0, 0]), MESSAGES.wholeNumber],
    [
      'a 5001-character testimonial',
      (m) => studentInput(m, undefined, { testimonial: 'x'.repeat(5001) }),
      'Must be 5000 characters or less',
    ],
    [
      'a missing date',
      (m) => ({ ...studentInput(m), dateEntries: studentInput(m).dateEntries.slice(1) }),
      MESSAGES.distributionDatesChanged,
    ],
    [
      'a date given twice',
      (m) => {
        const input = studentInput(m);
        return { ...input, dateEntries: [...input.dateEntries.slice(1), input.dateEntries[1]] };
      },
      MESSAGES.distributionDatesChanged,
    ],
  ])('refuses %s and writes nothing', async (_case, input, message) => {
    const { month } = await world.schoolWithMonth();
    await refusedWithoutWrites(() => save(input(month), world.educator.token), message);
  });

  it("refuses another month's date, and a student of another month", async () => {
    const { school, month } = await world.schoolWithMonth();
    const november = await createTermMonth(api.db, {
      schoolId: school.id,
      termId: world.term.id,
      startDate: '2025-11-01',
    });
    const input = studentInput(month);
    input.dateEntries[0]!.termMonthDistributionDateId = november.dates[0]!.id;
    await refusedWithoutWrites(
      () => save(input, world.educator.token),
      MESSAGES.distributionDatesChanged,
    );
    const novemberStudent = await createDistribution(api.db, november);
    await refusedWithoutWrites(
      () =>
        save(
          studentInput(month, undefined, { distributionId: novemberStudent.id }),
          world.educator.token,
        ),
      MESSAGES.notFound,
    );
  });

  it('keeps one student per ID in a month (trimmed, any case)', async () => {
    const { month } = await world.schoolWithMonth();
    const first = await createDistribution(api.db, month, { studentIdNumber: 'AB-1' });
    const other = await createDistribution(api.db, month, { studentIdNumber: 'AB-2' });
    await refusedWithoutWrites(
      () =>
        save(studentInput(month, undefined, { studentIdNumber: ' ab-1 ' }), world.educator.token),
      MESSAGES.studentIdInMonth,
    );
    expect(
      firstError(
        await save(
          studentInput(month, undefined, { distributionId: other.id, studentIdNumber: 'ab-1' }),
          world.educator.token,
        ),
      ),
    ).toBe(MESSAGES.studentIdInMonth);
    // A student keeps their own ID.
    const same = await save(
      studentInput(month, undefined, { distributionId: first.id, studentIdNumber: 'AB-1' }),
      world.educator.token,
    );
    expect(same.errors).toBeUndefined();
  });

  it('a month without distribution dates takes a student with no counts', async () => {
    const { month } = await world.schoolWithMonth({ dates: [] });
    const saved = await save(studentInput(month), world.educator.token);
    expect(saved.data!.saveDistribution.distributionDateEntries).toEqual([]);
  });

  it('refuses educators once the report is submitted, not admins', async () => {
    const { month } = await world.schoolWithMonth();
    const student = await createDistribution(api.db, month);
    await createReport(api.db, { termMonthId: month.id, submittedById: world.educator.id });
    await refusedWithoutWrites(
      () => save(studentInput(month), world.educator.token),
      'This report has been submitted',
    );
    const edit = studentInput(month, [1, 1, 1, 1], { distributionId: student.id });
    expect(firstError(await save(edit, world.educator.token))).toBe(MESSAGES.reportIsSubmitted);
    expect((await save(edit, world.admin.token)).errors).toBeUndefined();
    const added = await save(
      studentInput(month, undefined, { studentIdNumber: 'S-200' }),
      world.admin.token,
    );
    expect(added.errors).toBeUndefined();
  });
});

describe('deleteDistributions', () => {
  const remove = (ids: number[], token?: string) =>
    api.gql<{ deleteDistributions: number }>(DELETE, { ids }, { token });
  const exists = async (id: number) =>
    (await api.db.select().from(distributions).where(eq(distributions.id, id))).length === 1;

  it('deletes the students and their counts', async () => {
    const { month } = await world.schoolWithMonth();
    const a = await createDistribution(api.db, month);
    const b = await createDistribution(api.db, month);
    const keep = await createDistribution(api.db, month);
    expect((await remove([a.id, b.id, a.id], world.educator.token)).data).toEqual({
      deleteDistributions: 2,
    });
    expect(await exists(a.id)).toBe(false);
    expect(await entriesOf(a.id)).toEqual([]);
    expect(await exists(keep.id)).toBe(true);
    expect((await remove([], world.educator.token)).data).toEqual({ deleteDistributions: 0 });
  });

  it('deletes nothing when one id is not deletable by the caller', async () => {
    const { month } = await world.schoolWithMonth();
    const own = await createDistribution(api.db, month);
    const theirs = await createDistribution(
      api.db,
      await createTermMonth(api.db, {
        schoolId: world.strangerSchool.id,
        termId: world.term.id,
        startDate: '2025-08-01',
      }),
    );
    await refusedWithoutWrites(
      () => remove([own.id, theirs.id], world.educator.token),
      MESSAGES.notFound,
    );
    await refusedWithoutWrites(
      () => remove([own.id, 999_999], world.educator.token),
      MESSAGES.notFound,
    );
    await refusedWithoutWrites(() => remove([own.id], world.stranger.token), MESSAGES.notFound);
    await refusedWithoutWrites(() => remove([own.id]), MESSAGES.notLoggedIn);
    // An admin may delete from any school.
    expect((await remove([own.id, theirs.id], world.admin.token)).data).toEqual({
      deleteDistributions: 2,
    });
  });

  it('refuses educators on a submitted month (even with other ids), not admins', async () => {
    const open = await world.schoolWithMonth();
    const closed = await world.schoolWithMonth();
    const a = await createDistribution(api.db, open.month);
    const b = await createDistribution(api.db, closed.month);
    await createReport(api.db, { termMonthId: closed.month.id, submittedById: world.educator.id });
    await refusedWithoutWrites(
      () => remove([a.id, b.id], world.educator.token),
      MESSAGES.reportIsSubmitted,
    );
    expect(await exists(a.id)).toBe(true);
    expect((await remove([b.id], world.admin.token)).data).toEqual({ deleteDistributions: 1 });
  });
});
