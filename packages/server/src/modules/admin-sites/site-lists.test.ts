import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { FILTER_NEEDS_BOTH } from './list-query.ts';
import {
  LIST,
  application,
  callers,
  siteWithContacts,
  type ListRow,
  type User,
} from './test-world.ts';

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

const list = async (variables: { type?: string; year?: number } = {}, token = admin.token) => {
  const result = await api.gql<{ rows: ListRow[] }>(LIST, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.rows;
};

const byName = (rows: ListRow[], name: string) => rows.find((row) => row.name === name);

describe('sitesKidsCafe', () => {
  it('lists every site (archived too) with its contacts, status, returning flag and applications', async () => {
    // Returning: approved 2023 as new, approved 2024 as not new → the latest (2024) says Yes.
    const oak = await siteWithContacts(api.db, { name: 'Oak Kids', statusKidsCafe: 'ACTIVE' });
    await application(api.db, oak.site.id, {
      type: 'SCHOOL',
      applicationYear: 2023,
      status: 'APPROVED',
      new: true,
      submittedAt: new Date('2023-04-01T00:00:00Z'),
    });
    const oakSummer = await application(api.db, oak.site.id, {
      type: 'SUMMER',
      applicationYear: 2024,
      status: 'APPROVED',
      new: false,
      submittedAt: new Date('2024-04-01T00:00:00Z'),
      submittedById: educator.id,
      startDate: '2025-06-02',
      endDate: '2025-08-01',
    });
    const oakSchool = await application(api.db, oak.site.id, { applicationYear: 2024 });
    // A deleted application is neither listed nor counted.
    await application(api.db, oak.site.id, {
      applicationYear: 2022,
      status: 'APPROVED',
      new: true,
      submittedAt: new Date('2025-01-01T00:00:00Z'),
      deletedAt: new Date(),
    });
    // Approved only as new → No; archived and listed.
    const elm = await siteWithContacts(api.db, { name: 'Elm Kids', deletedAt: new Date() });
    await application(api.db, elm.site.id, { status: 'APPROVED', new: true });
    // No contacts, no application → N/A, still listed.
    await createSite(api.db, { name: 'Bare Kids' });

    const rows = await list();
    expect(rows.map((row) => row.name)).toEqual(['Bare Kids', 'Elm Kids', 'Oak Kids']);
    const oakRow = byName(rows, 'Oak Kids')!;
    expect(oakRow).toMatchObject({
      siteId: oak.site.id,
      programStatus: 'ACTIVE',
      returning: 'Yes',
      contactName: `Pia ${oak.primary.lastName}`,
      contactEmail: oak.primary.email,
      contactPhone: '713-555-0101',
      deletedAt: null,
      primaryPointOfContact: { siteMemberId: oak.primary.id, isSupervisor: true },
      secondaryPointOfContact: { siteMemberId: oak.secondary.id, isSupervisor: false },
    });
    // Newest first: 2024's summer (displayed 2025) before its school year, then 2023.
    expect(
      oakRow.applications.map((a) => [a.type, a.applicationYear, a.applicationYearDisplayed]),
    ).toEqual([
      ['SUMMER', 2024, 2025],
      ['SCHOOL', 2024, 2024],
      ['SCHOOL', 2023, 2023],
    ]);
    expect(oakRow.applications[0]).toMatchObject({
      applicationKidsCafeId: oakSummer.id,
      startDate: '06/02/2025',
      endDate: '08/01/2025',
      submittedByName: `${educator.firstName} ${educator.lastName}`,
      submittedByEmail: educator.email,
      interestBreakfast: false,
    });
    expect(oakRow.applications[1]!.applicationKidsCafeId).toBe(oakSchool.id);
    expect(byName(rows, 'Elm Kids')).toMatchObject({ returning: 'No' });
    expect(byName(rows, 'Elm Kids')!.deletedAt).not.toBeNull();
    expect(byName(rows, 'Bare Kids')).toMatchObject({
      returning: 'N/A',
      contactName: null,
      primaryPointOfContact: null,
      secondaryPointOfContact: null,
      applications: [],
    });
  });

  it('with a type and an application year: the sites that applied then, and those applications only', async () => {
    const pine = await siteWithContacts(api.db, { name: 'Pine Kids' });
    const summer = await application(api.db, pine.site.id, {
      type: 'SUMMER',
      applicationYear: 2030,
    });
    await application(api.db, pine.site.id, {
      type: 'SCHOOL',
      applicationYear: 2030,
      status: 'APPROVED',
      new: false,
    });
    const willow = await siteWithContacts(api.db, { name: 'Willow Kids' });
    await application(api.db, willow.site.id, { type: 'SCHOOL', applicationYear: 2030 });
    // A deleted application of the filter does not list its site.
    const cedar = await siteWithContacts(api.db, { name: 'Cedar Kids' });
    await application(api.db, cedar.site.id, {
      type: 'SUMMER',
      applicationYear: 2030,
      deletedAt: new Date(),
    });

    const rows = await list({ type: 'SUMMER', year: 2030 });
    expect(rows.map((row) => row.name)).toEqual(['Pine Kids']);
    expect(rows[0]!.applications.map((a) => a.applicationKidsCafeId)).toEqual([summer.id]);
    // The Returning flag still looks at every application of the site.
    expect(rows[0]!.returning).toBe('Yes');
    expect((await list({ type: 'SCHOOL', year: 2030 })).map((row) => row.name)).toEqual([
      'Pine Kids',
      'Willow Kids',
    ]);
    expect(await list({ type: 'SUMMER', year: 2031 })).toEqual([]);
  });

  it.each([
    [{ type: 'SUMMER' }, 'applicationYear'],
    [{ year: 2024 }, 'type'],
  ])('refuses half a filter %j', async (variables, field) => {
    const result = await api.gql(LIST, variables, { token: admin.token });
    expect(firstError(result)).toBe(FILTER_NEEDS_BOTH);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('is refused to educators and anonymous callers', async () => {
    expect(firstError(await api.gql(LIST, {}, { token: educator.token }))).toBe(MESSAGES.forbidden);
    expect(firstError(await api.gql(LIST, {}))).toBe(MESSAGES.notLoggedIn);
  });

  it('runs the same number of statements for 2 sites as for 20', async () => {
    const year = 2040;
    async function addSites(n: number) {
      for (let i = 0; i < n; i++) {
        const { site } = await siteWithContacts(api.db, { name: `Count ${i}` });
        await application(api.db, site.id, {
          type: 'SUMMER',
          applicationYear: year,
          status: i % 2 ? 'APPROVED' : 'PENDING',
          submittedById: educator.id,
        });
        await application(api.db, site.id, { type: 'SCHOOL', applicationYear: year });
      }
    }
    const measure = async () => {
      api.statements.length = 0;
      const rows = await list({ type: 'SUMMER', year });
      const filtered = api.statements.length;
      api.statements.length = 0;
      const all = await list();
      return { rows: rows.length, all: all.length, filtered, unfiltered: api.statements.length };
    };
    // Both lists kept first: each measure below pays the snapshot check and the read again.
    await measure();
    await addSites(2);
    const few = await measure();
    await addSites(18);
    const many = await measure();
    expect(few.rows).toBe(2);
    expect(many.rows).toBe(20);
    expect(many.all - few.all).toBe(18);
    // The session lookup, the snapshot check and the list's one statement.
    expect([few.filtered, few.unfiltered, many.filtered, many.unfiltered]).toEqual([3, 3, 3, 3]);
    // Nothing written since: the kept lists come back after the snapshot check alone (on a
    // PostgreSQL server the snapshot is the whole server's, so only the embedded database).
    const again = await measure();
    expect(again.rows).toBe(20);
    if (api.database.kind === 'pglite') expect(again).toMatchObject({ filtered: 2, unfiltered: 2 });
  });
});
