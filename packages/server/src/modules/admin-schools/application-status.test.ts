import { eq } from 'drizzle-orm';
import { MESSAGES, type SchoolProgram } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchoolMarket } from '../../db/schema/application-school-market.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { createSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { createSignatureRequest } from '../signatures/requests.ts';
import { programConfig } from './programs.ts';
import {
  callers,
  createApplication,
  programTerm,
  schoolRow,
  SCHOOL_FIELDS,
  type SchoolResult,
  type User,
} from './test-world.ts';

const UPDATE = `mutation ($input: AdminUpdateApplicationsInput!) {
  school: adminUpdateApplications(input: $input) { ${SCHOOL_FIELDS} } }`;
const DELETE = `mutation ($program: SchoolProgram!, $id: Int!) {
  school: adminDeleteApplication(program: $program, applicationId: $id) { ${SCHOOL_FIELDS} } }`;

let api: TestApi;
let admin: User;
let educator: User;
const terms: Partial<Record<SchoolProgram, { id: number; year: number }>> = {};

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
  for (const program of ['BACKPACK_BUDDY', 'SCHOOL_MARKET', 'TEACHERS_AID'] as const) {
    terms[program] = await programTerm(api.db, program, 2025);
  }
});
afterAll(async () => {
  await api.close();
});

/** As an admin unless another caller is named (null: anonymous). */
const update = (input: Record<string, unknown>, caller: User | null = admin) =>
  api.gql<{ school: SchoolResult }>(UPDATE, { input }, { token: caller?.token });

