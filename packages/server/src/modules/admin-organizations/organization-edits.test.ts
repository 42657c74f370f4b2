import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { createOrganization } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  ORGANIZATION_FIELDS,
  auditOf,
  callers,
  liveMembers,
  organizationRow,
  organizationWithContacts,
  type OrganizationResult,
  type User,
} from './test-world.ts';

const CREATE = `mutation ($input: AdminOrganizationProfileInput!) {
  organization: adminCreateOrganization(input: $input) { ${ORGANIZATION_FIELDS} } }`;
const PROFILE = `mutation ($input: AdminOrganizationProfileInput!) {
  organization: adminUpdateOrganizationProfile(input: $input) { ${ORGANIZATION_FIELDS} } }`;
const MEMBERS = `mutation ($input: AdminUpdateOrganizationMembersInput!) {
  organization: adminUpdateOrganizationMembers(input: $input) { ${ORGANIZATION_FIELDS} } }`;
const STATUS = `mutation ($input: AdminUpdateOrganizationStatusInput!) {
  organization: adminUpdateOrganizationStatus(input: $input) { ${ORGANIZATION_FIELDS} } }`;

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

const call = (query: string, input: Record<string, unknown>, caller: User | null = admin) =>
  api.gql<{ organization: OrganizationResult }>(query, { input }, { token: caller?.token });

let serial = 0;

/** A complete profile with an EIN of its own. */
function profile(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: ` Hope Pantry ${serial} `,
    einNumber: `55${String(1_000_000 + serial).slice(0, 7)}`,
    address1: `${serial} Main St`,
    address2: '',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77002',
    phone: '7135550199',
    website: 'https://hope.example',
    notes: 'Deliveries by the side door',
    ...extra,
  };
}

const member = (type: string, email: string, extra: Record<string, unknown> = {}) => ({
  type,
  firstName: 'Rosa',
  lastName: 'Diaz',
  title: 'Director',
  phone: '2815550123',
  email,
  ...extra,
});

/** How many organizations and organization audit entries there are. */
async function written() {
  const [o] = await api.db.select({ n: count() }).from(organizations);
  const [a] = await api.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.entityType, 'organizations'));
  return { organizations: o!.n, audit: a!.n };
}

describe('adminCreateOrganization', () => {
  it('adds the organization (EIN and phone formatted), audited as CREATE', async () => {
    const input = profile({ einNumber: '123456789' });
    const result = await call(CREATE, input);
    expect(result.errors).toBeUndefined();
    const shown = result.data!.organization;
    expect(shown).toMatchObject({
      name: input.name.trim(),
      einNumber: '12-3456789',
      phone: '713-555-0199',
      website: 'https://hope.example',
      programStatus: null,
      returning: 'N/A',
      members: [],
      applications: [],
    });
    expect(shown.lastEdited).not.toBeNull();
    expect(shown.history).toMatchObject([{ action: 'CREATE', actorName: 'Ada Admin' }]);
  });

  it('refuses the EIN of a live organization, writing nothing; an archived one does not count', async () => {
    await createOrganization(api.db, { einNumber: '98-7654321' });
    const before = await written();
    const result = await call(CREATE, profile({ einNumber: '98-7654321' }));
    expect(firstError(result)).toBe(MESSAGES.organizationEinTaken);
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'einNumber',
    });
    expect(await written()).toEqual(before);

    await createOrganization(api.db, { einNumber: '98-7654000', deletedAt: new Date() });
    expect((await call(CREATE, profile({ einNumber: '98-7654000' }))).errors).toBeUndefined();
  });

  it('adds one of two organizations with the same EIN created at the same time', async () => {
    const twin = profile({ einNumber: '11-2223334' });
    const results = await Promise.all([call(CREATE, twin), call(CREATE, twin)]);
    expect(results.map(firstError).sort()).toEqual([MESSAGES.organizationEinTaken, undefined]);
  });

  it.each([
    ['name', '', MESSAGES.required],
    ['einNumber', '12-345', MESSAGES.invalidEin],
    ['einNumber', '', MESSAGES.required],
    ['city', ' ', MESSAGES.required],
    ['county', 'ATLANTIS', MESSAGES.required],
    ['zip', '77449-123456', MESSAGES.maxLength(10)],
    ['phone', '555-0101', MESSAGES.invalidPhone],
    ['website', 'hope.example', MESSAGES.invalidUrl],
    ['notes', 'x'.repeat(5001), MESSAGES.maxLength(5000)],
  ])('refuses %s %j (%s), writing nothing', async (field, value, message) => {
    const before = await written();
    const result = await call(CREATE, profile({ [field]: value }));
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await written()).toEqual(before);
  });

  it('is refused to educators and anonymous callers, writing nothing', async () => {
    const before = await written();
    expect(firstError(await call(CREATE, profile(), educator))).toBe(MESSAGES.forbidden);
    expect(firstError(await call(CREATE, profile(), null))).toBe(MESSAGES.notLoggedIn);
    expect(await written()).toEqual(before);
  });
});

