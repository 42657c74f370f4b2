import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOrganizations } from '../../db/schema/organizations.ts';
import { createOrganization, createUser, grantOrganization } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

/** Partner Services organizations on the admin's users (issue 18 item 4), as sites.test.ts. */

const FIELDS = `educatorId lastName
  sites { siteId }
  organizations { id organizationId name }
  history { action changes { field before after } }`;
const LIST = `query { educatorUsers { ${FIELDS} } }`;
const DETAILS = `query ($id: Int!) { adminEducatorUserDetails(educatorId: $id) { ${FIELDS} } }`;
const OPTIONS = `query { adminOrganizationOptions { id organizationId name } }`;
const UPDATE = `mutation ($input: AdminUpdateEducatorUserInput!) {
  adminUpdateEducatorUser(input: $input) { ${FIELDS} } }`;

interface User {
  educatorId: number;
  lastName: string;
  organizations: { id: string; organizationId: number; name: string }[];
  history: {
    action: string;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let educator: Awaited<ReturnType<typeof createUser>>;

const as = <T = Record<string, unknown>>(
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) => api.gql<T>(query, variables, { token });

/** The account's grants (archived organizations' too), by organization id, with their source. */
const grantsOf = async (userId: number) =>
  (
    await api.db
      .select({
        organizationId: userOrganizations.organizationId,
        source: userOrganizations.source,
      })
      .from(userOrganizations)
      .where(eq(userOrganizations.userId, userId))
  ).sort((a, b) => a.organizationId - b.organizationId);

const editInput = (
  person: { id: number; firstName: string; lastName: string; email: string },
  organizationIds?: number[] | null,
) => ({
  educatorId: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  schoolIds: [] as number[],
  ...(organizationIds === undefined ? {} : { organizationIds }),
});

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, {
    type: 'ADMIN',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada.organizations@foodbank.test',
  });
  educator = await createUser(api.db, { firstName: 'Edna', lastName: 'Educator' });
});
afterAll(async () => {
  await api.close();
});

describe('organizations on educatorUsers and adminEducatorUserDetails', () => {
  it('lists each account with its live organizations by name (either source); archived hidden', async () => {
    const zeta = await createOrganization(api.db, { name: 'Zeta Shelter' });
    const alpha = await createOrganization(api.db, { name: 'Alpha Pantry' });
    const closed = await createOrganization(api.db, { name: 'Closed', deletedAt: new Date() });
    const person = await createUser(api.db, { lastName: 'Organized' });
    await grantOrganization(api.db, person.id, zeta.id);
    await grantOrganization(api.db, person.id, alpha.id, 'APPLICATION');
    await grantOrganization(api.db, person.id, closed.id);

    const list = await as<{ educatorUsers: User[] }>(admin.token, LIST);
    expect(list.errors).toBeUndefined();
    expect(list.data!.educatorUsers.find((u) => u.educatorId === person.id)?.organizations).toEqual(
      [
        { id: String(alpha.id), organizationId: alpha.id, name: 'Alpha Pantry' },
        { id: String(zeta.id), organizationId: zeta.id, name: 'Zeta Shelter' },
      ],
    );
    const details = await as<{ adminEducatorUserDetails: User }>(admin.token, DETAILS, {
      id: person.id,
    });
    expect(details.data!.adminEducatorUserDetails.organizations.map((o) => o.name)).toEqual([
      'Alpha Pantry',
      'Zeta Shelter',
    ]);
  });

  it('runs the same number of statements however many accounts have organizations', async () => {
    const count = async () => {
      api.statements.length = 0;
      const result = await as<{ educatorUsers: User[] }>(admin.token, LIST);
      expect(result.errors).toBeUndefined();
      return { statements: api.statements.length, users: result.data!.educatorUsers.length };
    };
    // Kept, then a write: both reads below miss the kept list (db/snapshot-cache.ts).
    await count();
    await createUser(api.db, { lastName: 'Few' });
    const small = await count();
    for (let i = 0; i < 10; i += 1) {
      const user = await createUser(api.db, { lastName: `Orgs ${i}` });
      await grantOrganization(api.db, user.id, (await createOrganization(api.db)).id);
    }
    const large = await count();
    expect(large.users).toBe(small.users + 10);
    expect(large.statements).toBe(small.statements);
  });
});

