import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import {
  FOOD_SAFETY_ENTRIES_SHOWN,
  FOOD_SAFETY_MESSAGES,
} from '@portal/domain/programs/backpack-buddy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { foodSafetyEntries } from '../../db/schema/food-safety.ts';
import { schools } from '../../db/schema/schools.ts';
import { createSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { callers, type User } from '../admin-schools/test-world.ts';

const FIELDS = `schoolId foodSafetyStatus foodSafetyExpirationDate foodSafetyCertificate
  foodSafetyEntries { foodSafetyEntryId completedBy completionDate expirationDate createdAt }
  history { action entityType entityId changes { field before after } }`;

const SAVE = `mutation ($schoolId: Int!, $completedBy: String!, $completionDate: String!,
    $expirationDate: String!) {
  school: adminUpdateFoodSafety(schoolId: $schoolId, completedBy: $completedBy,
    completionDate: $completionDate, expirationDate: $expirationDate) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) {
  school: adminDeleteFoodSafetyEntry(foodSafetyEntryId: $id) { ${FIELDS} } }`;
const STATUS = `mutation ($schoolId: Int!, $status: String!) {
  school: adminUpdateFoodSafetyStatus(schoolId: $schoolId, foodSafetyStatus: $status) { ${FIELDS} } }`;
const DETAIL = `query ($id: Int!) { school: adminSchoolBackpackBuddy(schoolId: $id) { ${FIELDS} } }`;
const LIST = `query { rows: schoolsBackpackBuddy {
  schoolId foodSafetyStatus foodSafetyExpirationDate foodSafetyCertificate } }`;

interface Entry {
  foodSafetyEntryId: number;
  completedBy: string;
  completionDate: string;
  expirationDate: string;
}
interface School {
  schoolId: number;
  foodSafetyStatus: string | null;
  foodSafetyExpirationDate: string | null;
  foodSafetyCertificate: string;
  foodSafetyEntries: Entry[];
  history: {
    action: string;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}
interface ListRow {
  schoolId: number;
  foodSafetyStatus: string | null;
  foodSafetyExpirationDate: string | null;
  foodSafetyCertificate: string;
}

let api: TestApi;
let admin: User;
let educator: User;

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
});
afterAll(async () => {
  await api.close();
});

/** MM/DD/YYYY of today (UTC) plus some days. */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** A Backpack Buddy school (listed: it has a program status). */
const bbSchool = (name = 'Cedar Elementary') =>
  createSchool(api.db, { name, statusBackpackBuddy: 'ACTIVE' });

const entryOf = (schoolId: number, extra: Record<string, unknown> = {}) => ({
  schoolId,
  completedBy: '  Dana Reyes ',
  completionDate: '1/15/2026',
  expirationDate: inDays(400),
  ...extra,
});

/** As the admin unless a token (null: anonymous) is given. */
const save = (vars: Record<string, unknown>, token: string | null = admin.token) =>
  api.gql<{ school: School }>(SAVE, vars, { token: token ?? undefined });

async function rowsOf(schoolId: number) {
  return api.db.select().from(foodSafetyEntries).where(eq(foodSafetyEntries.schoolId, schoolId));
}
async function auditsOf(schoolId: number) {
  return api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'schools'), eq(auditLog.entityId, schoolId)));
}
async function statusOf(schoolId: number) {
  const [row] = await api.db
    .select({ status: schools.foodSafetyStatus })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return row?.status;
}

