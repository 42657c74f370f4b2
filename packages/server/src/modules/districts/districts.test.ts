import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { districts } from '../../db/schema/districts.ts';
import { createDistrict, createSchool, createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

const FIELDS = `id districtId name deletedAt updatedAt schoolCount schools
  history { action entityType entityId actorName changes { field before after } }`;
const LIST = `query { adminDistricts { ${FIELDS} } }`;
const DETAILS = `query ($id: Int!) { adminDistrictDetails(districtId: $id) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: AdminUpdateDistrictInput!) { adminUpdateDistrict(input: $input) { ${FIELDS} } }`;
const ARCHIVE = `mutation ($id: Int!) { adminArchiveDistrict(districtId: $id) { ${FIELDS} } }`;
const RESTORE = `mutation ($id: Int!) { adminRestoreDistrict(districtId: $id) { ${FIELDS} } }`;
const ALL_DISTRICTS = `query { allDistricts { districtId name } }`;

interface District {
  id: string;
  districtId: number;
  name: string;
  deletedAt: string | null;
  updatedAt: string;
  schoolCount: number;
  schools: string[];
  history: {
    action: string;
    entityType: string;
    entityId: number;
    actorName: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

let api: TestApi;
let admin: { id: number; token: string };
let educator: { id: number; token: string };

const asAdmin = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
) => api.gql<T>(query, variables, { token: admin.token });
const districtRow = async (id: number) =>
  (await api.db.select().from(districts).where(eq(districts.id, id)))[0];
const tableCounts = async () => ({
  districts: (await api.db.select({ n: count() }).from(districts))[0]!.n,
  audit: (await api.db.select({ n: count() }).from(auditLog))[0]!.n,
});

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  educator = await createUser(api.db);
});
afterAll(async () => {
  await api.close();
});

describe('adminDistricts', () => {
  it('lists every district, archived ones too, by name in any case, with all its schools counted', async () => {
    const beta = await createDistrict(api.db, 'beta ISD');
    const alpha = await createDistrict(api.db, 'Alpha ISD');
    const gone = await createDistrict(api.db, 'Gamma ISD');
    await api.db.update(districts).set({ deletedAt: new Date() }).where(eq(districts.id, gone.id));
    await createSchool(api.db, { districtId: alpha.id });
    await createSchool(api.db, { districtId: alpha.id, deletedAt: new Date() });
    await createSchool(api.db, { districtId: beta.id });

    const result = await asAdmin<{ adminDistricts: District[] }>(LIST);
    expect(result.errors).toBeUndefined();
    const list = result.data!.adminDistricts;
    expect(list.map((d) => [d.name, d.schoolCount, d.deletedAt !== null])).toEqual([
      ['Alpha ISD', 2, false],
      ['beta ISD', 1, false],
      ['Gamma ISD', 0, true],
    ]);
    expect(list[0]).toMatchObject({ id: String(alpha.id), districtId: alpha.id });
    expect(list.every((d) => d.schools.length === 0 && d.history.length === 0)).toBe(true);
  });

  it('reads the list in one statement however many districts and schools there are', async () => {
    const statementsForList = async () => {
      api.statements.length = 0;
      const result = await asAdmin<{ adminDistricts: District[] }>(LIST);
      return { statements: [...api.statements], size: result.data!.adminDistricts.length };
    };
    // Kept, then a write: both reads below miss the kept list (db/snapshot-cache.ts).
    await statementsForList();
    await createDistrict(api.db, 'Few ISD');
    const small = await statementsForList();
    for (let i = 0; i < 20; i += 1) {
      const district = await createDistrict(api.db, `Many ${i}`);
      await createSchool(api.db, { districtId: district.id });
    }
    const large = await statementsForList();
    expect(large.size).toBe(small.size + 20);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.filter((s) => /from "districts"/.test(s))).toHaveLength(1);
  });
});

