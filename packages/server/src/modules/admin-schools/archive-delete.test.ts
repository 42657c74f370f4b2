import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationEntries } from '../../db/schema/allocations.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { teachers } from '../../db/schema/application-teachers-aid.ts';
import { foodSafetyEntries } from '../../db/schema/food-safety.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import type { Db } from '../../db/client.ts';
import {
  createDistribution,
  createReport,
  createSchool,
  createTermMonth,
  linkSchool,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { SCHOOL_PROGRAM_CONFIG } from './programs.ts';
import {
  callers,
  createApplication,
  createRoster,
  programTerm,
  schoolRow,
  type User,
} from './test-world.ts';

const ARCHIVE = `mutation ($id: Int!) { adminArchiveSchool(schoolId: $id) }`;
const RESTORE = `mutation ($id: Int!) { adminRestoreSchool(schoolId: $id) }`;
const DELETE = `mutation ($id: Int!) { adminDeleteSchool(schoolId: $id) }`;

let api: TestApi;
let admin: User;
let educator: User;
let terms: Record<string, { id: number }>;

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
  terms = {};
  for (const program of Object.keys(SCHOOL_PROGRAM_CONFIG)) {
    terms[program] = await programTerm(api.db, program as 'BACKPACK_BUDDY', 2025);
  }
});
afterAll(async () => {
  await api.close();
});

const mutate = (query: string, id: number, caller: User | null = admin) =>
  api.gql(query, { id }, { token: caller?.token });

describe('adminArchiveSchool and adminRestoreSchool', () => {
  it('set and clear deletedAt, audited', async () => {
    const school = await createSchool(api.db);
    expect((await mutate(ARCHIVE, school.id)).data).toEqual({ adminArchiveSchool: true });
    const archivedAt = (await schoolRow(api.db, school.id))!.deletedAt;
    expect(archivedAt).toBeInstanceOf(Date);
    // Archiving again keeps the first date and writes no second entry.
    await mutate(ARCHIVE, school.id);
    expect((await schoolRow(api.db, school.id))!.deletedAt).toEqual(archivedAt);
    expect((await mutate(RESTORE, school.id)).data).toEqual({ adminRestoreSchool: true });
    expect((await schoolRow(api.db, school.id))!.deletedAt).toBeNull();
    const entries = await api.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'schools' and ${auditLog.entityId} = ${school.id}`)
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: 'ARCHIVE', actorId: admin.id },
      { action: 'RESTORE', actorId: admin.id },
    ]);
  });

  it("is 'Not found' for an unknown school and refused to educators and anonymous callers", async () => {
    expect(firstError(await mutate(ARCHIVE, 999_999))).toBe(MESSAGES.notFound);
    expect(firstError(await mutate(RESTORE, 999_999))).toBe(MESSAGES.notFound);
    const school = await createSchool(api.db);
    for (const query of [ARCHIVE, RESTORE, DELETE]) {
      expect(firstError(await mutate(query, school.id, educator))).toBe(MESSAGES.forbidden);
      expect(firstError(await mutate(query, school.id, null))).toBe(MESSAGES.notLoggedIn);
    }
    expect(await schoolRow(api.db, school.id)).toMatchObject({ deletedAt: null });
  });
});

/** Every foreign key of the database: child table and column → parent table (its id). */
async function foreignKeys(db: Db) {
  const result = await db.execute(sql`
    select kcu.table_name as child, kcu.column_name as "column", ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`);
  return (result as unknown as { rows: { child: string; column: string; parent: string }[] }).rows;
}

/**
 * The ids of every row that depends on the school, table by table: rows referring to the school,
 * rows referring to those, and so on (read from the database's own foreign keys, so a table
 * added later is checked too).
 */
async function dependents(db: Db, schoolId: number) {
  const keys = await foreignKeys(db);
  const found = new Map<string, Set<number>>([['schools', new Set([schoolId])]]);
  const queue = ['schools'];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    const parentIds = [...found.get(parent)!];
    for (const key of keys.filter((k) => k.parent === parent)) {
      const result = await db.execute(
        sql`select id from ${sql.identifier(key.child)} where ${sql.identifier(key.column)} in (${sql.join(
          parentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
      if (ids.length === 0) continue;
      const set = found.get(key.child) ?? new Set<number>();
      const before = set.size;
      ids.forEach((id) => set.add(id));
      found.set(key.child, set);
      if (set.size > before) queue.push(key.child);
    }
  }
  return found;
}

async function remaining(db: Db, table: string, ids: Set<number>) {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where id in (${sql.join(
      [...ids].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** A school with data in every table that can depend on one. */
async function fullSchool() {
  const school = await createSchool(api.db, { name: 'Doomed High' });
  await linkSchool(api.db, educator.id, school.id);
  for (const [program, config] of Object.entries(SCHOOL_PROGRAM_CONFIG)) {
    await createRoster(api.db, config.program, school.id);
    const app = await createApplication(api.db, config.program, {
      schoolId: school.id,
      termId: terms[program]!.id,
    });
    await api.db.insert(principalSignatures).values({
      program: config.program,
      [config.signatureColumn]: app.id,
      tokenHash: `hash-${program}-${app.id}`,
      principalEmail: 'p@school.test',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    if (program === 'TEACHERS_AID') {
      await api.db.insert(teachers).values({
        applicationTeachersAidId: app.id,
        firstName: 'T',
        lastName: 'A',
        email: 't@a.test',
      });
    }
  }
  const month = await createTermMonth(api.db, {
    schoolId: school.id,
    termId: terms.BACKPACK_BUDDY!.id,
    startDate: '2025-10-01',
    dates: ['2025-10-03', '2025-10-10'],
  });
  await createDistribution(api.db, month, { counts: [1, 2] });
  await createReport(api.db, { termMonthId: month.id, submittedById: educator.id });
  await api.db.insert(allocationEntries).values({ schoolId: school.id, weeklyAllocation: 12 });
  await api.db.insert(foodSafetyEntries).values({
    schoolId: school.id,
    completedBy: 'Chef',
    completionDate: '2025-01-01',
    expirationDate: '2027-01-01',
  });
  return school;
}

describe('adminDeleteSchool', () => {
  it('deletes the school and everything that depends on it, in one go, with an audit snapshot', async () => {
    const keep = await fullSchool();
    const school = await fullSchool();
    const before = await dependents(api.db, school.id);
    // The set-up reaches every kind of dependent row, so the check below means something.
    expect([...before.keys()].sort()).toEqual(
      expect.arrayContaining([
        'allocation_entries',
        'application_backpack_buddy',
        'application_school_market',
        'application_teachers_aid',
        'distribution_date_entries',
        'distribution_reports',
        'distributions',
        'food_safety_entries',
        'principal_signatures',
        'school_team_members',
        'schools',
        'teachers',
        'term_month_distribution_dates',
        'term_months',
        'user_schools',
      ]),
    );
    const keptBefore = await dependents(api.db, keep.id);

    const result = await mutate(DELETE, school.id);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ adminDeleteSchool: true });
    for (const [table, ids] of before) {
      expect(await remaining(api.db, table, ids), table).toBe(0);
    }
    // Another school keeps all of its data.
    for (const [table, ids] of keptBefore) {
      expect(await remaining(api.db, table, ids), table).toBe(ids.size);
    }
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'DELETE' and ${auditLog.entityId} = ${school.id}`);
    expect(entry).toMatchObject({ entityType: 'schools', actorId: admin.id, after: null });
    expect(entry!.before).toMatchObject({ name: 'Doomed High' });

    expect(firstError(await mutate(DELETE, school.id))).toBe(MESSAGES.notFound);
  });
});