describe('adminUpdateFoodSafety', () => {
  it('records the entry, sets the status COMPLETED and audits both', async () => {
    const school = await bbSchool();
    const expiration = inDays(400);
    const result = await save(entryOf(school.id, { expirationDate: expiration }));
    expect(result.errors).toBeUndefined();
    const saved = result.data!.school;
    expect(saved.foodSafetyStatus).toBe('COMPLETED');
    expect(saved.foodSafetyCertificate).toBe('CURRENT');
    expect(saved.foodSafetyExpirationDate).toBe(expiration);
    expect(saved.foodSafetyEntries).toEqual([
      expect.objectContaining({
        completedBy: 'Dana Reyes',
        completionDate: '01/15/2026',
        expirationDate: expiration,
      }),
    ]);

    const [row] = await rowsOf(school.id);
    expect(row).toMatchObject({
      completedBy: 'Dana Reyes',
      completionDate: '2026-01-15',
      createdById: admin.id,
    });
    const audits = await auditsOf(school.id);
    expect(audits.map((a) => a.action).sort()).toEqual([
      'ADD_FOOD_SAFETY_ENTRY',
      'UPDATE_FOOD_SAFETY_STATUS',
    ]);
    const added = audits.find((a) => a.action === 'ADD_FOOD_SAFETY_ENTRY')!;
    expect(added.actorId).toBe(admin.id);
    expect(added.after).toEqual({
      foodSafetyEntryId: row!.id,
      completedBy: 'Dana Reyes',
      completionDate: '01/15/2026',
      expirationDate: expiration,
    });
    const status = audits.find((a) => a.action === 'UPDATE_FOOD_SAFETY_STATUS')!;
    expect(status.before).toEqual({ foodSafetyStatus: null });
    expect(status.after).toEqual({ foodSafetyStatus: 'COMPLETED' });
    // The school's history (School Profile tab) shows the change.
    expect(saved.history.map((h) => h.action)).toContain('ADD_FOOD_SAFETY_ENTRY');
  });

  it('lists the entries newest completion first; the latest expiration decides', async () => {
    const school = await bbSchool();
    await save(entryOf(school.id, { completionDate: '01/10/2024', expirationDate: '01/10/2025' }));
    const later = inDays(10);
    await save(entryOf(school.id, { completionDate: '03/01/2025', expirationDate: later }));
    await save(entryOf(school.id, { completionDate: '02/01/2024', expirationDate: '02/01/2025' }));
    const { data } = await api.gql<{ school: School }>(
      DETAIL,
      { id: school.id },
      { token: admin.token },
    );
    expect(data!.school.foodSafetyEntries.map((e) => e.completionDate)).toEqual([
      '03/01/2025',
      '02/01/2024',
      '01/10/2024',
    ]);
    expect(data!.school.foodSafetyExpirationDate).toBe(later);
    expect(data!.school.foodSafetyCertificate).toBe('EXPIRING_SOON');
  });

  it('keeps the status when the recorded certificate has already expired', async () => {
    const school = await bbSchool();
    const result = await save(
      entryOf(school.id, { completionDate: '01/01/2020', expirationDate: '01/01/2021' }),
    );
    expect(result.data!.school).toMatchObject({
      foodSafetyStatus: null,
      foodSafetyCertificate: 'EXPIRED',
      foodSafetyExpirationDate: '01/01/2021',
    });
    expect((await auditsOf(school.id)).map((a) => a.action)).toEqual(['ADD_FOOD_SAFETY_ENTRY']);
  });

  it.each([
    ['a blank name', { completedBy: '  ' }, MESSAGES.required, 'completedBy'],
    ['a blank completion date', { completionDate: '' }, MESSAGES.required, 'completionDate'],
    ['a blank expiration date', { expirationDate: ' ' }, MESSAGES.required, 'expirationDate'],
    ['month 13, day 45', { completionDate: '13/45/2026' }, MESSAGES.invalidDate, 'completionDate'],
    ['an ISO date', { expirationDate: '2027-01-01' }, MESSAGES.invalidDate, 'expirationDate'],
    ['a name too long', { completedBy: 'x'.repeat(256) }, MESSAGES.maxLength(255), 'completedBy'],
    [
      'an expiration before the completion',
      { completionDate: '06/01/2026', expirationDate: '05/31/2026' },
      FOOD_SAFETY_MESSAGES.expirationNotAfterCompletion,
      'expirationDate',
    ],
  ])('refuses %s with its message, writing nothing', async (_name, extra, message, field) => {
    const school = await bbSchool();
    const result = await save(entryOf(school.id, extra));
    expect(firstError(result)).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await rowsOf(school.id)).toEqual([]);
    expect(await auditsOf(school.id)).toEqual([]);
    expect(await statusOf(school.id)).toBeNull();
  });

  it('refuses a missing argument before anything runs', async () => {
    const school = await bbSchool();
    const result = await save({
      schoolId: school.id,
      completedBy: 'Dana',
      completionDate: '01/01/2026',
    });
    expect(result.errors?.[0]?.message).toMatch(/expirationDate/);
    expect(await rowsOf(school.id)).toEqual([]);
  });

  it("says 'Not found' for an unknown school", async () => {
    const result = await save(entryOf(999_999));
    expect(firstError(result)).toBe(MESSAGES.notFound);
  });

  it('refuses educators and anonymous callers, writing nothing', async () => {
    const school = await bbSchool();
    const asEducator = await save(entryOf(school.id), educator.token);
    expect(asEducator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await save(entryOf(school.id), null);
    expect(firstError(anonymous)).toBe(MESSAGES.notLoggedIn);
    expect(await rowsOf(school.id)).toEqual([]);
    expect(await auditsOf(school.id)).toEqual([]);
  });
});