describe('adminDistrictDetails', () => {
  it('gives the names of all its schools by name', async () => {
    const district = await createDistrict(api.db, 'Detail ISD');
    await createSchool(api.db, { districtId: district.id, name: 'Zeta Elementary' });
    await createSchool(api.db, {
      districtId: district.id,
      name: 'Apple Middle',
      deletedAt: new Date(),
    });
    const result = await asAdmin<{ adminDistrictDetails: District }>(DETAILS, { id: district.id });
    expect(result.data!.adminDistrictDetails).toMatchObject({
      name: 'Detail ISD',
      schoolCount: 2,
      schools: ['Apple Middle', 'Zeta Elementary'],
      history: [],
    });
  });

  it('answers Not found for an unknown district', async () => {
    expect(firstError(await asAdmin(DETAILS, { id: 999_999 }))).toBe(MESSAGES.notFound);
  });
});

describe('adminUpdateDistrict', () => {
  it('creates a district, records who did it and offers it in the educator selects', async () => {
    const result = await asAdmin<{ adminUpdateDistrict: District }>(UPDATE, {
      input: { name: '  Created ISD ' },
    });
    expect(result.errors).toBeUndefined();
    const created = result.data!.adminUpdateDistrict;
    expect(created).toMatchObject({ name: 'Created ISD', schoolCount: 0, schools: [] });
    expect((await districtRow(created.districtId))?.name).toBe('Created ISD');
    expect(created.history).toEqual([
      {
        action: 'CREATE',
        entityType: 'districts',
        entityId: created.districtId,
        actorName: 'Ada Admin',
        changes: [{ field: 'name', before: null, after: '"Created ISD"' }],
      },
    ]);
    const all = await api.gql<{ allDistricts: { name: string }[] }>(
      ALL_DISTRICTS,
      {},
      { token: educator.token },
    );
    expect(all.data!.allDistricts.map((d) => d.name)).toContain('Created ISD');
  });

  it('renames a district and shows the old and new name in its history', async () => {
    const district = await createDistrict(api.db, 'Old Name ISD');
    const result = await asAdmin<{ adminUpdateDistrict: District }>(UPDATE, {
      input: { districtId: district.id, name: 'New Name ISD' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminUpdateDistrict).toMatchObject({
      districtId: district.id,
      name: 'New Name ISD',
    });
    expect((await districtRow(district.id))?.name).toBe('New Name ISD');
    const details = await asAdmin<{ adminDistrictDetails: District }>(DETAILS, { id: district.id });
    expect(details.data!.adminDistrictDetails.history).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        actorName: 'Ada Admin',
        changes: [{ field: 'name', before: '"Old Name ISD"', after: '"New Name ISD"' }],
      }),
    ]);
  });

  it('lets a district change only the letter case of its own name', async () => {
    const district = await createDistrict(api.db, 'case isd');
    const result = await asAdmin<{ adminUpdateDistrict: District }>(UPDATE, {
      input: { districtId: district.id, name: 'Case ISD' },
    });
    expect(result.errors).toBeUndefined();
    expect((await districtRow(district.id))?.name).toBe('Case ISD');
  });

  it('records nothing when the name does not change', async () => {
    const district = await createDistrict(api.db, 'Same ISD');
    const before = await tableCounts();
    await asAdmin(UPDATE, { input: { districtId: district.id, name: 'Same ISD' } });
    expect(await tableCounts()).toEqual(before);
  });

  it.each([
    ['a blank name', { name: '   ' }, MESSAGES.required],
    [
      "another district's name in another case (create)",
      { name: 'TAKEN isd' },
      MESSAGES.districtNameTaken,
    ],
  ])('refuses %s and writes nothing', async (_name, input, message) => {
    await createDistrict(api.db, 'Taken ISD').catch(() => undefined);
    const before = await tableCounts();
    const result = await asAdmin(UPDATE, { input });
    expect(firstError(result)).toBe(message);
    expect(result.errors?.[0]?.extensions?.field).toBe('name');
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses to rename a district to another district's name", async () => {
    await createDistrict(api.db, 'First Taken ISD');
    const district = await createDistrict(api.db, 'Keeps Its Name ISD');
    const before = await tableCounts();
    const result = await asAdmin(UPDATE, {
      input: { districtId: district.id, name: 'first taken isd' },
    });
    expect(firstError(result)).toBe(MESSAGES.districtNameTaken);
    expect((await districtRow(district.id))?.name).toBe('Keeps Its Name ISD');
    expect(await tableCounts()).toEqual(before);
  });

  it('answers Not found when renaming an unknown district', async () => {
    const before = await tableCounts();
    const result = await asAdmin(UPDATE, { input: { districtId: 999_999, name: 'Ghost ISD' } });
    expect(firstError(result)).toBe(MESSAGES.notFound);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('adminArchiveDistrict and adminRestoreDistrict', () => {
  it('archives a district (hidden from educator selects) and restores it, with history', async () => {
    const district = await createDistrict(api.db, 'Archivable ISD');
    const educatorNames = async () =>
      (
        await api.gql<{ allDistricts: { name: string }[] }>(
          ALL_DISTRICTS,
          {},
          { token: educator.token },
        )
      ).data!.allDistricts.map((d) => d.name);

    const archived = await asAdmin<{ adminArchiveDistrict: District }>(ARCHIVE, {
      id: district.id,
    });
    expect(archived.errors).toBeUndefined();
    expect(archived.data!.adminArchiveDistrict.deletedAt).not.toBeNull();
    expect((await districtRow(district.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await educatorNames()).not.toContain('Archivable ISD');

    // Archiving again changes nothing and records nothing.
    const before = await tableCounts();
    await asAdmin(ARCHIVE, { id: district.id });
    expect(await tableCounts()).toEqual(before);

    const restored = await asAdmin<{ adminRestoreDistrict: District }>(RESTORE, {
      id: district.id,
    });
    expect(restored.data!.adminRestoreDistrict.deletedAt).toBeNull();
    expect((await districtRow(district.id))?.deletedAt).toBeNull();
    expect(await educatorNames()).toContain('Archivable ISD');
    expect(restored.data!.adminRestoreDistrict.history.map((h) => h.action)).toEqual([
      'RESTORE',
      'ARCHIVE',
    ]);
    expect(restored.data!.adminRestoreDistrict.history[1]!.changes).toEqual([
      { field: 'deletedAt', before: null, after: expect.stringMatching(/^"\d{4}-/) },
    ]);
  });

  it.each([ARCHIVE, RESTORE])('answers Not found for an unknown district', async (mutation) => {
    expect(firstError(await asAdmin(mutation, { id: 999_999 }))).toBe(MESSAGES.notFound);
  });
});

describe('who may call the district operations', () => {
  it.each([
    ['adminDistricts', LIST, () => ({})],
    ['adminDistrictDetails', DETAILS, (id: number) => ({ id })],
    ['adminUpdateDistrict (create)', UPDATE, () => ({ input: { name: 'Sneaky ISD' } })],
    [
      'adminUpdateDistrict (rename)',
      UPDATE,
      (id: number) => ({ input: { districtId: id, name: 'Sneaky ISD' } }),
    ],
    ['adminArchiveDistrict', ARCHIVE, (id: number) => ({ id })],
    ['adminRestoreDistrict', RESTORE, (id: number) => ({ id })],
  ])(
    'refuses %s to educators and anonymous callers and writes nothing',
    async (_n, query, vars) => {
      const district = await createDistrict(api.db);
      const before = await tableCounts();
      const variables = vars(district.id);
      const asEducator = await api.gql(query, variables, { token: educator.token });
      expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
      expect(asEducator.data).toBeNull();
      expect(firstError(await api.gql(query, variables))).toBe(MESSAGES.notLoggedIn);
      expect(await tableCounts()).toEqual(before);
      expect(await districtRow(district.id)).toMatchObject({
        name: district.name,
        deletedAt: null,
      });
    },
  );
});
