/**
 * The server-paged lists kept whole (issue 19 "Lists that scale"): sitesKidsCafePage,
 * organizationsPartnerServicesPage, educatorUsersPage and adminDistrictsPage, through GraphQL:
 * a page, a search, a sort, a filter, the total, bad input and wrong callers. The specs' own
 * rules are unit-tested in packages/domain/src/lists.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts } from '../../db/schema/districts.ts';
import {
  createDistrict,
  createKidsCafeApplication,
  createOrganization,
  createPartnerServicesApplication,
  createSchool,
  createSite,
  createUser,
  grantOrganization,
  grantSite,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { callers, type User } from '../admin-schools/test-world.ts';
import { FILTER_NEEDS_BOTH } from '../admin-sites/list-query.ts';

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

interface Page<Row> {
  total: number;
  offset: number;
  rows: Row[];
}

/** The page of a query aliased `page`, as the admin asks for it (no error expected). */
async function pageOf<Row>(query: string, variables: Record<string, unknown>) {
  const result = await api.gql<{ page: Page<Row> }>(query, variables, { token: admin.token });
  expect(result.errors).toBeUndefined();
  return result.data!.page;
}

/** Asked over the maximum: the message, and no statement but the session lookup. */
async function refusedOverMaximum(query: string, variables: Record<string, unknown>) {
  api.statements.length = 0;
  const result = await api.gql(query, variables, { token: admin.token });
  expect(result.data).toBeNull();
  expect(api.statements.length).toBe(1);
  return firstError(result);
}

const names = (page: Page<{ name: string }>) => page.rows.map((row) => row.name);

describe('sitesKidsCafePage', () => {
  const SITES = `query ($type: TermType, $year: Int, $page: ListPageInput) {
    page: sitesKidsCafePage(type: $type, applicationYear: $year, page: $page) {
      total offset rows { siteId name county deletedAt }
    }
  }`;

  beforeAll(async () => {
    const oak = await createSite(api.db, { name: 'Pager Oak' });
    await createKidsCafeApplication(api.db, {
      siteId: oak.id,
      type: 'SUMMER',
      applicationYear: 2031,
    });
    await createSite(api.db, { name: 'Pager Ash', county: 'FORT_BEND' });
    await createSite(api.db, { name: 'Pager Bay' });
    await createSite(api.db, { name: 'Pager Elm', deletedAt: new Date() });
  });

  it('pages the search, archived hidden by default, with the total of all pages', async () => {
    const first = await pageOf<{ name: string }>(SITES, { page: { search: ' PAGER ', limit: 2 } });
    expect(first).toMatchObject({ total: 3, offset: 0 });
    expect(names(first)).toEqual(['Pager Ash', 'Pager Bay']);
    const last = await pageOf<{ name: string }>(SITES, {
      page: { search: 'pager', limit: 2, offset: 2 },
    });
    expect(names(last)).toEqual(['Pager Oak']);
  });

  it('sorts by a column and filters archived', async () => {
    const byCounty = await pageOf<{ name: string }>(SITES, {
      page: { search: 'pager', sort: 'county', direction: 'DESC' },
    });
    expect(names(byCounty)).toEqual(['Pager Bay', 'Pager Oak', 'Pager Ash']);
    const archived = await pageOf<{ name: string }>(SITES, {
      page: { search: 'pager', filters: [{ key: 'archived', value: 'yes' }] },
    });
    expect(names(archived)).toEqual(['Pager Elm']);
  });

  it('keeps the type and year filter of the full list', async () => {
    const summer = await pageOf<{ name: string }>(SITES, { type: 'SUMMER', year: 2031 });
    expect(summer).toMatchObject({ total: 1, rows: [{ name: 'Pager Oak' }] });
    const half = await api.gql(SITES, { type: 'SUMMER' }, { token: admin.token });
    expect(firstError(half)).toBe(FILTER_NEEDS_BOTH);
  });

  it('refuses a page over the maximum before reading, and callers other than admins', async () => {
    expect(await refusedOverMaximum(SITES, { page: { limit: 101 } })).toBe(
      'A page has at most 100 rows.',
    );
    const asEducator = await api.gql(SITES, {}, { token: educator.token });
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
    expect(firstError(await api.gql(SITES, {}))).toBe(MESSAGES.notLoggedIn);
  });
});

