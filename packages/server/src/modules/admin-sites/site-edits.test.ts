import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  SITE_FIELDS,
  auditOf,
  callers,
  liveMembers,
  siteRow,
  siteWithContacts,
  type SiteResult,
  type User,
} from './test-world.ts';

const PROFILE = `mutation ($input: AdminUpdateSiteProfileInput!) {
  site: adminUpdateSiteProfile(input: $input) { ${SITE_FIELDS} } }`;
const MEMBERS = `mutation ($input: AdminUpdateSiteMembersInput!) {
  site: adminUpdateSiteMembers(input: $input) { ${SITE_FIELDS} } }`;
const STATUS = `mutation ($input: AdminUpdateSiteStatusInput!) {
  site: adminUpdateSiteStatus(input: $input) { ${SITE_FIELDS} } }`;

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

const call = (query: string, input: Record<string, unknown>, token: string | undefined) =>
  api.gql<{ site: SiteResult }>(query, { input }, { token });

const profile = (siteId: number, extra: Record<string, unknown> = {}) => ({
  siteId,
  name: ' Sunrise Kids Cafe ',
  type: 'AFTERSCHOOL_PROGRAM',
  address1: '12 Oak St',
  address2: '',
  crossStreet: 'Elm St',
  city: 'Katy',
  county: 'HARRIS',
  state: 'TX',
  zip: '77449',
  closestSchool: 'Katy High',
  notes: 'Ring at the gate',
  ...extra,
});

const member = (type: string, email: string, extra: Record<string, unknown> = {}) => ({
  type,
  firstName: 'Rosa',
  lastName: 'Diaz',
  title: 'Director',
  phone: '2815550123',
  email,
  isSupervisor: true,
  ...extra,
});

describe('adminUpdateSiteProfile', () => {
  it('saves the profile with lastEdited, audited with the changed fields only', async () => {
    const { site } = await siteWithContacts(api.db, { name: 'Sunrise', city: 'Katy' });
    const result = await call(PROFILE, profile(site.id), admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.site).toMatchObject({
      name: 'Sunrise Kids Cafe',
      type: 'AFTERSCHOOL_PROGRAM',
      address2: null,
      notes: 'Ring at the gate',
    });
    expect(result.data!.site.lastEdited).not.toBeNull();
    const saved = await siteRow(api.db, site.id);
    expect(saved).toMatchObject({ name: 'Sunrise Kids Cafe', zip: '77449', crossStreet: 'Elm St' });
    const [entry] = await auditOf(api.db, 'sites', site.id);
    expect(entry).toMatchObject({ action: 'UPDATE_PROFILE', actorId: admin.id });
    expect(entry!.before).toMatchObject({ name: 'Sunrise' });
    expect(entry!.after).toMatchObject({ name: 'Sunrise Kids Cafe' });
    expect(Object.keys(entry!.after as object)).not.toContain('city');
  });

  it.each([
    ['name', '', MESSAGES.required],
    ['crossStreet', ' ', MESSAGES.required],
    ['closestSchool', null, MESSAGES.required],
    ['county', 'ATLANTIS', MESSAGES.required],
    ['type', 'SCHOOL', MESSAGES.required],
    ['zip', '77449-123456', MESSAGES.maxLength(10)],
  ])('refuses %s %j (%s) and writes nothing', async (field, value, message) => {
    const { site } = await siteWithContacts(api.db);
    const before = await siteRow(api.db, site.id);
    const result = await call(PROFILE, profile(site.id, { [field]: value }), admin.token);
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await siteRow(api.db, site.id)).toEqual(before);
    expect(await auditOf(api.db, 'sites', site.id)).toEqual([]);
  });

  it("is 'Not found' for an unknown site and refused to educators", async () => {
    expect(firstError(await call(PROFILE, profile(999_999), admin.token))).toBe(MESSAGES.notFound);
    const { site } = await siteWithContacts(api.db);
    const before = await siteRow(api.db, site.id);
    expect(firstError(await call(PROFILE, profile(site.id), educator.token))).toBe(
      MESSAGES.forbidden,
    );
    expect(await siteRow(api.db, site.id)).toEqual(before);
  });
});

