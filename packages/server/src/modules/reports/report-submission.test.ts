import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionReports } from '../../db/schema/distributions.ts';
import { createDistribution, createReport } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  DELETE_REPORTS,
  REPORTS,
  SAVE,
  SUBMIT,
  reportsWorld,
  studentInput,
  tableCounts,
  type SchoolReportsResult,
} from './test-world.ts';

let api: TestApi;
let world: Awaited<ReturnType<typeof reportsWorld>>;

beforeAll(async () => {
  api = await createTestApi();
  world = await reportsWorld(api);
});
afterAll(async () => {
  await api.close();
});

type Submitted = {
  submitReport: {
    comments: string | null;
    submittedBy: string | null;
    educatorId: number | null;
    createdAt: string;
  };
};
const submit = (termMonthId: number, comments: unknown, token?: string) =>
  api.gql<Submitted>(SUBMIT, { input: { termMonthId, comments } }, { token });
const deleteReports = (ids: number[], token?: string) =>
  api.gql<{ deleteReports: number }>(DELETE_REPORTS, { ids }, { token });
const reportOf = async (termMonthId: number) =>
  (
    await api.db
      .select()
      .from(distributionReports)
      .where(eq(distributionReports.termMonthId, termMonthId))
  )[0];

async function refusedWithoutWrites(call: () => Promise<unknown>, message: string) {
  const before = await tableCounts(api);
  expect(firstError((await call()) as never)).toBe(message);
  expect(await tableCounts(api)).toEqual(before);
}

describe('submitReport', () => {
  it('submits once with comments; the month then shows who submitted and when', async () => {
    const { school, month } = await world.schoolWithMonth();
    await createDistribution(api.db, month);
    const result = await submit(month.id, '  All sacks went out. ', world.educator.token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.submitReport).toEqual({
      comments: 'All sacks went out.',
      submittedBy: 'Erin Educator',
      educatorId: world.educator.id,
      createdAt: expect.any(String),
    });
    const view = await api.gql<SchoolReportsResult>(
      REPORTS,
      { s: '2025-10-01', e: '2025-10-31', school: school.id },
      { token: world.admin.token },
    );
    expect(view.data!.schoolReports[0]!.termMonths[0]!.distributionReport).toMatchObject({
      comments: 'All sacks went out.',
      submittedBy: 'Erin Educator',
    });
    // Once per month, for everybody.
    await refusedWithoutWrites(
      () => submit(month.id, 'again', world.educator.token),
      'This report has already been submitted',
    );
    await refusedWithoutWrites(
      () => submit(month.id, null, world.admin.token),
      MESSAGES.reportAlreadySubmitted,
    );
    // And the educator can no longer change the month.
    expect(
      firstError(
        await api.gql(SAVE, { input: studentInput(month) }, { token: world.educator.token }),
      ),
    ).toBe(MESSAGES.reportIsSubmitted);
  });

  it('takes no comment, and refuses 5001 characters', async () => {
    const { month } = await world.schoolWithMonth();
    await refusedWithoutWrites(
      () => submit(month.id, 'x'.repeat(5001), world.educator.token),
      'Must be 5000 characters or less',
    );
    const result = await submit(month.id, '', world.educator.token);
    expect(result.data!.submitReport.comments).toBeNull();
  });

  it('is refused to strangers and anonymous callers; an admin may submit for a school', async () => {
    const { month } = await world.schoolWithMonth();
    await refusedWithoutWrites(
      () => submit(month.id, null, world.stranger.token),
      MESSAGES.notFound,
    );
    await refusedWithoutWrites(() => submit(month.id, null), MESSAGES.notLoggedIn);
    await refusedWithoutWrites(
      () => submit(999_999, null, world.educator.token),
      MESSAGES.notFound,
    );
    const byAdmin = await submit(month.id, null, world.admin.token);
    expect(byAdmin.data!.submitReport).toMatchObject({
      submittedBy: 'Ada Admin',
      educatorId: world.admin.id,
    });
  });
});

describe('deleteReports', () => {
  it("deletes the months' reports; the months become editable again", async () => {
    const a = await world.schoolWithMonth();
    const b = await world.schoolWithMonth();
    const c = await world.schoolWithMonth();
    await createReport(api.db, { termMonthId: a.month.id, submittedById: world.educator.id });
    await createReport(api.db, { termMonthId: b.month.id, submittedById: world.educator.id });
    const result = await deleteReports([a.month.id, b.month.id, c.month.id], world.admin.token);
    expect(result.data).toEqual({ deleteReports: 2 });
    expect(await reportOf(a.month.id)).toBeUndefined();
    const saved = await api.gql(
      SAVE,
      { input: studentInput(a.month) },
      { token: world.educator.token },
    );
    expect(saved.errors).toBeUndefined();
    expect((await deleteReports([], world.admin.token)).data).toEqual({ deleteReports: 0 });
  });

  it('is for admins only, and deletes nothing when a month does not exist', async () => {
    const { month } = await world.schoolWithMonth();
    await createReport(api.db, { termMonthId: month.id, submittedById: world.educator.id });
    await refusedWithoutWrites(
      () => deleteReports([month.id], world.educator.token),
      MESSAGES.forbidden,
    );
    await refusedWithoutWrites(
      () => deleteReports([month.id], world.stranger.token),
      MESSAGES.forbidden,
    );
    await refusedWithoutWrites(() => deleteReports([month.id]), MESSAGES.notLoggedIn);
    await refusedWithoutWrites(
      () => deleteReports([month.id, 999_999], world.admin.token),
      MESSAGES.notFound,
    );
    expect(await reportOf(month.id)).toBeDefined();
  });
});
