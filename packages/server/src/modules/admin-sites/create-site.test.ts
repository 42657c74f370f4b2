import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { sites } from '../../db/schema/sites.ts';
import { createSite } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  LIST,
  SITE_FIELDS,
  auditOf,
  callers,
  siteRow,
  type ListRow,
  type SiteResult,
  type User,
} from './test-world.ts';

const CREATE = `mutation ($input: AdminCreateSiteInput!) {
  site: adminCreateSite(input: $input) { ${SITE_FIELDS} } }`;
const ALL_SITES = `query { allSites { siteId name } }`;

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

let serial = 0;

/** A complete new site's profile, named for the test (each test adds sites of its own). */
function profile(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: ` New Site ${serial} `,
    type: 'HEAD_START',
    address1: `${serial} Oak St`,
    address2: '',
    crossStreet: 'Elm St',
    city: 'Katy',
    county: 'HARRIS',
    state: 'TX',
    zip: '77449',
    closestSchool: 'Katy High',
    notes: 'Gate code at the office',
    ...extra,
  };
}

const create = (input: Record<string, unknown>, token: string | undefined) =>
  api.gql<{ site: SiteResult }>(CREATE, { input }, { token });

/** How many sites and site audit entries there are: what a refused call must leave alone. */
async function written() {
  const [siteCount] = await api.db.select({ n: count() }).from(sites);
  const [auditCount] = await api.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.entityType, 'sites'));
  return { sites: siteCount!.n, audit: auditCount!.n };
}

