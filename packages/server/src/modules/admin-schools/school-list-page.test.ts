import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { callers, createApplication, programTerm, type User } from './test-world.ts';

let api: TestApi;
let admin: User;
let educator: User;
let termId: number;

const PAGE = `query ($termId: Int, $page: ListPageInput) {
  page: schoolsBackpackBuddyPage(termId: $termId, page: $page) {
    total offset rows { schoolId name city programStatus deletedAt applications { status } }
  }
}`;

interface Page {
  total: number;
  offset: number;
  rows: { name: string; city: string | null; deletedAt: string | null }[];
}

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
  termId = (await programTerm(api.db, 'BACKPACK_BUDDY', 2040)).id;
  // Five live schools (Page 1 … Page 5, numeric order), Page 3 in Katy; one archived.
  for (const n of [5, 3, 1, 4, 2]) {
    const school = await createSchool(api.db, {
      name: `Page ${n}`,
      city: n === 3 ? 'Katy' : 'Houston',
      statusBackpackBuddy: n % 2 ? 'ACTIVE' : 'INACTIVE',
    });
    await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId,
      status: n === 4 ? 'APPROVED' : 'PENDING_PRINCIPAL',
    });
  }
  const archived = await createSchool(api.db, { name: 'Page 0', deletedAt: new Date() });
  await createApplication(api.db, 'BACKPACK_BUDDY', { schoolId: archived.id, termId });
});
afterAll(async () => {
  await api.close();
});

async function page(input: Record<string, unknown> | null, token = admin.token) {
  const result = await api.gql<{ page: Page }>(PAGE, { termId, page: input }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.page;
}
const names = (p: Page) => p.rows.map((r) => r.name);

describe('schoolsBackpackBuddyPage (the list paged, searched, sorted and filtered on the server)', () => {
  it('answers the first page by name, archived schools hidden, with the total', async () => {
    const first = await page({ limit: 2 });
    expect(first).toMatchObject({ total: 5, offset: 0 });
    expect(names(first)).toEqual(['Page 1', 'Page 2']);
    api.statements.length = 0;
    expect(names(await page({ limit: 2, offset: 4 }))).toEqual(['Page 5']);
    // The session lookup and the snapshot check: the kept rows are paged in memory. (On a
    // PostgreSQL server other databases' writes move the snapshot: the list may be read again.)
    if (api.database.kind === 'pglite') expect(api.statements).toHaveLength(2);
    // Past the end: the last page.
    expect(await page({ limit: 2, offset: 40 })).toMatchObject({ offset: 4, total: 5 });
  });

  it('searches (lowercase, trimmed), sorts and filters', async () => {
    expect(names(await page({ search: '  KATY ' }))).toEqual(['Page 3']);
    expect(names(await page({ sort: 'name', direction: 'DESC', limit: 2 }))).toEqual([
      'Page 5',
      'Page 4',
    ]);
    const approved = await page({ filters: [{ key: 'applicationStatus', value: 'APPROVED' }] });
    expect(approved).toMatchObject({ total: 1 });
    expect(names(approved)).toEqual(['Page 4']);
    const all = await page({ filters: [{ key: 'archived', value: 'all' }] });
    expect(all.total).toBe(6);
    expect(names(all)[0]).toBe('Page 0');
    // Unknown sort keys and filter values fall back to the defaults.
    expect(
      names(await page({ sort: 'password', filters: [{ key: 'archived', value: 'x' }] })),
    ).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
  });

  it('refuses a page over the maximum before reading anything', async () => {
    api.statements.length = 0;
    const result = await api.gql(PAGE, { termId, page: { limit: 101 } }, { token: admin.token });
    expect(firstError(result)).toBe('A page has at most 100 rows.');
    expect(result.data).toBeNull();
    // The session lookup only: no snapshot check, no list statement.
    expect(api.statements.length).toBe(1);
    const long = await api.gql(PAGE, { page: { search: 'a'.repeat(201) } }, { token: admin.token });
    expect(firstError(long)).toBe('Search for at most 200 characters.');
  });

  it('refuses educators and anonymous callers', async () => {
    const asEducator = await api.gql(PAGE, { termId }, { token: educator.token });
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
    const anonymous = await api.gql(`query { schoolsTeachersAidPage { total } }`, {});
    expect(firstError(anonymous)).toBe(MESSAGES.notLoggedIn);
  });

  it('serves School Market and Teachers Aid the same way', async () => {
    const school = await createSchool(api.db, { name: 'Market Page' });
    const smTerm = await programTerm(api.db, 'SCHOOL_MARKET', 2040);
    await createApplication(api.db, 'SCHOOL_MARKET', {
      schoolId: school.id,
      termId: smTerm.id,
      status: 'WAITLISTED',
    });
    const result = await api.gql<{ page: Page }>(
      `query ($t: Int) { page: schoolsSchoolMarketPage(termId: $t, page: { filters: [{ key: "applicationStatus", value: "WAITLISTED" }] }) { total rows { name } } }`,
      { t: smTerm.id },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.page).toMatchObject({ total: 1, rows: [{ name: 'Market Page' }] });
    const aid = await api.gql<{ page: Page }>(
      `query ($t: Int) { page: schoolsTeachersAidPage(termId: $t) { total } }`,
      { t: smTerm.id },
      { token: admin.token },
    );
    expect(aid.data!.page.total).toBe(0);
  });
});