describe('adminDeleteFoodSafetyEntry', () => {
  it('deletes the entry, audited with what it held; the status stays', async () => {
    const school = await bbSchool();
    const saved = await save(entryOf(school.id, { expirationDate: '12/31/2030' }));
    const id = saved.data!.school.foodSafetyEntries[0]!.foodSafetyEntryId;
    const result = await api.gql<{ school: School }>(DELETE, { id }, { token: admin.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.school).toMatchObject({
      foodSafetyEntries: [],
      foodSafetyCertificate: 'NONE',
      foodSafetyExpirationDate: null,
      foodSafetyStatus: 'COMPLETED',
    });
    expect(await rowsOf(school.id)).toEqual([]);
    const deleted = (await auditsOf(school.id)).find(
      (a) => a.action === 'DELETE_FOOD_SAFETY_ENTRY',
    );
    expect(deleted).toMatchObject({
      actorId: admin.id,
      before: {
        foodSafetyEntryId: id,
        completedBy: 'Dana Reyes',
        completionDate: '01/15/2026',
        expirationDate: '12/31/2030',
      },
      after: null,
    });
  });

  it("says 'Not found' for an unknown or already deleted entry", async () => {
    const unknown = await api.gql(DELETE, { id: 987_654 }, { token: admin.token });
    expect(firstError(unknown)).toBe(MESSAGES.notFound);
    const school = await bbSchool();
    const saved = await save(entryOf(school.id));
    const id = saved.data!.school.foodSafetyEntries[0]!.foodSafetyEntryId;
    await api.gql(DELETE, { id }, { token: admin.token });
    expect(firstError(await api.gql(DELETE, { id }, { token: admin.token }))).toBe(
      MESSAGES.notFound,
    );
  });

  it('refuses educators and anonymous callers, deleting nothing', async () => {
    const school = await bbSchool();
    const saved = await save(entryOf(school.id));
    const id = saved.data!.school.foodSafetyEntries[0]!.foodSafetyEntryId;
    const asEducator = await api.gql(DELETE, { id }, { token: educator.token });
    expect(asEducator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await api.gql(DELETE, { id }))).toBe(MESSAGES.notLoggedIn);
    expect(await rowsOf(school.id)).toHaveLength(1);
  });
});

describe('adminUpdateFoodSafetyStatus', () => {
  it('sets a status of the enumeration, audited; the same value again records nothing', async () => {
    const school = await bbSchool();
    const call = (status: string) =>
      api.gql<{ school: School }>(STATUS, { schoolId: school.id, status }, { token: admin.token });
    const result = await call('EXPIRED');
    expect(result.data!.school.foodSafetyStatus).toBe('EXPIRED');
    await call('EXPIRED');
    const audits = await auditsOf(school.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'UPDATE_FOOD_SAFETY_STATUS',
      before: { foodSafetyStatus: null },
      after: { foodSafetyStatus: 'EXPIRED' },
    });
  });

  it('refuses a value outside the enumeration, an unknown school and non-admins', async () => {
    const school = await bbSchool();
    const bad = await api.gql(
      STATUS,
      { schoolId: school.id, status: 'DONE' },
      { token: admin.token },
    );
    expect(firstError(bad)).toBe(MESSAGES.required);
    const unknown = await api.gql(
      STATUS,
      { schoolId: 999_998, status: 'COMPLETED' },
      { token: admin.token },
    );
    expect(firstError(unknown)).toBe(MESSAGES.notFound);
    const asEducator = await api.gql(
      STATUS,
      { schoolId: school.id, status: 'COMPLETED' },
      { token: educator.token },
    );
    expect(asEducator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await statusOf(school.id)).toBeNull();
    expect(await auditsOf(school.id)).toEqual([]);
  });
});

