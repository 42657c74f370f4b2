import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createUser, grantSite } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { STATUS_NOT_ALLOWED } from '../admin-schools/update-applications.ts';
import {
  SITE_FIELDS,
  application,
  applicationRow,
  auditOf,
  callers,
  grantsOf,
  liveMembers,
  siteRow,
  siteWithContacts,
  type SiteResult,
  type User,
} from './test-world.ts';

const UPDATE = `mutation ($input: AdminUpdateSiteApplicationsInput!) {
  site: adminUpdateSiteApplications(input: $input) { ${SITE_FIELDS} } }`;
const DELETE = `mutation ($id: Int!) {
  site: adminDeleteSiteApplication(applicationKidsCafeId: $id) { ${SITE_FIELDS} } }`;
const MY_SITES = `query { educatorUser { sites { siteId name } } }`;

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

const setStatuses = (
  siteId: number,
  applications: { id: number; status: string }[],
  caller: User = admin,
) =>
  api.gql<{ site: SiteResult }>(
    UPDATE,
    {
      input: {
        siteId,
        applications: applications.map((a) => ({ applicationKidsCafeId: a.id, status: a.status })),
      },
    },
    { token: caller.token },
  );

const sitesOf = async (user: User) => {
  const result = await api.gql<{ educatorUser: { sites: { siteId: number; name: string }[] } }>(
    MY_SITES,
    {},
    { token: user.token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.educatorUser.sites;
};

/** The proposal a Kids Cafe form leaves on its application (applications/kids-cafe/proposed-site.ts). */
const proposal = (name: string, email: string) => ({
  profile: {
    name,
    type: 'CHILDCARE',
    address1: '9 New Rd',
    address2: null,
    crossStreet: 'Pine St',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77002',
    closestSchool: 'Lamar High',
  },
  members: [
    {
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Nora',
      lastName: 'New',
      title: null,
      phone: '713-555-0199',
      email,
      isSupervisor: true,
    },
  ],
});

describe('adminUpdateSiteApplications: approval', () => {
  it('applies the proposal, grants the submitter the site, sets the first year and mails', async () => {
    const submitter = await createUser(api.db, { firstName: 'Sue' });
    const { site } = await siteWithContacts(api.db, { name: 'Before Approval' });
    const app = await application(api.db, site.id, {
      type: 'SUMMER',
      applicationYear: 2024,
      submittedById: submitter.id,
      proposedSite: proposal('After Approval', 'nora@site.test'),
    });
    expect(await sitesOf(submitter)).toEqual([]);

    const result = await setStatuses(site.id, [{ id: app.id, status: 'APPROVED' }]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.site).toMatchObject({
      name: 'After Approval',
      returning: 'Yes',
      firstYearApplied: 2024,
    });
    expect(result.data!.site.applications[0]).toMatchObject({ status: 'APPROVED' });
    expect(result.data!.site.history[0]).toMatchObject({
      action: 'UPDATE_APPLICATION_STATUS',
      entityId: app.id,
      changes: [{ field: 'status', before: '"PENDING"', after: '"APPROVED"' }],
    });
    expect((await liveMembers(api.db, site.id)).map((m) => m.email)).toContain('nora@site.test');
    expect(await grantsOf(api.db, submitter.id)).toEqual([
      { siteId: site.id, source: 'APPLICATION' },
    ]);
    // The submitter reaches the site now.
    expect(await sitesOf(submitter)).toEqual([{ siteId: site.id, name: 'After Approval' }]);
    const mails = (await api.db.select().from(mailOutbox)).filter(
      (m) => m.kind === 'application-approved' && m.to === submitter.email,
    );
    expect(mails).toHaveLength(1);

    // Denied again: the grant goes, audited on the user; the site keeps its record.
    const denied = await setStatuses(site.id, [{ id: app.id, status: 'DENIED' }]);
    expect(denied.errors).toBeUndefined();
    expect(await grantsOf(api.db, submitter.id)).toEqual([]);
    expect(await sitesOf(submitter)).toEqual([]);
    expect((await auditOf(api.db, 'users', submitter.id)).map((e) => e.action)).toEqual([
      'REVOKE_SITE_GRANT',
    ]);
    expect((await siteRow(api.db, site.id))!.name).toBe('After Approval');
  });

  it("never removes an admin's grant", async () => {
    const { site } = await siteWithContacts(api.db);
    const colleague = await createUser(api.db);
    await grantSite(api.db, colleague.id, site.id, 'ADMIN');
    const app = await application(api.db, site.id, {
      status: 'APPROVED',
      submittedById: colleague.id,
    });
    expect((await setStatuses(site.id, [{ id: app.id, status: 'WITHDRAWN' }])).errors).toBe(
      undefined,
    );
    expect(await grantsOf(api.db, colleague.id)).toEqual([{ siteId: site.id, source: 'ADMIN' }]);
  });
});

describe('adminUpdateSiteApplications: the dropdown rules (spec 3 §4)', () => {
  it.each([
    ['PENDING', 'IN_PROGRESS', STATUS_NOT_ALLOWED],
    ['APPROVED', 'PENDING', STATUS_NOT_ALLOWED],
    ['PENDING', 'PENDING_PRINCIPAL', STATUS_NOT_ALLOWED],
    ['IN_PROGRESS', 'DENIED', STATUS_NOT_ALLOWED],
    ['PENDING', 'DENIED', null],
    ['PENDING', 'WAITLISTED', null],
    ['DENIED', 'WITHDRAWN', null],
    ['IN_PROGRESS', 'IN_PROGRESS', null],
  ] as const)('%s → %s: %s', async (from, to, message) => {
    const { site } = await siteWithContacts(api.db);
    const app = await application(api.db, site.id, { status: from });
    const result = await setStatuses(site.id, [{ id: app.id, status: to }]);
    expect(firstError(result) ?? null).toBe(message);
    expect((await applicationRow(api.db, app.id))!.status).toBe(message ? from : to);
    if (message) expect(await auditOf(api.db, 'application_kids_cafe', app.id)).toEqual([]);
  });

  it('changes all or nothing', async () => {
    const { site } = await siteWithContacts(api.db);
    const good = await application(api.db, site.id, { type: 'SCHOOL' });
    const draft = await application(api.db, site.id, { type: 'SUMMER', status: 'IN_PROGRESS' });
    const result = await setStatuses(site.id, [
      { id: good.id, status: 'DENIED' },
      { id: draft.id, status: 'DENIED' },
    ]);
    expect(firstError(result)).toBe(STATUS_NOT_ALLOWED);
    expect((await applicationRow(api.db, good.id))!.status).toBe('PENDING');
  });

  it("refuses another site's, a deleted or an unknown application", async () => {
    const { site } = await siteWithContacts(api.db);
    const other = await siteWithContacts(api.db);
    const theirs = await application(api.db, other.site.id);
    const deleted = await application(api.db, site.id, { deletedAt: new Date() });
    for (const id of [theirs.id, deleted.id, 999_999]) {
      const result = await setStatuses(site.id, [{ id, status: 'DENIED' }]);
      expect(firstError(result)).toBe(MESSAGES.notFound);
    }
    expect((await applicationRow(api.db, theirs.id))!.status).toBe('PENDING');
    expect((await applicationRow(api.db, deleted.id))!.status).toBe('PENDING');
  });

  it('refuses more than 100 changes at once', async () => {
    const { site } = await siteWithContacts(api.db);
    const app = await application(api.db, site.id);
    const many = Array.from({ length: 101 }, () => ({ id: app.id, status: 'DENIED' }));
    expect(firstError(await setStatuses(site.id, many))).toBe(
      MESSAGES.tooManyAtOnce(100, 'applications'),
    );
    expect((await applicationRow(api.db, app.id))!.status).toBe('PENDING');
  });

  it('refuses to reopen a denied application while another one holds its type and year', async () => {
    const { site } = await siteWithContacts(api.db);
    const denied = await application(api.db, site.id, {
      type: 'SUMMER',
      applicationYear: 2024,
      status: 'DENIED',
    });
    await application(api.db, site.id, { type: 'SUMMER', applicationYear: 2024 });
    const result = await setStatuses(site.id, [{ id: denied.id, status: 'APPROVED' }]);
    expect(firstError(result)).toBe(MESSAGES.siteApplicationInProgress('Kids Cafe', 'Summer 2025'));
    expect((await applicationRow(api.db, denied.id))!.status).toBe('DENIED');
  });

  it('is refused to educators, even of the site', async () => {
    const { site } = await siteWithContacts(api.db);
    await grantSite(api.db, educator.id, site.id, 'ADMIN');
    const app = await application(api.db, site.id);
    const result = await setStatuses(site.id, [{ id: app.id, status: 'APPROVED' }], educator);
    expect(firstError(result)).toBe(MESSAGES.forbidden);
    expect((await applicationRow(api.db, app.id))!.status).toBe('PENDING');
  });
});

describe('adminDeleteSiteApplication', () => {
  it('soft-deletes, audited; an approved one takes its grant along', async () => {
    const submitter = await createUser(api.db);
    const { site } = await siteWithContacts(api.db);
    const app = await application(api.db, site.id, {
      status: 'APPROVED',
      submittedById: submitter.id,
    });
    await grantSite(api.db, submitter.id, site.id, 'APPLICATION');
    const result = await api.gql<{ site: SiteResult }>(
      DELETE,
      { id: app.id },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.site.applications).toEqual([]);
    expect(result.data!.site.history[0]).toMatchObject({
      action: 'DELETE_APPLICATION',
      entityId: app.id,
    });
    expect((await applicationRow(api.db, app.id))!.deletedAt).not.toBeNull();
    expect(await grantsOf(api.db, submitter.id)).toEqual([]);
    // Gone for the console: a second delete is 'Not found'.
    expect(firstError(await api.gql(DELETE, { id: app.id }, { token: admin.token }))).toBe(
      MESSAGES.notFound,
    );
  });

  it("is 'Not found' for an unknown application and refused to educators", async () => {
    expect(firstError(await api.gql(DELETE, { id: 999_999 }, { token: admin.token }))).toBe(
      MESSAGES.notFound,
    );
    const { site } = await siteWithContacts(api.db);
    const app = await application(api.db, site.id);
    expect(firstError(await api.gql(DELETE, { id: app.id }, { token: educator.token }))).toBe(
      MESSAGES.forbidden,
    );
    expect((await applicationRow(api.db, app.id))!.deletedAt).toBeNull();
  });
});