describe('organizationsPartnerServicesPage', () => {
  const ORGANIZATIONS = `query ($year: Int, $page: ListPageInput) {
    page: organizationsPartnerServicesPage(applicationYear: $year, page: $page) {
      total offset rows { organizationId name einNumber }
    }
  }`;

  beforeAll(async () => {
    const hope = await createOrganization(api.db, { name: 'Paged Hope', einNumber: '41-2345678' });
    await createPartnerServicesApplication(api.db, {
      organizationId: hope.id,
      applicationYear: 2031,
    });
    await createOrganization(api.db, { name: 'Paged Able', einNumber: '49-0000001' });
    await createOrganization(api.db, { name: 'Paged Gone', deletedAt: new Date() });
  });

  it('pages, searches the EIN as digits, sorts and filters', async () => {
    const first = await pageOf<{ name: string }>(ORGANIZATIONS, {
      page: { search: 'paged', limit: 1 },
    });
    expect(first).toMatchObject({ total: 2, offset: 0, rows: [{ name: 'Paged Able' }] });
    const ein = await pageOf<{ name: string }>(ORGANIZATIONS, { page: { search: '412345678' } });
    expect(names(ein)).toEqual(['Paged Hope']);
    const byEin = await pageOf<{ name: string }>(ORGANIZATIONS, {
      page: { search: 'paged', sort: 'einNumber', direction: 'DESC' },
    });
    expect(names(byEin)).toEqual(['Paged Able', 'Paged Hope']);
    const all = await pageOf<{ name: string }>(ORGANIZATIONS, {
      page: { search: 'paged', filters: [{ key: 'archived', value: 'all' }] },
    });
    expect(all.total).toBe(3);
    const year = await pageOf<{ name: string }>(ORGANIZATIONS, { year: 2031 });
    expect(names(year)).toEqual(['Paged Hope']);
  });

  it('refuses bad input and callers other than admins', async () => {
    expect(await refusedOverMaximum(ORGANIZATIONS, { page: { search: 'a'.repeat(201) } })).toBe(
      'Search for at most 200 characters.',
    );
    const asEducator = await api.gql(ORGANIZATIONS, {}, { token: educator.token });
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
  });
});

