import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/record.ts';
import { createOrganization } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  DETAIL,
  LIST,
  application,
  callers,
  organizationWithContacts,
  type ListRow,
  type OrganizationResult,
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

const list = async (variables: { year?: number } = {}) => {
  const result = await api.gql<{ rows: ListRow[] }>(LIST, variables, { token: admin.token });
  expect(result.errors).toBeUndefined();
  return result.data!.rows;
};

const byName = (rows: ListRow[], name: string) => rows.find((row) => row.name === name);

describe('organizationsPartnerServices', () => {
  it('lists every organization (archived too) with its contacts, status, returning flag and applications', async () => {
    const oak = await organizationWithContacts(api.db, {
      name: 'Oak Pantry',
      statusPartnerServices: 'ACTIVE',
    });
    await application(api.db, oak.organization.id, {
      applicationYear: 2023,
      status: 'APPROVED',
      new: true,
      submittedAt: new Date('2023-04-01T00:00:00Z'),
    });
    const later = await application(api.db, oak.organization.id, {
      applicationYear: 2024,
      status: 'APPROVED',
      new: false,
      submittedById: educator.id,
      servicesInterest: ['FOOD_PANTRY', 'HOT_MEALS'],
      daysOfOperation: ['MONDAY'],
    });
    // A deleted application and a new agency's draft (no organization yet) are not listed.
    await application(api.db, oak.organization.id, {
      applicationYear: 2022,
      deletedAt: new Date(),
    });
    await application(api.db, null as unknown as number, { status: 'IN_PROGRESS' });
    const elm = await organizationWithContacts(api.db, {
      name: 'Elm Kitchen',
      deletedAt: new Date(),
    });
    await application(api.db, elm.organization.id, { status: 'APPROVED', new: true });
    await createOrganization(api.db, { name: 'Bare Shelter' });

    const rows = await list();
    expect(rows.map((row) => row.name)).toEqual(['Bare Shelter', 'Elm Kitchen', 'Oak Pantry']);
    expect(byName(rows, 'Oak Pantry')).toMatchObject({
      organizationId: oak.organization.id,
      programStatus: 'ACTIVE',
      returning: 'Yes',
      contactName: `Pat ${oak.primary.lastName}`,
      contactEmail: oak.primary.email,
      deletedAt: null,
      primaryPointOfContact: { organizationMemberId: oak.primary.id },
      secondaryPointOfContact: { organizationMemberId: oak.secondary.id },
    });
    const apps = byName(rows, 'Oak Pantry')!.applications;
    expect(apps.map((a) => a.applicationYear)).toEqual([2024, 2023]);
    expect(apps[0]).toMatchObject({
      applicationPartnerServicesId: later.id,
      submittedByName: `${educator.firstName} ${educator.lastName}`,
      servicesInterest: ['FOOD_PANTRY', 'HOT_MEALS'],
      daysOfOperation: ['MONDAY'],
    });
    expect(byName(rows, 'Elm Kitchen')!.returning).toBe('No');
    expect(byName(rows, 'Elm Kitchen')!.deletedAt).not.toBeNull();
    expect(byName(rows, 'Bare Shelter')).toMatchObject({
      returning: 'N/A',
      contactName: null,
      primaryPointOfContact: null,
      applications: [],
    });
  });

  it('with an application year: the organizations that applied then, and those applications only', async () => {
    const pine = await organizationWithContacts(api.db, { name: 'Pine Pantry' });
    const now = await application(api.db, pine.organization.id, { applicationYear: 2030 });
    await application(api.db, pine.organization.id, {
      applicationYear: 2029,
      status: 'APPROVED',
      new: false,
    });
    const cedar = await organizationWithContacts(api.db, { name: 'Cedar Pantry' });
    await application(api.db, cedar.organization.id, {
      applicationYear: 2030,
      deletedAt: new Date(),
    });

    const rows = await list({ year: 2030 });
    expect(rows.map((row) => row.name)).toEqual(['Pine Pantry']);
    expect(rows[0]!.applications.map((a) => a.applicationPartnerServicesId)).toEqual([now.id]);
    // The Returning flag still looks at every application of the organization.
    expect(rows[0]!.returning).toBe('Yes');
    expect(await list({ year: 2031 })).toEqual([]);
  });

  it('is refused to educators and anonymous callers', async () => {
    expect(firstError(await api.gql(LIST, {}, { token: educator.token }))).toBe(MESSAGES.forbidden);
    expect(firstError(await api.gql(LIST, {}))).toBe(MESSAGES.notLoggedIn);
  });

  it('runs the same number of statements for 2 organizations as for 20', async () => {
    const year = 2040;
    async function add(n: number) {
      for (let i = 0; i < n; i++) {
        const { organization } = await organizationWithContacts(api.db, { name: `Count ${i}` });
        await application(api.db, organization.id, {
          applicationYear: year,
          status: i % 2 ? 'APPROVED' : 'PENDING',
          submittedById: educator.id,
        });
      }
    }
    const measure = async () => {
      api.statements.length = 0;
      const rows = await list({ year });
      const filtered = api.statements.length;
      api.statements.length = 0;
      const all = await list();
      return { rows: rows.length, all: all.length, filtered, unfiltered: api.statements.length };
    };
    await measure();
    await add(2);
    const few = await measure();
    await add(18);
    const many = await measure();
    expect([few.rows, many.rows, many.all - few.all]).toEqual([2, 20, 18]);
    // The session lookup, the snapshot check and the list's one statement.
    expect([few.filtered, few.unfiltered, many.filtered, many.unfiltered]).toEqual([3, 3, 3, 3]);
  });
});