describe('adminUpdateOrganizationProfile', () => {
  it('saves the profile with lastEdited, audited with the changed fields only', async () => {
    const { organization } = await organizationWithContacts(api.db, { name: 'Old Name' });
    const input = profile({ organizationId: organization.id, einNumber: organization.einNumber });
    const result = await call(PROFILE, input);
    expect(result.errors).toBeUndefined();
    expect(result.data!.organization).toMatchObject({
      name: input.name.trim(),
      notes: input.notes,
    });
    const [entry] = await auditOf(api.db, 'organizations', organization.id);
    expect(entry).toMatchObject({ action: 'UPDATE_PROFILE', actorId: admin.id });
    expect(entry!.before).toMatchObject({ name: 'Old Name' });
    expect(Object.keys(entry!.after as object)).not.toContain('einNumber');
  });

  it("refuses another live organization's EIN, and bad input, writing nothing", async () => {
    const other = await createOrganization(api.db);
    const { organization } = await organizationWithContacts(api.db);
    const before = await organizationRow(api.db, organization.id);
    const taken = await call(
      PROFILE,
      profile({ organizationId: organization.id, einNumber: other.einNumber }),
    );
    expect(firstError(taken)).toBe(MESSAGES.organizationEinTaken);
    const bad = await call(PROFILE, profile({ organizationId: organization.id, name: '' }));
    expect(firstError(bad)).toBe(MESSAGES.required);
    expect(await organizationRow(api.db, organization.id)).toEqual(before);
    expect(await auditOf(api.db, 'organizations', organization.id)).toEqual([]);
  });

  it("is 'Not found' for an unknown organization, refused without an id and to educators", async () => {
    expect(firstError(await call(PROFILE, profile({ organizationId: 999_999 })))).toBe(
      MESSAGES.notFound,
    );
    expect(firstError(await call(PROFILE, profile()))).toBe(MESSAGES.required);
    const { organization } = await organizationWithContacts(api.db);
    const before = await organizationRow(api.db, organization.id);
    expect(
      firstError(await call(PROFILE, profile({ organizationId: organization.id }), educator)),
    ).toBe(MESSAGES.forbidden);
    expect(await organizationRow(api.db, organization.id)).toEqual(before);
  });
});