describe('the school and the school list', () => {
  it('bounds the entries shown, newest first', async () => {
    const school = await bbSchool();
    const total = FOOD_SAFETY_ENTRIES_SHOWN + 3;
    await api.db.insert(foodSafetyEntries).values(
      Array.from({ length: total }, (_, i) => ({
        schoolId: school.id,
        completedBy: `Person ${i}`,
        completionDate: `2020-01-01`,
        // The oldest entry expires last: it still decides the certificate.
        expirationDate: i === 0 ? '2099-12-31' : '2021-01-01',
      })),
    );
    const { data } = await api.gql<{ school: School }>(
      DETAIL,
      { id: school.id },
      { token: admin.token },
    );
    expect(data!.school.foodSafetyEntries).toHaveLength(FOOD_SAFETY_ENTRIES_SHOWN);
    expect(data!.school.foodSafetyEntries[0]!.completedBy).toBe(`Person ${total - 1}`);
    expect(data!.school.foodSafetyExpirationDate).toBe('12/31/2099');
    expect(data!.school.foodSafetyCertificate).toBe('CURRENT');
  });

  it('reads the school with one food safety statement, whatever the fields asked', async () => {
    const school = await bbSchool();
    await save(entryOf(school.id));
    const withoutFoodSafety = `query ($id: Int!) { school: adminSchoolBackpackBuddy(schoolId: $id) { schoolId } }`;
    api.statements.length = 0;
    await api.gql(withoutFoodSafety, { id: school.id }, { token: admin.token });
    const base = api.statements.length;
    api.statements.length = 0;
    await api.gql(DETAIL, { id: school.id }, { token: admin.token });
    const food = api.statements.filter((s) => s.includes('food_safety_entries'));
    expect(food).toHaveLength(1);
    expect(api.statements.length).toBe(base + 1);
  });

  it('shows each listed school its state: expired, expiring soon, current or none', async () => {
    const expired = await bbSchool('List Expired');
    const soon = await bbSchool('List Soon');
    const current = await bbSchool('List Current');
    const none = await bbSchool('List None');
    await save(entryOf(expired.id, { completionDate: '01/01/2020', expirationDate: inDays(-1) }));
    await save(entryOf(soon.id, { completionDate: '01/01/2020', expirationDate: inDays(0) }));
    await save(entryOf(current.id, { completionDate: '01/01/2020', expirationDate: inDays(31) }));
    const { data, errors } = await api.gql<{ rows: ListRow[] }>(LIST, {}, { token: admin.token });
    expect(errors).toBeUndefined();
    const byId = new Map(data!.rows.map((r) => [r.schoolId, r]));
    expect(byId.get(expired.id)).toMatchObject({
      foodSafetyCertificate: 'EXPIRED',
      foodSafetyExpirationDate: inDays(-1),
      foodSafetyStatus: null,
    });
    expect(byId.get(soon.id)).toMatchObject({
      foodSafetyCertificate: 'EXPIRING_SOON',
      foodSafetyStatus: 'COMPLETED',
    });
    expect(byId.get(current.id)).toMatchObject({ foodSafetyCertificate: 'CURRENT' });
    expect(byId.get(none.id)).toMatchObject({
      foodSafetyCertificate: 'NONE',
      foodSafetyExpirationDate: null,
    });
  });

  it('keeps the list to one statement whatever the number of schools with entries', async () => {
    // Each measure reads the list afresh: a write came after the last read.
    const measure = async () => {
      api.statements.length = 0;
      await api.gql(LIST, {}, { token: admin.token });
      return api.statements.length;
    };
    await save(entryOf((await bbSchool('Few')).id));
    const few = await measure();
    for (let i = 0; i < 5; i++) {
      const school = await bbSchool(`Many ${i}`);
      await save(entryOf(school.id));
    }
    expect(await measure()).toBe(few);
    // The session lookup, the snapshot check and the list's one statement.
    expect(few).toBe(3);
  });
});