describe('adminOrganizationOptions', () => {
  it('offers every live organization by name, archived ones left out', async () => {
    const live = await createOrganization(api.db, { name: 'AAA Option Pantry' });
    const archived = await createOrganization(api.db, { deletedAt: new Date() });
    const result = await as<{
      adminOrganizationOptions: { id: string; organizationId: number; name: string }[];
    }>(admin.token, OPTIONS);
    expect(result.errors).toBeUndefined();
    const options = result.data!.adminOrganizationOptions;
    expect(options).toContainEqual({
      id: String(live.id),
      organizationId: live.id,
      name: live.name,
    });
    expect(options.some((o) => o.organizationId === archived.id)).toBe(false);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('is refused to educators and anonymous callers', async () => {
    expect(firstError(await as(educator.token, OPTIONS))).toBe(MESSAGES.forbidden);
    expect(firstError(await as(undefined, OPTIONS))).toBe(MESSAGES.notLoggedIn);
  });
});

describe('adminUpdateEducatorUser with organizationIds', () => {
  it("sets the organizations: new grants are the admin's, an application's kept stays APPLICATION, a removed one goes; audited", async () => {
    const [kept, removed, added] = [
      await createOrganization(api.db),
      await createOrganization(api.db),
      await createOrganization(api.db),
    ];
    const person = await createUser(api.db);
    await grantOrganization(api.db, person.id, kept.id, 'APPLICATION');
    await grantOrganization(api.db, person.id, removed.id);
    const result = await as<{ adminUpdateEducatorUser: User }>(admin.token, UPDATE, {
      input: editInput(person, [added.id, kept.id, added.id]),
    });
    expect(result.errors).toBeUndefined();
    expect(await grantsOf(person.id)).toEqual(
      [
        { organizationId: kept.id, source: 'APPLICATION' },
        { organizationId: added.id, source: 'ADMIN' },
      ].sort((a, b) => a.organizationId - b.organizationId),
    );
    const [entry] = result.data!.adminUpdateEducatorUser.history;
    expect(entry!.action).toBe('UPDATE');
    expect(entry!.changes).toContainEqual({
      field: 'organizationIds',
      before: JSON.stringify([kept.id, removed.id].sort((a, b) => a - b)),
      after: JSON.stringify([kept.id, added.id].sort((a, b) => a - b)),
    });
  });

  it('leaves the organizations (and the audit) alone when organizationIds is omitted or null', async () => {
    const organization = await createOrganization(api.db);
    const person = await createUser(api.db);
    await grantOrganization(api.db, person.id, organization.id);
    for (const ids of [undefined, null]) {
      const result = await as(admin.token, UPDATE, {
        input: { ...editInput(person, ids), lastName: `Renamed ${String(ids)}` },
      });
      expect(result.errors).toBeUndefined();
    }
    expect(await grantsOf(person.id)).toEqual([
      { organizationId: organization.id, source: 'ADMIN' },
    ]);
  });

  it('creates an account with organizations granted by the admin', async () => {
    const organization = await createOrganization(api.db);
    const result = await as<{ adminUpdateEducatorUser: User }>(admin.token, UPDATE, {
      input: {
        firstName: 'New',
        lastName: 'Agency',
        email: 'new.agency@org.test',
        schoolIds: [],
        organizationIds: [organization.id],
      },
    });
    expect(result.errors).toBeUndefined();
    const created = result.data!.adminUpdateEducatorUser;
    expect(created.organizations.map((o) => o.organizationId)).toEqual([organization.id]);
    expect(await grantsOf(created.educatorId)).toEqual([
      { organizationId: organization.id, source: 'ADMIN' },
    ]);
  });

  it.each([
    ['an archived organization', 'archived', MESSAGES.organizationNotFound, 'organizationIds.1'],
    ['an unknown organization', 'unknown', MESSAGES.organizationNotFound, 'organizationIds.1'],
    ['more than 200', 'many', 'At most 200 organizations', 'organizationIds'],
  ])('refuses %s and writes nothing', async (_case, kind, message, field) => {
    const live = await createOrganization(api.db);
    const archived = await createOrganization(api.db, { deletedAt: new Date() });
    const person = await createUser(api.db);
    const ids =
      kind === 'many'
        ? Array.from({ length: 201 }, (_, i) => i + 1)
        : [live.id, kind === 'archived' ? archived.id : 999_999];
    const result = await as(admin.token, UPDATE, { input: editInput(person, ids) });
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await grantsOf(person.id)).toEqual([]);
  });

  it('refuses an educator who grants themself an organization, writing nothing', async () => {
    const organization = await createOrganization(api.db);
    const result = await as(educator.token, UPDATE, {
      input: editInput(educator, [organization.id]),
    });
    expect(firstError(result)).toBe(MESSAGES.forbidden);
    expect(await grantsOf(educator.id)).toEqual([]);
  });
});
