import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createDistribution, createReport } from '../../testing/factories.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { REPORT_AUDIT_ENTITY } from './audit.ts';
import {
  COPY,
  DELETE,
  DELETE_REPORTS,
  SAVE,
  SUBMIT,
  reportsWorld,
  studentInput,
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

/** The audit entries of a month, oldest first. */
const auditOf = (termMonthId: number) =>
  api.db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, REPORT_AUDIT_ENTITY), eq(auditLog.entityId, termMonthId)))
    .orderBy(auditLog.id);

const SCHOOL_HISTORY = `query ($id: Int!) { adminSchoolBackpackBuddy(schoolId: $id) {
  history { action entityType entityId changes { field before after } } } }`;

describe("an admin's changes of a school's reports are audited", () => {
  it('records the edit of a submitted month: who, which month, which student, what changed', async () => {
    const { school, month } = await world.schoolWithMonth();
    const student = await createDistribution(api.db, month, {
      studentName: 'Ana Ruiz',
      studentIdNumber: 'S-1',
      counts: [1, 1, 1, 1],
    });
    await createReport(api.db, { termMonthId: month.id, submittedById: world.educator.id });
    const saved = await api.gql(
      SAVE,
      {
        input: studentInput(month, [1, 0, 1, 1], {
          distributionId: student.id,
          studentName: 'Ana Ruiz',
          studentIdNumber: 'S-1',
        }),
      },
      { token: world.admin.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(await auditOf(month.id)).toEqual([
      {
        action: 'REPORT_STUDENT_SAVED',
        actorId: world.admin.id,
        before: { month: '2025-10', student: 'Ana Ruiz (S-1)', counts: [1, 1, 1, 1] },
        after: { month: '2025-10', student: 'Ana Ruiz (S-1)', counts: [1, 0, 1, 1] },
      },
    ]);
    // The school's history shows it.
    const history = await api.gql<{
      adminSchoolBackpackBuddy: {
        history: { action: string; entityType: string; entityId: number }[];
      };
    }>(SCHOOL_HISTORY, { id: school.id }, { token: world.admin.token });
    expect(history.data!.adminSchoolBackpackBuddy.history).toContainEqual(
      expect.objectContaining({
        action: 'REPORT_STUDENT_SAVED',
        entityType: REPORT_AUDIT_ENTITY,
        entityId: month.id,
      }),
    );
  });

  it('records deleted students, added students, a submission and a deleted report', async () => {
    const { month } = await world.schoolWithMonth({ startDate: '2025-11-01', dates: [] });
    const a = await createDistribution(api.db, month, {
      studentName: 'Bo Li',
      studentIdNumber: 'S-2',
    });
    const token = world.admin.token;
    expect((await api.gql(DELETE, { ids: [a.id] }, { token })).errors).toBeUndefined();
    expect((await api.gql(COPY, { id: month.id }, { token })).errors).toBeUndefined();
    expect(
      (await api.gql(SUBMIT, { input: { termMonthId: month.id, comments: 'ok' } }, { token }))
        .errors,
    ).toBeUndefined();
    expect((await api.gql(DELETE_REPORTS, { ids: [month.id] }, { token })).errors).toBeUndefined();
    const entries = await auditOf(month.id);
    expect(entries.map((e) => e.action)).toEqual([
      'REPORT_STUDENTS_DELETED',
      // copyStudents found no earlier month: nothing added, nothing recorded
      'REPORT_SUBMITTED',
      'REPORT_DELETED',
    ]);
    expect(entries[0]!.before).toEqual({ month: '2025-11', students: ['Bo Li (S-2)'] });
    expect(entries[1]!.after).toEqual({ month: '2025-11', comments: 'ok' });
    expect(entries[2]!.before).toEqual({ month: '2025-11', submitted: true, comments: 'ok' });
  });

  it("records students copied by an admin, and none of an educator's own reporting", async () => {
    const { school, month: october } = await world.schoolWithMonth();
    await createDistribution(api.db, october, { studentName: 'Cy Ng', studentIdNumber: 'S-3' });
    const { createTermMonth } = await import('../../testing/factories.ts');
    const november = await createTermMonth(api.db, {
      schoolId: school.id,
      termId: world.term.id,
      startDate: '2025-11-01',
      dates: ['2025-11-07'],
    });
    const copied = await api.gql(COPY, { id: november.id }, { token: world.admin.token });
    expect(copied.data).toEqual({ copyStudents: 1 });
    expect(await auditOf(november.id)).toEqual([
      expect.objectContaining({
        action: 'REPORT_STUDENTS_ADDED',
        after: { month: '2025-11', studentsAdded: 1, from: 'the previous month' },
      }),
    ]);
    // The educator's own work on the October month is not an admin change.
    const own = await api.gql(
      SAVE,
      { input: studentInput(october, undefined, { studentIdNumber: 'S-9' }) },
      { token: world.educator.token },
    );
    expect(own.errors).toBeUndefined();
    await api.gql(
      SUBMIT,
      { input: { termMonthId: october.id, comments: null } },
      { token: world.educator.token },
    );
    expect(await auditOf(october.id)).toEqual([]);
  });

  it('records nothing when an admin saves a student unchanged', async () => {
    const { month } = await world.schoolWithMonth();
    const student = await createDistribution(api.db, month, {
      studentName: 'Di Oz',
      studentIdNumber: 'S-4',
      counts: [2, 2, 2, 2],
    });
    const again = await api.gql(
      SAVE,
      {
        input: studentInput(month, [2, 2, 2, 2], {
          distributionId: student.id,
          studentName: 'Di Oz',
          studentIdNumber: 'S-4',
        }),
      },
      { token: world.admin.token },
    );
    expect(again.errors).toBeUndefined();
    expect(await auditOf(month.id)).toEqual([]);
  });
});