describe('adminCreateSite', () => {
  it('adds the site with its profile trimmed, lastEdited set, audited as CREATE', async () => {
    const input = profile();
    const result = await create(input, admin.token);
    expect(result.errors).toBeUndefined();
    const site = result.data!.site;
    expect(site).toMatchObject({
      name: input.name.trim(),
      type: 'HEAD_START',
      address2: null,
      notes: 'Gate code at the office',
      deletedAt: null,
      programStatus: null,
      firstYearApplied: null,
      returning: 'N/A',
      siteMembers: [],
      applications: [],
    });
    expect(site.lastEdited).not.toBeNull();
    expect(await siteRow(api.db, site.siteId)).toMatchObject({
      name: input.name.trim(),
      address1: input.address1,
      crossStreet: 'Elm St',
      city: 'Katy',
      county: 'HARRIS',
      state: 'TX',
      zip: '77449',
      closestSchool: 'Katy High',
      deletedAt: null,
    });
    const entries = await auditOf(api.db, 'sites', site.siteId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'CREATE', actorId: admin.id, before: null });
    expect(entries[0]!.after).toMatchObject({ name: input.name.trim(), zip: '77449' });
    // The site's history shows its creation.
    expect(site.history).toMatchObject([
      { action: 'CREATE', entityType: 'sites', entityId: site.siteId, actorName: 'Ada Admin' },
    ]);
  });

  it.each([
    ['the same name, address 1 and zip', {}],
    ['the name in another case with spaces around', { name: '  MAPLE kids CAFE ' }],
    ['address 1 in another case', { address1: '9 maple ave' }],
  ])('refuses a live site with %s, writing nothing', async (_label, extra) => {
    await createSite(api.db, { name: 'Maple Kids Cafe', address1: '9 Maple Ave', zip: '77002' });
    const before = await written();
    const result = await create(
      profile({ name: 'Maple Kids Cafe', address1: '9 Maple Ave', zip: '77002', ...extra }),
      admin.token,
    );
    expect(firstError(result)).toBe(MESSAGES.siteAlreadyExists);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(await written()).toEqual(before);
  });

  it('adds one of two twins created at the same time, refusing the other', async () => {
    const twin = profile({ name: 'Hazel Kids Cafe', address1: '5 Hazel Rd', zip: '77005' });
    const results = await Promise.all([create(twin, admin.token), create(twin, admin.token)]);
    expect(results.map(firstError).sort()).toEqual([MESSAGES.siteAlreadyExists, undefined]);
    const rows = await api.db.select().from(sites).where(eq(sites.name, 'Hazel Kids Cafe'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['another zip', { zip: '77003' }],
    ['another address 1', { address1: '10 Birch Ave' }],
    ['another name', { name: 'Birch Kids Cafe East' }],
  ])('adds a site like a live one but with %s', async (_label, extra) => {
    await createSite(api.db, { name: 'Birch Kids Cafe', address1: '9 Birch Ave', zip: '77002' });
    const result = await create(
      profile({ name: 'Birch Kids Cafe', address1: '9 Birch Ave', zip: '77002', ...extra }),
      admin.token,
    );
    expect(result.errors).toBeUndefined();
  });

  it("adds an archived site's twin (the archived one stays archived)", async () => {
    const archived = await createSite(api.db, {
      name: 'Cedar Kids Cafe',
      address1: '3 Cedar Ln',
      zip: '77004',
      deletedAt: new Date(),
    });
    const result = await create(
      profile({ name: 'Cedar Kids Cafe', address1: '3 Cedar Ln', zip: '77004' }),
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.site.siteId).not.toBe(archived.id);
    expect((await siteRow(api.db, archived.id))!.deletedAt).not.toBeNull();
  });

  it.each([
    ['name', '', MESSAGES.required],
    ['name', null, MESSAGES.required],
    ['address1', '  ', MESSAGES.required],
    ['crossStreet', undefined, MESSAGES.required],
    ['city', '', MESSAGES.required],
    ['closestSchool', '', MESSAGES.required],
    ['county', 'ATLANTIS', MESSAGES.required],
    ['state', 'CA', MESSAGES.required],
    ['type', 'SCHOOL', MESSAGES.required],
    ['zip', '77449-123456', MESSAGES.maxLength(10)],
    ['name', 'x'.repeat(256), MESSAGES.maxLength(255)],
    ['notes', 'x'.repeat(5001), MESSAGES.maxLength(5000)],
    ['address2', 'x'.repeat(256), MESSAGES.maxLength(255)],
    ['closestSchool', 'Katy\nHigh', MESSAGES.controlCharacters],
  ])('refuses %s %j (%s), writing nothing', async (field, value, message) => {
    const before = await written();
    const result = await create(profile({ [field]: value }), admin.token);
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await written()).toEqual(before);
  });

  it('is refused to educators and anonymous callers, writing nothing', async () => {
    const before = await written();
    expect(firstError(await create(profile(), educator.token))).toBe(MESSAGES.forbidden);
    expect(firstError(await create(profile(), undefined))).toBe(MESSAGES.notLoggedIn);
    expect(await written()).toEqual(before);
  });

  it("shows the new site in the admin's sites list (read before and kept) and in allSites", async () => {
    const list = async () => {
      const result = await api.gql<{ rows: ListRow[] }>(LIST, {}, { token: admin.token });
      expect(result.errors).toBeUndefined();
      return result.data!.rows;
    };
    // The list is read (and kept by the snapshot cache) before the site exists.
    const earlier = await list();
    const input = profile({ name: 'Aspen Kids Cafe' });
    const created = await create(input, admin.token);
    expect(created.errors).toBeUndefined();
    const siteId = created.data!.site.siteId;
    expect(earlier.some((row) => row.siteId === siteId)).toBe(false);

    const rows = await list();
    expect(rows).toHaveLength(earlier.length + 1);
    expect(rows.find((row) => row.siteId === siteId)).toMatchObject({
      name: 'Aspen Kids Cafe',
      returning: 'N/A',
      contactName: null,
      deletedAt: null,
      applications: [],
    });

    const options = await api.gql<{ allSites: { siteId: number; name: string }[] }>(
      ALL_SITES,
      {},
      { token: educator.token },
    );
    expect(options.errors).toBeUndefined();
    expect(options.data!.allSites).toContainEqual({ siteId, name: 'Aspen Kids Cafe' });
  });
});