describe('educatorUsersPage', () => {
  const USERS = `query ($holder: UserHolderKind, $page: ListPageInput) {
    page: educatorUsersPage(holder: $holder, page: $page) {
      total offset rows { educatorId lastName sites { siteId name } }
      holderOptions { value label }
    }
  }`;
  let pine: { id: number };

  beforeAll(async () => {
    pine = await createSite(api.db, { name: 'Pine Kids' });
    const fir = await createSite(api.db, { name: 'Fir Kids' });
    const zed = await createUser(api.db, {
      firstName: 'Pat',
      lastName: 'Zed-Pager',
      phone: '7135550199',
    });
    const amo = await createUser(api.db, { firstName: 'Pat', lastName: 'amo-Pager' });
    await createUser(api.db, { firstName: 'Pat', lastName: 'Gone-Pager', deletedAt: new Date() });
    await grantSite(api.db, zed.id, pine.id);
    await grantSite(api.db, amo.id, fir.id);
    await grantSite(api.db, amo.id, pine.id);
    const hope = await createOrganization(api.db, { name: 'Users Org' });
    await grantOrganization(api.db, zed.id, hope.id);
  });

  type Row = { lastName: string };
  const lastNames = (page: Page<Row>) => page.rows.map((row) => row.lastName);

  it('pages by last name, deleted hidden, searching the phone as digits', async () => {
    const page = await pageOf<Row>(USERS, { page: { search: 'pager', limit: 1 } });
    expect(page).toMatchObject({ total: 2, offset: 0 });
    expect(lastNames(page)).toEqual(['amo-Pager']);
    const phone = await pageOf<Row>(USERS, { page: { search: '713-555-0199' } });
    expect(lastNames(phone)).toEqual(['Zed-Pager']);
    const deleted = await pageOf<Row>(USERS, {
      page: { search: 'pager', filters: [{ key: 'deleted', value: 'yes' }] },
    });
    expect(lastNames(deleted)).toEqual(['Gone-Pager']);
  });

  it("in the Kids Cafe area: the sites searched, sorted and filtered, the filter's options", async () => {
    const kidsCafe = { holder: 'SITE' };
    const bySite = await pageOf<Row>(USERS, { ...kidsCafe, page: { search: 'fir kids' } });
    expect(lastNames(bySite)).toEqual(['amo-Pager']);
    const sorted = await pageOf<Row>(USERS, {
      ...kidsCafe,
      page: { search: 'pager', sort: 'sites', direction: 'DESC' },
    });
    expect(lastNames(sorted)).toEqual(['Zed-Pager', 'amo-Pager']);
    const result = await api.gql<{ page: Page<Row> & { holderOptions: unknown[] } }>(
      USERS,
      { ...kidsCafe, page: { filters: [{ key: 'site', value: String(pine.id) }] } },
      { token: admin.token },
    );
    expect(lastNames(result.data!.page)).toEqual(['amo-Pager', 'Zed-Pager']);
    expect(result.data!.page.holderOptions).toEqual([
      { value: expect.any(String), label: 'Fir Kids' },
      { value: String(pine.id), label: 'Pine Kids' },
    ]);
    // The schools area has no holder filter.
    const schools = await api.gql<{ page: { holderOptions: unknown[] } }>(
      USERS,
      {},
      { token: admin.token },
    );
    expect(schools.data!.page.holderOptions).toEqual([]);
  });

  it('refuses bad input and callers other than admins', async () => {
    const filters = Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect(await refusedOverMaximum(USERS, { page: { filters } })).toBe('At most 10 filters.');
    const unknownKind = await api.gql(USERS, { holder: 'DISTRICT' }, { token: admin.token });
    expect(firstError(unknownKind)).toMatch(/UserHolderKind/);
    const asEducator = await api.gql(USERS, {}, { token: educator.token });
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
  });
});

describe('adminDistrictsPage', () => {
  const DISTRICTS = `query ($page: ListPageInput) {
    page: adminDistrictsPage(page: $page) { total offset rows { districtId name schoolCount } }
  }`;

  beforeAll(async () => {
    const big = await createDistrict(api.db, 'Paging Big ISD');
    for (let i = 0; i < 3; i++) await createSchool(api.db, { districtId: big.id });
    await createDistrict(api.db, 'paging Small ISD');
    const old = await createDistrict(api.db, 'Paging Old ISD');
    await api.db.update(districts).set({ deletedAt: new Date() }).where(eq(districts.id, old.id));
  });

  it('pages, sorts by schools, filters archived, and sees a write at once', async () => {
    const page = await pageOf<{ name: string }>(DISTRICTS, {
      page: { search: 'paging', limit: 1, offset: 1 },
    });
    expect(page).toMatchObject({ total: 2, offset: 1, rows: [{ name: 'paging Small ISD' }] });
    const bySchools = await pageOf<{ name: string }>(DISTRICTS, {
      page: { search: 'paging', sort: 'schools', direction: 'DESC' },
    });
    expect(names(bySchools)).toEqual(['Paging Big ISD', 'paging Small ISD']);
    const archived = await pageOf<{ name: string }>(DISTRICTS, {
      page: { search: 'paging', filters: [{ key: 'archived', value: 'yes' }] },
    });
    expect(names(archived)).toEqual(['Paging Old ISD']);
    // The kept list is read again after a write.
    await createDistrict(api.db, 'Paging New ISD');
    const after = await pageOf<{ name: string }>(DISTRICTS, { page: { search: 'paging' } });
    expect(after.total).toBe(3);
  });

  it('refuses bad input and callers other than admins', async () => {
    expect(await refusedOverMaximum(DISTRICTS, { page: { offset: -1 } })).toBe(
      'The page starts at row 0 or later.',
    );
    const asEducator = await api.gql(DISTRICTS, {}, { token: educator.token });
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
  });
});
