import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createUser, grantOrganization } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { STATUS_NOT_ALLOWED } from '../admin-schools/update-applications.ts';
import {
  ORGANIZATION_FIELDS,
  application,
  applicationRow,
  auditOf,
  callers,
  grantsOf,
  liveMembers,
  organizationRow,
  organizationWithContacts,
  type OrganizationResult,
  type User,
} from './test-world.ts';

const UPDATE = `mutation ($input: AdminUpdateOrganizationApplicationsInput!) {
  organization: adminUpdateOrganizationApplications(input: $input) { ${ORGANIZATION_FIELDS} } }`;
const DELETE = `mutation ($id: Int!) {
  organization: adminDeleteOrganizationApplication(applicationPartnerServicesId: $id) {
    ${ORGANIZATION_FIELDS} } }`;

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
  organizationId: number,
  changes: { id: number; status: string }[],
  caller: User = admin,
) =>
  api.gql<{ organization: OrganizationResult }>(
    UPDATE,
    {
      input: {
        organizationId,
        applications: changes.map((c) => ({
          applicationPartnerServicesId: c.id,
          status: c.status,
        })),
      },
    },
    { token: caller.token },
  );

/** The proposal a Partner Services form leaves on its application (proposed-organization.ts). */
const proposal = (name: string, email: string) => ({
  profile: {
    name,
    einNumber: '44-5556667',
    address1: '9 New Rd',
    address2: null,
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77002',
    phone: '713-555-0177',
    website: null,
  },
  members: [
    {
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Nora',
      lastName: 'New',
      title: null,
      phone: '713-555-0199',
      email,
    },
  ],
});

describe('adminUpdateOrganizationApplications: approval', () => {
  it('applies the proposal, grants the submitter, sets the first year and mails; denying revokes', async () => {
    const submitter = await createUser(api.db, { firstName: 'Sue' });
    const { organization } = await organizationWithContacts(api.db, { name: 'Before Approval' });
    const app = await application(api.db, organization.id, {
      applicationYear: 2024,
      submittedById: submitter.id,
      proposedOrganization: proposal('After Approval', 'nora@org.test'),
    });
    const result = await setStatuses(organization.id, [{ id: app.id, status: 'APPROVED' }]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.organization).toMatchObject({
      name: 'After Approval',
      firstYearApplied: 2024,
    });
    expect(result.data!.organization.history[0]).toMatchObject({
      action: 'UPDATE_APPLICATION_STATUS',
      entityId: app.id,
      changes: [{ field: 'status', before: '"PENDING"', after: '"APPROVED"' }],
    });
    expect((await liveMembers(api.db, organization.id)).map((m) => m.email)).toContain(
      'nora@org.test',
    );
    expect(await grantsOf(api.db, submitter.id)).toEqual([
      { organizationId: organization.id, source: 'APPLICATION' },
    ]);
    const mails = (await api.db.select().from(mailOutbox)).filter(
      (m) => m.kind === 'application-approved' && m.to === submitter.email,
    );
    expect(mails).toHaveLength(1);

    const denied = await setStatuses(organization.id, [{ id: app.id, status: 'DENIED' }]);
    expect(denied.errors).toBeUndefined();
    expect(await grantsOf(api.db, submitter.id)).toEqual([]);
    expect((await auditOf(api.db, 'users', submitter.id)).map((e) => e.action)).toEqual([
      'REVOKE_ORGANIZATION_GRANT',
    ]);
    expect((await organizationRow(api.db, organization.id))!.name).toBe('After Approval');
  });

  it("never removes an admin's grant", async () => {
    const { organization } = await organizationWithContacts(api.db);
    const colleague = await createUser(api.db);
    await grantOrganization(api.db, colleague.id, organization.id, 'ADMIN');
    const app = await application(api.db, organization.id, {
      status: 'APPROVED',
      submittedById: colleague.id,
    });
    const result = await setStatuses(organization.id, [{ id: app.id, status: 'WITHDRAWN' }]);
    expect(result.errors).toBeUndefined();
    expect(await grantsOf(api.db, colleague.id)).toEqual([
      { organizationId: organization.id, source: 'ADMIN' },
    ]);
  });
});