describe('adminOrganization', () => {
  const detail = (id: number, caller: User | null = admin) =>
    api.gql<{ organization: OrganizationResult }>(DETAIL, { id }, { token: caller?.token });

  it('shows the profile, contacts, live applications newest first and the history', async () => {
    const { organization, primary, secondary } = await organizationWithContacts(api.db, {
      name: 'Maple Pantry',
      website: 'https://maple.example',
      notes: 'Dock at the back',
      statusPartnerServices: 'ACTIVE',
      firstYearApplied: 2023,
    });
    const older = await application(api.db, organization.id, {
      applicationYear: 2023,
      status: 'APPROVED',
      new: true,
    });
    const newer = await application(api.db, organization.id, { applicationYear: 2024 });
    const deleted = await application(api.db, organization.id, {
      applicationYear: 2025,
      deletedAt: new Date(),
    });
    await recordAudit(api.db, {
      actorId: admin.id,
      action: 'DELETE_APPLICATION',
      entityType: 'application_partner_services',
      entityId: deleted.id,
      before: { deletedAt: null },
      after: { deletedAt: '2024-05-01T00:00:00.000Z' },
    });
    const result = await detail(organization.id);
    expect(result.errors).toBeUndefined();
    const shown = result.data!.organization;
    expect(shown).toMatchObject({
      organizationId: organization.id,
      name: 'Maple Pantry',
      einNumber: organization.einNumber,
      website: 'https://maple.example',
      notes: 'Dock at the back',
      programStatus: 'ACTIVE',
      firstYearApplied: 2023,
      returning: 'No',
    });
    expect(shown.members.map((m) => [m.organizationMemberId, m.type])).toEqual([
      [primary.id, 'PRIMARY_POINT_CONTACT'],
      [secondary.id, 'SECONDARY_POINT_CONTACT'],
    ]);
    expect(shown.applications.map((a) => a.applicationPartnerServicesId)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(shown.history.map((h) => [h.action, h.entityId])).toEqual([
      ['DELETE_APPLICATION', deleted.id],
    ]);
  });

  it("is 'Not found' for an unknown organization and refused to educators and anonymous callers", async () => {
    expect(firstError(await detail(999_999))).toBe(MESSAGES.notFound);
    const { organization } = await organizationWithContacts(api.db);
    expect(firstError(await detail(organization.id, educator))).toBe(MESSAGES.forbidden);
    expect(firstError(await detail(organization.id, null))).toBe(MESSAGES.notLoggedIn);
  });
});