describe('adminUpdateOrganizationMembers', () => {
  it('keeps a member by id, replaces the other, moves lastEditedMembers, audited', async () => {
    const { organization, primary, secondary } = await organizationWithContacts(api.db);
    const result = await call(MEMBERS, {
      organizationId: organization.id,
      members: [
        member('PRIMARY_POINT_CONTACT', 'rosa@org.test', { organizationMemberId: primary.id }),
        member('SECONDARY_POINT_CONTACT', 'ivan@org.test', { firstName: 'Ivan', title: '' }),
      ],
    });
    expect(result.errors).toBeUndefined();
    const shown = result.data!.organization;
    expect(shown.lastEditedMembers).not.toBeNull();
    expect(shown.members).toMatchObject([
      { organizationMemberId: primary.id, fullName: 'Rosa Diaz', phone: '281-555-0123' },
      { type: 'SECONDARY_POINT_CONTACT', fullName: 'Ivan Diaz', title: null },
    ]);
    expect(shown.members[1]!.organizationMemberId).not.toBe(secondary.id);
    const [entry] = await auditOf(api.db, 'organizations', organization.id);
    expect(entry).toMatchObject({ action: 'UPDATE_CONTACTS', actorId: admin.id });
    expect(entry!.after).toMatchObject({
      members: [{ type: 'PRIMARY_POINT_CONTACT', name: 'Rosa Diaz' }, { name: 'Ivan Diaz' }],
    });
  });

  it.each([
    [
      'the same email twice',
      [
        member('PRIMARY_POINT_CONTACT', 'a@org.test'),
        member('SECONDARY_POINT_CONTACT', 'A@Org.test'),
      ],
      MESSAGES.emailMustBeUnique,
    ],
    [
      'no secondary',
      [member('PRIMARY_POINT_CONTACT', 'a@org.test')],
      'Secondary Point of Contact Required',
    ],
    [
      'three members',
      [
        member('PRIMARY_POINT_CONTACT', 'a@org.test'),
        member('SECONDARY_POINT_CONTACT', 'b@org.test'),
        member('SECONDARY_POINT_CONTACT', 'c@org.test'),
      ],
      'At most 2 organization members',
    ],
    [
      'a bad phone',
      [
        member('PRIMARY_POINT_CONTACT', 'a@org.test', { phone: '12' }),
        member('SECONDARY_POINT_CONTACT', 'b@org.test'),
      ],
      MESSAGES.invalidPhone,
    ],
  ])('refuses %s and writes nothing', async (_case, members, message) => {
    const { organization } = await organizationWithContacts(api.db);
    const before = await liveMembers(api.db, organization.id);
    const result = await call(MEMBERS, { organizationId: organization.id, members });
    expect(firstError(result)).toBe(message);
    expect(await liveMembers(api.db, organization.id)).toEqual(before);
    expect((await organizationRow(api.db, organization.id))!.lastEditedMembers).toBeNull();
    expect(await auditOf(api.db, 'organizations', organization.id)).toEqual([]);
  });

  it("refuses another organization's member id, and educators, writing nothing", async () => {
    const { organization } = await organizationWithContacts(api.db);
    const other = await organizationWithContacts(api.db);
    const before = await liveMembers(api.db, organization.id);
    const input = {
      organizationId: organization.id,
      members: [
        member('PRIMARY_POINT_CONTACT', 'a@org.test', { organizationMemberId: other.primary.id }),
        member('SECONDARY_POINT_CONTACT', 'b@org.test'),
      ],
    };
    expect(firstError(await call(MEMBERS, input))).toBe(MESSAGES.notFound);
    expect(firstError(await call(MEMBERS, input, educator))).toBe(MESSAGES.forbidden);
    expect(await liveMembers(api.db, organization.id)).toEqual(before);
    expect(await liveMembers(api.db, other.organization.id)).toHaveLength(2);
  });
});

describe('adminUpdateOrganizationStatus', () => {
  it('sets a programStatuses value with its date, audited once', async () => {
    const { organization } = await organizationWithContacts(api.db);
    const input = { organizationId: organization.id, status: 'WAITLISTED' };
    const result = await call(STATUS, input);
    expect(result.errors).toBeUndefined();
    expect(result.data!.organization.programStatus).toBe('WAITLISTED');
    expect(result.data!.organization.programStatusUpdatedAt).not.toBeNull();
    await call(STATUS, input);
    const entries = await auditOf(api.db, 'organizations', organization.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'UPDATE_PROGRAM_STATUS',
        { statusPartnerServices: null },
        { statusPartnerServices: 'WAITLISTED' },
      ],
    ]);
  });

  it('refuses a value outside programStatuses, and educators; nothing written', async () => {
    const { organization } = await organizationWithContacts(api.db);
    const bad = await call(STATUS, { organizationId: organization.id, status: 'APPROVED' });
    expect(firstError(bad)).toBe(MESSAGES.required);
    expect(
      firstError(
        await call(STATUS, { organizationId: organization.id, status: 'ACTIVE' }, educator),
      ),
    ).toBe(MESSAGES.forbidden);
    expect(await organizationRow(api.db, organization.id)).toMatchObject({
      statusPartnerServices: null,
      statusPartnerServicesUpdatedAt: null,
    });
  });
});
