import { and, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { userSchools } from '../../db/schema/schools.ts';
import { sites, userSites } from '../../db/schema/sites.ts';
import {
  createSchool,
  createSite,
  createUser,
  grantSite,
  linkSchool,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

/** Kids Cafe sites on the admin's users (spec 3 §2 Users: "sites for Kids Cafe"). */

const FIELDS = `educatorId firstName lastName
  schools { schoolId name }
  sites { id siteId name }
  history { action changes { field before after } }`;
const LIST = `query { educatorUsers { ${FIELDS} } }`;
const DETAILS = `query ($id: Int!) { adminEducatorUserDetails(educatorId: $id) { ${FIELDS} } }`;
const OPTIONS = `query { adminSiteOptions { id siteId name } }`;
const UPDATE = `mutation ($input: AdminUpdateEducatorUserInput!) { adminUpdateEducatorUser(input: $input) { ${FIELDS} } }`;

interface User {
  educatorId: number;
  firstName: string;
  lastName: string;
  schools: { schoolId: number; name: string }[];
  sites: { id: string; siteId: number; name: string }[];
  history: {
    action: string;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let educator: Awaited<ReturnType<typeof createUser>>;

const asAdmin = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
) => api.gql<T>(query, variables, { token: admin.token });

/** The account's grants (archived sites' too), by site id, with their source. */
const grantsOf = async (userId: number) =>
  (
    await api.db
      .select({ siteId: userSites.siteId, source: userSites.source })
      .from(userSites)
      .where(eq(userSites.userId, userId))
  ).sort((a, b) => a.siteId - b.siteId);

const tableCounts = async () => {
  const n = async (
    table:
      typeof users | typeof userSchools | typeof userSites | typeof mailOutbox | typeof auditLog,
  ) => (await api.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    userSchools: await n(userSchools),
    userSites: await n(userSites),
    mails: await n(mailOutbox),
    audit: await n(auditLog),
  };
};

const editInput = (person: { id: number; firstName: string; lastName: string; email: string }) => ({
  educatorId: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  schoolIds: [] as number[],
});

const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, {
    type: 'ADMIN',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada.sites@foodbank.test',
  });
  educator = await createUser(api.db, { firstName: 'Edna', lastName: 'Educator' });
});
afterAll(async () => {
  await api.close();
});

describe('sites on educatorUsers and adminEducatorUserDetails', () => {
  it('lists each account with its live sites by name (either source); archived sites hidden', async () => {
    const zeta = await createSite(api.db, { name: 'Zeta Kids Center' });
    const alpha = await createSite(api.db, { name: 'Alpha Head Start' });
    const closed = await createSite(api.db, { name: 'Closed Site', deletedAt: new Date() });
    const person = await createUser(api.db, { lastName: 'Sited' });
    await grantSite(api.db, person.id, zeta.id);
    await grantSite(api.db, person.id, alpha.id, 'APPLICATION');
    await grantSite(api.db, person.id, closed.id);

    const list = await asAdmin<{ educatorUsers: User[] }>(LIST);
    expect(list.errors).toBeUndefined();
    const listed = list.data!.educatorUsers.find((u) => u.educatorId === person.id);
    expect(listed?.sites).toEqual([
      { id: String(alpha.id), siteId: alpha.id, name: 'Alpha Head Start' },
      { id: String(zeta.id), siteId: zeta.id, name: 'Zeta Kids Center' },
    ]);
    expect(list.data!.educatorUsers.find((u) => u.educatorId === educator.id)?.sites).toEqual([]);

    const details = await asAdmin<{ adminEducatorUserDetails: User }>(DETAILS, { id: person.id });
    expect(details.errors).toBeUndefined();
    expect(details.data!.adminEducatorUserDetails.sites.map((s) => s.name)).toEqual([
      'Alpha Head Start',
      'Zeta Kids Center',
    ]);
  });

  it('runs the same number of statements for the list however many accounts have sites', async () => {
    const statementsForList = async () => {
      api.statements.length = 0;
      const result = await asAdmin<{ educatorUsers: User[] }>(LIST);
      expect(result.errors).toBeUndefined();
      return { statements: api.statements.length, users: result.data!.educatorUsers };
    };
    // Kept, then a write: both reads below miss the kept list (db/snapshot-cache.ts).
    await statementsForList();
    await createUser(api.db, { lastName: 'Few' });
    const small = await statementsForList();
    for (let i = 0; i < 15; i += 1) {
      const user = await createUser(api.db, { lastName: `Sites ${i}` });
      await grantSite(api.db, user.id, (await createSite(api.db)).id);
      await grantSite(api.db, user.id, (await createSite(api.db)).id, 'APPLICATION');
    }
    const large = await statementsForList();
    expect(large.users.length).toBe(small.users.length + 15);
    expect(large.users.find((u) => u.lastName === 'Sites 7')?.sites).toHaveLength(2);
    expect(large.statements).toBe(small.statements);
  });
});