async function statusOf(program: SchoolProgram, id: number) {
  const { table } = programConfig(program);
  const [row] = await api.db
    .select({ status: table.status, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

let counter = 0;

/** A school with one application per given status in successive terms of the program. */
async function schoolWith(
  program: SchoolProgram,
  statuses: ('APPROVED' | 'DENIED' | 'IN_PROGRESS' | 'PENDING_PRINCIPAL')[],
) {
  const school = await createSchool(api.db);
  const apps = [];
  for (const [i, status] of statuses.entries()) {
    const term =
      i === 0 ? terms[program]! : await programTerm(api.db, program, 2000 + (counter += 1));
    apps.push(
      await createApplication(api.db, program, { schoolId: school.id, termId: term.id, status }),
    );
  }
  return { school, apps };
}

describe('adminUpdateApplications', () => {
  it('changes statuses, sets the first year on a first approval, and audits each change', async () => {
    const { school, apps } = await schoolWith('BACKPACK_BUDDY', ['PENDING_PRINCIPAL', 'DENIED']);
    const [pending, denied] = apps;
    const result = await update({
      program: 'BACKPACK_BUDDY',
      schoolId: school.id,
      applications: [
        { id: pending!.id, status: 'APPROVED' },
        // Unchanged: allowed, not audited.
        { id: denied!.id, status: 'DENIED' },
      ],
    });
    expect(result.errors).toBeUndefined();
    const saved = result.data!.school;
    expect(saved.applications.find((a) => a.applicationId === pending!.id)!.status).toBe(
      'APPROVED',
    );
    expect(saved.firstYearApplied).toBe(2025);
    expect(saved.returning).not.toBe('N/A');
    const entries = saved.history.filter((h) => h.action === 'UPDATE_APPLICATION_STATUS');
    expect(entries.map((h) => [h.entityType, h.entityId])).toEqual(
      expect.arrayContaining([
        ['application_backpack_buddy', pending!.id],
        ['schools', school.id],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(entries.find((h) => h.entityType !== 'schools')!.changes).toEqual([
      { field: 'status', before: '"PENDING_PRINCIPAL"', after: '"APPROVED"' },
    ]);

    // A later approval keeps the first year.
    const again = await update({
      program: 'BACKPACK_BUDDY',
      schoolId: school.id,
      applications: [{ id: denied!.id, status: 'APPROVED' }],
    });
    expect(again.errors).toBeUndefined();
    expect((await schoolRow(api.db, school.id))!.firstYearAppliedBackpackBuddy).toBe(2025);
  });

  it('waitlists School Market applications', async () => {
    const { school, apps } = await schoolWith('SCHOOL_MARKET', ['PENDING_PRINCIPAL']);
    const result = await update({
      program: 'SCHOOL_MARKET',
      schoolId: school.id,
      applications: [{ id: apps[0]!.id, status: 'WAITLISTED' }],
    });
    expect(result.errors).toBeUndefined();
    const [row] = await api.db
      .select()
      .from(applicationSchoolMarket)
      .where(eq(applicationSchoolMarket.id, apps[0]!.id));
    expect(row).toMatchObject({ status: 'WAITLISTED', waitlisted: true });
    expect(row!.waitlistedAt).toBeInstanceOf(Date);
    expect((await schoolRow(api.db, school.id))!.firstYearAppliedSchoolMarket).toBeNull();
  });

  it.each([
    ['an IN_PROGRESS row', 'IN_PROGRESS', 'APPROVED'],
    ['PENDING_PRINCIPAL chosen', 'APPROVED', 'PENDING_PRINCIPAL'],
    ['IN_PROGRESS chosen', 'DENIED', 'IN_PROGRESS'],
    ['a status the program does not use', 'APPROVED', 'WAITLISTED'],
  ] as const)('refuses %s and changes nothing of the batch', async (_name, from, to) => {
    const { school, apps } = await schoolWith('BACKPACK_BUDDY', [from, 'PENDING_PRINCIPAL']);
    const result = await update({
      program: 'BACKPACK_BUDDY',
      schoolId: school.id,
      applications: [
        { id: apps[1]!.id, status: 'APPROVED' },
        { id: apps[0]!.id, status: to },
      ],
    });
    expect(firstError(result)).toBe('This status cannot be chosen');
    expect((await statusOf('BACKPACK_BUDDY', apps[0]!.id))!.status).toBe(from);
    expect((await statusOf('BACKPACK_BUDDY', apps[1]!.id))!.status).toBe('PENDING_PRINCIPAL');
    expect((await schoolRow(api.db, school.id))!.firstYearAppliedBackpackBuddy).toBeNull();
  });

  it("is 'Not found' for another school's, another program's or a deleted application", async () => {
    const { school, apps } = await schoolWith('BACKPACK_BUDDY', ['PENDING_PRINCIPAL']);
    const other = await schoolWith('BACKPACK_BUDDY', ['PENDING_PRINCIPAL']);
    const market = await createApplication(api.db, 'SCHOOL_MARKET', {
      schoolId: school.id,
      termId: terms.SCHOOL_MARKET!.id,
    });
    const deleted = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: (await programTerm(api.db, 'BACKPACK_BUDDY', 1990)).id,
      deletedAt: new Date(),
    });
    for (const stranger of [other.apps[0]!.id, market.id, deleted.id]) {
      const result = await update({
        program: 'BACKPACK_BUDDY',
        schoolId: school.id,
        applications: [
          { id: apps[0]!.id, status: 'APPROVED' },
          { id: stranger, status: 'DENIED' },
        ],
      });
      expect(firstError(result)).toBe(MESSAGES.notFound);
    }
    expect((await statusOf('BACKPACK_BUDDY', apps[0]!.id))!.status).toBe('PENDING_PRINCIPAL');
    expect((await statusOf('BACKPACK_BUDDY', other.apps[0]!.id))!.status).toBe('PENDING_PRINCIPAL');
    expect((await statusOf('SCHOOL_MARKET', market.id))!.status).toBe('PENDING_PRINCIPAL');
  });

  it('explains a reopened application whose term has another one', async () => {
    const school = await createSchool(api.db);
    const term = terms.TEACHERS_AID!;
    const denied = await createApplication(api.db, 'TEACHERS_AID', {
      schoolId: school.id,
      termId: term.id,
      status: 'DENIED',
    });
    await createApplication(api.db, 'TEACHERS_AID', { schoolId: school.id, termId: term.id });
    const result = await update({
      program: 'TEACHERS_AID',
      schoolId: school.id,
      applications: [{ id: denied.id, status: 'APPROVED' }],
    });
    expect(firstError(result)).toBe(MESSAGES.applicationInProgress('Teachers Aid', 2025));
    expect((await statusOf('TEACHERS_AID', denied.id))!.status).toBe('DENIED');
  });

  it('is refused to educators and anonymous callers', async () => {
    const { school, apps } = await schoolWith('BACKPACK_BUDDY', ['PENDING_PRINCIPAL']);
    const input = {
      program: 'BACKPACK_BUDDY',
      schoolId: school.id,
      applications: [{ id: apps[0]!.id, status: 'APPROVED' }],
    };
    expect(firstError(await update(input, educator))).toBe(MESSAGES.forbidden);
    expect(firstError(await update(input, null))).toBe(MESSAGES.notLoggedIn);
    expect((await statusOf('BACKPACK_BUDDY', apps[0]!.id))!.status).toBe('PENDING_PRINCIPAL');
  });
});

describe('adminDeleteApplication', () => {
  it('soft-deletes the application, stops its links and audits it', async () => {
    const { school, apps } = await schoolWith('BACKPACK_BUDDY', ['PENDING_PRINCIPAL', 'APPROVED']);
    await createSignatureRequest(api.db, {
      program: 'BACKPACK_BUDDY',
      applicationId: apps[0]!.id,
      principalEmail: 'p@school.test',
      principalFirstName: 'Pat',
      schoolName: 'X',
      publicUrl: 'http://portal.test',
      ttlDays: 30,
      submittedById: null,
    });
    const result = await api.gql<{ school: SchoolResult }>(
      DELETE,
      { program: 'BACKPACK_BUDDY', id: apps[0]!.id },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    const saved = result.data!.school;
    expect(saved.schoolId).toBe(school.id);
    expect(saved.applications.map((a) => a.applicationId)).toEqual([apps[1]!.id]);
    expect(saved.history[0]).toMatchObject({
      action: 'DELETE_APPLICATION',
      entityType: 'application_backpack_buddy',
      entityId: apps[0]!.id,
    });
    expect((await statusOf('BACKPACK_BUDDY', apps[0]!.id))!.deletedAt).toBeInstanceOf(Date);
    const [link] = await api.db
      .select()
      .from(principalSignatures)
      .where(eq(principalSignatures.applicationBackpackBuddyId, apps[0]!.id));
    expect(link!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());

    const twice = await api.gql(
      DELETE,
      { program: 'BACKPACK_BUDDY', id: apps[0]!.id },
      { token: admin.token },
    );
    expect(firstError(twice)).toBe(MESSAGES.notFound);
    // The id of a Backpack Buddy application is not a Teachers Aid one.
    const wrongProgram = await api.gql(
      DELETE,
      { program: 'TEACHERS_AID', id: apps[1]!.id },
      { token: admin.token },
    );
    expect(firstError(wrongProgram)).toBe(MESSAGES.notFound);
    expect((await statusOf('BACKPACK_BUDDY', apps[1]!.id))!.deletedAt).toBeNull();
  });

  it('is refused to educators and anonymous callers', async () => {
    const { apps } = await schoolWith('SCHOOL_MARKET', ['APPROVED']);
    const vars = { program: 'SCHOOL_MARKET', id: apps[0]!.id };
    expect(firstError(await api.gql(DELETE, vars, { token: educator.token }))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(DELETE, vars))).toBe(MESSAGES.notLoggedIn);
    expect((await statusOf('SCHOOL_MARKET', apps[0]!.id))!.deletedAt).toBeNull();
  });
});