describe('adminUpdateOrganizationApplications: the dropdown rules (spec 3 §4)', () => {
  it.each([
    ['PENDING', 'IN_PROGRESS', STATUS_NOT_ALLOWED],
    ['APPROVED', 'PENDING', STATUS_NOT_ALLOWED],
    ['PENDING', 'PENDING_PRINCIPAL', STATUS_NOT_ALLOWED],
    ['PENDING', 'WAITLISTED', STATUS_NOT_ALLOWED],
    ['IN_PROGRESS', 'DENIED', STATUS_NOT_ALLOWED],
    ['PENDING', 'DENIED', null],
    ['DENIED', 'WITHDRAWN', null],
    ['IN_PROGRESS', 'IN_PROGRESS', null],
  ] as const)('%s → %s: %s', async (from, to, message) => {
    const { organization } = await organizationWithContacts(api.db);
    const app = await application(api.db, organization.id, { status: from });
    const result = await setStatuses(organization.id, [{ id: app.id, status: to }]);
    expect(firstError(result) ?? null).toBe(message);
    expect((await applicationRow(api.db, app.id))!.status).toBe(message ? from : to);
    if (message) expect(await auditOf(api.db, 'application_partner_services', app.id)).toEqual([]);
  });

  it('changes all or nothing', async () => {
    const { organization } = await organizationWithContacts(api.db);
    const good = await application(api.db, organization.id, { applicationYear: 2024 });
    const draft = await application(api.db, organization.id, {
      applicationYear: 2025,
      status: 'IN_PROGRESS',
    });
    const result = await setStatuses(organization.id, [
      { id: good.id, status: 'DENIED' },
      { id: draft.id, status: 'DENIED' },
    ]);
    expect(firstError(result)).toBe(STATUS_NOT_ALLOWED);
    expect((await applicationRow(api.db, good.id))!.status).toBe('PENDING');
  });

  it("refuses another organization's, a deleted or an unknown application", async () => {
    const { organization } = await organizationWithContacts(api.db);
    const other = await organizationWithContacts(api.db);
    const theirs = await application(api.db, other.organization.id);
    const deleted = await application(api.db, organization.id, { deletedAt: new Date() });
    for (const id of [theirs.id, deleted.id, 999_999]) {
      const result = await setStatuses(organization.id, [{ id, status: 'DENIED' }]);
      expect(firstError(result)).toBe(MESSAGES.notFound);
    }
    expect((await applicationRow(api.db, theirs.id))!.status).toBe('PENDING');
  });

  it('refuses more than 100 changes at once', async () => {
    const { organization } = await organizationWithContacts(api.db);
    const app = await application(api.db, organization.id);
    const many = Array.from({ length: 101 }, () => ({ id: app.id, status: 'DENIED' }));
    expect(firstError(await setStatuses(organization.id, many))).toBe(
      MESSAGES.tooManyAtOnce(100, 'applications'),
    );
    expect((await applicationRow(api.db, app.id))!.status).toBe('PENDING');
  });

  it('refuses to reopen a denied application while another one holds its year', async () => {
    const { organization } = await organizationWithContacts(api.db);
    const denied = await application(api.db, organization.id, { status: 'DENIED' });
    await application(api.db, organization.id);
    const result = await setStatuses(organization.id, [{ id: denied.id, status: 'APPROVED' }]);
    expect(firstError(result)).toBe(
      MESSAGES.organizationApplicationInProgress('Partner Services', 2024),
    );
    expect((await applicationRow(api.db, denied.id))!.status).toBe('DENIED');
  });

  it('is refused to educators, even of the organization', async () => {
    const { organization } = await organizationWithContacts(api.db);
    await grantOrganization(api.db, educator.id, organization.id, 'ADMIN');
    const app = await application(api.db, organization.id);
    const result = await setStatuses(
      organization.id,
      [{ id: app.id, status: 'APPROVED' }],
      educator,
    );
    expect(firstError(result)).toBe(MESSAGES.forbidden);
    expect((await applicationRow(api.db, app.id))!.status).toBe('PENDING');
  });
});

describe('adminDeleteOrganizationApplication', () => {
  it('soft-deletes, audited; an approved one takes its grant along', async () => {
    const submitter = await createUser(api.db);
    const { organization } = await organizationWithContacts(api.db);
    const app = await application(api.db, organization.id, {
      status: 'APPROVED',
      submittedById: submitter.id,
    });
    await grantOrganization(api.db, submitter.id, organization.id, 'APPLICATION');
    const result = await api.gql<{ organization: OrganizationResult }>(
      DELETE,
      { id: app.id },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.organization.applications).toEqual([]);
    expect(result.data!.organization.history[0]).toMatchObject({
      action: 'DELETE_APPLICATION',
      entityId: app.id,
    });
    expect((await applicationRow(api.db, app.id))!.deletedAt).not.toBeNull();
    expect(await grantsOf(api.db, submitter.id)).toEqual([]);
    expect(firstError(await api.gql(DELETE, { id: app.id }, { token: admin.token }))).toBe(
      MESSAGES.notFound,
    );
  });

  it("is 'Not found' for an unknown application or a new agency's draft, refused to educators", async () => {
    expect(firstError(await api.gql(DELETE, { id: 999_999 }, { token: admin.token }))).toBe(
      MESSAGES.notFound,
    );
    const draft = await application(api.db, null as unknown as number, { status: 'IN_PROGRESS' });
    expect(firstError(await api.gql(DELETE, { id: draft.id }, { token: admin.token }))).toBe(
      MESSAGES.notFound,
    );
    const { organization } = await organizationWithContacts(api.db);
    const app = await application(api.db, organization.id);
    expect(firstError(await api.gql(DELETE, { id: app.id }, { token: educator.token }))).toBe(
      MESSAGES.forbidden,
    );
    expect((await applicationRow(api.db, app.id))!.deletedAt).toBeNull();
  });
});