describe('adminSiteOptions', () => {
  it('offers every live site by name, archived ones left out', async () => {
    await createSite(api.db, { name: 'Archived Option', deletedAt: new Date() });
    const result = await asAdmin<{
      adminSiteOptions: { id: string; siteId: number; name: string }[];
    }>(OPTIONS);
    expect(result.errors).toBeUndefined();
    const options = result.data!.adminSiteOptions;
    const live = (await api.db.select().from(sites)).filter((s) => s.deletedAt === null);
    expect(options).toHaveLength(live.length);
    expect(options.map((o) => o.name)).not.toContain('Archived Option');
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(options[0]).toEqual({
      id: String(options[0]!.siteId),
      siteId: options[0]!.siteId,
      name: names[0],
    });
  });
});

describe('adminUpdateEducatorUser with siteIds', () => {
  it("sets the sites: new grants are the admin's, an application's grant kept stays APPLICATION, a removed one goes; audited", async () => {
    const keep = await createSite(api.db, { name: 'Keep Site' });
    const fromApplication = await createSite(api.db, { name: 'Applied Site' });
    const drop = await createSite(api.db, { name: 'Drop Site' });
    const add = await createSite(api.db, { name: 'Add Site' });
    const archived = await createSite(api.db, { name: 'Archived Site' });
    const school = await createSchool(api.db, { name: 'Untouched School' });
    const person = await createUser(api.db, { firstName: 'Sam', lastName: 'Sites' });
    await linkSchool(api.db, person.id, school.id);
    await grantSite(api.db, person.id, keep.id);
    await grantSite(api.db, person.id, fromApplication.id, 'APPLICATION');
    await grantSite(api.db, person.id, drop.id);
    await grantSite(api.db, person.id, archived.id);
    await api.db.update(sites).set({ deletedAt: new Date() }).where(eq(sites.id, archived.id));

    const result = await asAdmin<{ adminUpdateEducatorUser: User }>(UPDATE, {
      input: {
        ...editInput(person),
        schoolIds: [school.id],
        siteIds: [add.id, fromApplication.id, keep.id, add.id],
      },
    });
    expect(result.errors).toBeUndefined();
    const updated = result.data!.adminUpdateEducatorUser;
    expect(updated.sites.map((s) => s.name)).toEqual(['Add Site', 'Applied Site', 'Keep Site']);
    expect(updated.schools.map((s) => s.name)).toEqual(['Untouched School']);
    expect(await grantsOf(person.id)).toEqual(
      [
        { siteId: keep.id, source: 'ADMIN' },
        { siteId: fromApplication.id, source: 'APPLICATION' },
        { siteId: add.id, source: 'ADMIN' },
        // Hidden with its site, neither shown nor replaced: it returns with the site.
        { siteId: archived.id, source: 'ADMIN' },
      ].sort((a, b) => a.siteId - b.siteId),
    );
    expect(updated.history[0]).toEqual({
      action: 'UPDATE',
      changes: [
        {
          field: 'siteIds',
          before: JSON.stringify(byId([keep.id, fromApplication.id, drop.id])),
          after: JSON.stringify(byId([keep.id, fromApplication.id, add.id])),
        },
      ],
    });
  });

  it('leaves the sites (and the audit) alone when siteIds is omitted or null', async () => {
    const site = await createSite(api.db);
    const person = await createUser(api.db, { firstName: 'Omit' });
    await grantSite(api.db, person.id, site.id, 'APPLICATION');
    for (const siteIds of [undefined, null]) {
      const result = await asAdmin<{ adminUpdateEducatorUser: User }>(UPDATE, {
        input: { ...editInput(person), firstName: `Omit ${String(siteIds)}`, siteIds },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.adminUpdateEducatorUser.sites.map((s) => s.siteId)).toEqual([site.id]);
      const fields = result.data!.adminUpdateEducatorUser.history[0]!.changes.map((c) => c.field);
      expect(fields).toEqual(['firstName']);
    }
    expect(await grantsOf(person.id)).toEqual([{ siteId: site.id, source: 'APPLICATION' }]);
  });

  it('clears the sites with an empty list, whatever their source', async () => {
    const one = await createSite(api.db);
    const two = await createSite(api.db);
    const person = await createUser(api.db);
    await grantSite(api.db, person.id, one.id);
    await grantSite(api.db, person.id, two.id, 'APPLICATION');
    const result = await asAdmin<{ adminUpdateEducatorUser: User }>(UPDATE, {
      input: { ...editInput(person), siteIds: [] },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminUpdateEducatorUser.sites).toEqual([]);
    expect(await grantsOf(person.id)).toEqual([]);
  });

  it('creates an account with sites granted by the admin, recorded in the audit', async () => {
    const site = await createSite(api.db, { name: 'New Account Site' });
    const result = await asAdmin<{ adminUpdateEducatorUser: User }>(UPDATE, {
      input: {
        firstName: 'Nia',
        lastName: 'New',
        email: 'nia.new@site.test',
        schoolIds: [],
        siteIds: [site.id],
      },
    });
    expect(result.errors).toBeUndefined();
    const created = result.data!.adminUpdateEducatorUser;
    expect(created.sites.map((s) => s.name)).toEqual(['New Account Site']);
    expect(await grantsOf(created.educatorId)).toEqual([{ siteId: site.id, source: 'ADMIN' }]);
    expect(created.history[0]!.changes).toContainEqual({
      field: 'siteIds',
      before: null,
      after: JSON.stringify([site.id]),
    });
  });

  it.each([
    ['an unknown site', 'unknown', 'siteIds.1', MESSAGES.siteNotFound],
    ['an archived site', 'archived', 'siteIds.1', MESSAGES.siteNotFound],
    ['a site id of 0', 'zero', 'siteIds.1', MESSAGES.required],
    ['more than 200 sites', 'many', 'siteIds', 'At most 200 sites'],
  ])('refuses %s and writes nothing', async (_name, which, field, message) => {
    const live = await createSite(api.db, { name: 'Live Refused' });
    const archived = await createSite(api.db, { deletedAt: new Date() });
    const person = await createUser(api.db, { firstName: 'Unchanged' });
    await grantSite(api.db, person.id, live.id, 'APPLICATION');
    // Sorted before the check, the bad id is the second one (0 is refused by the schema first).
    const siteIds = {
      unknown: [999_999, live.id],
      archived: [archived.id, live.id],
      zero: [live.id, 0],
      many: Array.from({ length: 201 }, (_, i) => live.id + i),
    }[which]!;
    const before = await tableCounts();
    const result = await asAdmin(UPDATE, {
      input: { ...editInput(person), firstName: 'Changed', siteIds },
    });
    expect(firstError(result)).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ field });
    expect(await tableCounts()).toEqual(before);
    expect(await grantsOf(person.id)).toEqual([{ siteId: live.id, source: 'APPLICATION' }]);
    const [row] = await api.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.firstName).toBe('Unchanged');
  });

  it('refuses an unknown site when creating an account, and creates nothing', async () => {
    const before = await tableCounts();
    const result = await asAdmin(UPDATE, {
      input: {
        firstName: 'No',
        lastName: 'Body',
        email: 'nobody.sites@site.test',
        schoolIds: [],
        siteIds: [999_999],
      },
    });
    expect(firstError(result)).toBe(MESSAGES.siteNotFound);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('who may read site options and set sites', () => {
  it('refuses adminSiteOptions to educators and anonymous callers', async () => {
    const asEducator = await api.gql(OPTIONS, {}, { token: educator.token });
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
    expect(asEducator.data).toBeNull();
    expect(firstError(await api.gql(OPTIONS))).toBe(MESSAGES.notLoggedIn);
  });

  it('refuses an educator who grants themself a site, and writes nothing', async () => {
    const site = await createSite(api.db);
    const before = await tableCounts();
    const result = await api.gql(
      UPDATE,
      { input: { ...editInput(educator), siteIds: [site.id] } },
      { token: educator.token },
    );
    expect(firstError(result)).toBe(MESSAGES.forbidden);
    expect(await tableCounts()).toEqual(before);
    const granted = await api.db
      .select()
      .from(userSites)
      .where(and(eq(userSites.userId, educator.id), eq(userSites.siteId, site.id)));
    expect(granted).toEqual([]);
  });
});