describe('adminUpdateSiteMembers', () => {
  it('keeps a member by id, replaces the other, moves lastEditedSiteMembers, audited', async () => {
    const { site, primary, secondary } = await siteWithContacts(api.db);
    const result = await call(
      MEMBERS,
      {
        siteId: site.id,
        siteMembers: [
          member('PRIMARY_POINT_CONTACT', 'rosa@site.test', { siteMemberId: primary.id }),
          member('SECONDARY_POINT_CONTACT', 'ivan@site.test', {
            firstName: 'Ivan',
            title: '',
            isSupervisor: false,
          }),
        ],
      },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const shown = result.data!.site;
    expect(shown.lastEditedSiteMembers).not.toBeNull();
    expect(shown.siteMembers).toMatchObject([
      {
        siteMemberId: primary.id,
        type: 'PRIMARY_POINT_CONTACT',
        fullName: 'Rosa Diaz',
        phone: '281-555-0123',
        email: 'rosa@site.test',
        isSupervisor: true,
      },
      { type: 'SECONDARY_POINT_CONTACT', fullName: 'Ivan Diaz', title: null, isSupervisor: false },
    ]);
    expect(shown.siteMembers[1]!.siteMemberId).not.toBe(secondary.id);
    expect((await liveMembers(api.db, site.id)).map((m) => m.email)).toEqual([
      'rosa@site.test',
      'ivan@site.test',
    ]);
    const [entry] = await auditOf(api.db, 'sites', site.id);
    expect(entry).toMatchObject({ action: 'UPDATE_CONTACTS', actorId: admin.id });
  });

  it('swaps the two roles between the same people', async () => {
    const { site, primary, secondary } = await siteWithContacts(api.db);
    const result = await call(
      MEMBERS,
      {
        siteId: site.id,
        siteMembers: [
          member('SECONDARY_POINT_CONTACT', primary.email!, { siteMemberId: primary.id }),
          member('PRIMARY_POINT_CONTACT', secondary.email!, { siteMemberId: secondary.id }),
        ],
      },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(
      (await liveMembers(api.db, site.id))
        .map((m) => [m.id, m.type])
        .sort((a, b) => +a[0]! - +b[0]!),
    ).toEqual([
      [primary.id, 'SECONDARY_POINT_CONTACT'],
      [secondary.id, 'PRIMARY_POINT_CONTACT'],
    ]);
  });

  it.each([
    [
      'the same email twice',
      [
        member('PRIMARY_POINT_CONTACT', 'a@site.test'),
        member('SECONDARY_POINT_CONTACT', 'A@Site.test'),
      ],
      MESSAGES.emailMustBeUnique,
    ],
    [
      'no secondary',
      [member('PRIMARY_POINT_CONTACT', 'a@site.test')],
      'Secondary Point of Contact Required',
    ],
    [
      'three members',
      [
        member('PRIMARY_POINT_CONTACT', 'a@site.test'),
        member('SECONDARY_POINT_CONTACT', 'b@site.test'),
        member('SECONDARY_POINT_CONTACT', 'c@site.test'),
      ],
      'At most 2 site members',
    ],
    [
      'a missing isSupervisor',
      [
        member('PRIMARY_POINT_CONTACT', 'a@site.test'),
        member('SECONDARY_POINT_CONTACT', 'b@site.test', { isSupervisor: null }),
      ],
      MESSAGES.required,
    ],
    [
      'a bad phone',
      [
        member('PRIMARY_POINT_CONTACT', 'a@site.test', { phone: '555-0101' }),
        member('SECONDARY_POINT_CONTACT', 'b@site.test'),
      ],
      MESSAGES.invalidPhone,
    ],
  ])('refuses %s and writes nothing', async (_case, siteMembers, message) => {
    const { site } = await siteWithContacts(api.db);
    const before = await liveMembers(api.db, site.id);
    const result = await call(MEMBERS, { siteId: site.id, siteMembers }, admin.token);
    expect(firstError(result)).toBe(message);
    expect(await liveMembers(api.db, site.id)).toEqual(before);
    expect((await siteRow(api.db, site.id))!.lastEditedSiteMembers).toBeNull();
    expect(await auditOf(api.db, 'sites', site.id)).toEqual([]);
  });

  it("refuses another site's member id and writes nothing", async () => {
    const { site } = await siteWithContacts(api.db);
    const other = await siteWithContacts(api.db);
    const before = await liveMembers(api.db, site.id);
    const result = await call(
      MEMBERS,
      {
        siteId: site.id,
        siteMembers: [
          member('PRIMARY_POINT_CONTACT', 'a@site.test', { siteMemberId: other.primary.id }),
          member('SECONDARY_POINT_CONTACT', 'b@site.test'),
        ],
      },
      admin.token,
    );
    expect(firstError(result)).toBe(MESSAGES.notFound);
    expect(await liveMembers(api.db, site.id)).toEqual(before);
    expect((await liveMembers(api.db, other.site.id)).map((m) => m.id)).toContain(other.primary.id);
  });

  it('is refused to educators', async () => {
    const { site } = await siteWithContacts(api.db);
    const before = await liveMembers(api.db, site.id);
    const input = {
      siteId: site.id,
      siteMembers: [
        member('PRIMARY_POINT_CONTACT', 'a@site.test'),
        member('SECONDARY_POINT_CONTACT', 'b@site.test'),
      ],
    };
    expect(firstError(await call(MEMBERS, input, educator.token))).toBe(MESSAGES.forbidden);
    expect(await liveMembers(api.db, site.id)).toEqual(before);
  });
});

describe('adminUpdateSiteStatus', () => {
  it('sets a programStatuses value with its date, audited once', async () => {
    const { site } = await siteWithContacts(api.db);
    const result = await call(STATUS, { siteId: site.id, status: 'WAITLISTED' }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.site.programStatus).toBe('WAITLISTED');
    expect(result.data!.site.programStatusUpdatedAt).not.toBeNull();
    // The same value again changes nothing.
    await call(STATUS, { siteId: site.id, status: 'WAITLISTED' }, admin.token);
    const entries = await auditOf(api.db, 'sites', site.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['UPDATE_PROGRAM_STATUS', { statusKidsCafe: null }, { statusKidsCafe: 'WAITLISTED' }],
    ]);
  });

  it('refuses a value outside programStatuses, and educators; nothing written', async () => {
    const { site } = await siteWithContacts(api.db);
    const bad = await call(STATUS, { siteId: site.id, status: 'APPROVED' }, admin.token);
    expect(firstError(bad)).toBe(MESSAGES.required);
    expect(bad.errors![0]!.extensions).toMatchObject({ field: 'status' });
    expect(
      firstError(await call(STATUS, { siteId: site.id, status: 'ACTIVE' }, educator.token)),
    ).toBe(MESSAGES.forbidden);
    expect(firstError(await call(STATUS, { siteId: 999_999, status: 'ACTIVE' }, admin.token))).toBe(
      MESSAGES.notFound,
    );
    expect(await siteRow(api.db, site.id)).toMatchObject({
      statusKidsCafe: null,
      statusKidsCafeUpdatedAt: null,
    });
    expect(await auditOf(api.db, 'sites', site.id)).toEqual([]);
  });
});
