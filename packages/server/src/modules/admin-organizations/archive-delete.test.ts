import { eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPartnerServices } from '../../db/schema/application-partner-services.ts';
import { organizationMembers, userOrganizations } from '../../db/schema/organizations.ts';
import { grantOrganization } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { alreadyArchived, notArchived } from '../admin-holders/archive-holder.ts';
import {
  application,
  auditOf,
  callers,
  organizationRow,
  organizationWithContacts,
  type User,
} from './test-world.ts';

const ARCHIVE = `mutation ($id: Int!) { adminArchiveOrganization(organizationId: $id) }`;
const RESTORE = `mutation ($id: Int!) { adminRestoreOrganization(organizationId: $id) }`;
const DELETE = `mutation ($id: Int!) { adminDeleteOrganization(organizationId: $id) }`;

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

const mutate = (query: string, id: number, caller: User | null = admin) =>
  api.gql(query, { id }, { token: caller?.token });

describe('adminArchiveOrganization and adminRestoreOrganization', () => {
  it('set and clear deletedAt, audited; grants and applications stay', async () => {
    const { organization } = await organizationWithContacts(api.db);
    await grantOrganization(api.db, educator.id, organization.id);
    const app = await application(api.db, organization.id);
    expect((await mutate(ARCHIVE, organization.id)).data).toEqual({
      adminArchiveOrganization: true,
    });
    const archivedAt = (await organizationRow(api.db, organization.id))!.deletedAt;
    expect(archivedAt).toBeInstanceOf(Date);
    expect((await mutate(RESTORE, organization.id)).data).toEqual({
      adminRestoreOrganization: true,
    });
    expect((await organizationRow(api.db, organization.id))!.deletedAt).toBeNull();
    const entries = await auditOf(api.db, 'organizations', organization.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['ARCHIVE', admin.id],
      ['RESTORE', admin.id],
    ]);
    expect(entries[0]!.after).toEqual({ deletedAt: archivedAt!.toISOString() });
    const grants = await api.db
      .select()
      .from(userOrganizations)
      .where(eq(userOrganizations.organizationId, organization.id));
    expect(grants).toHaveLength(1);
    const [kept] = await api.db
      .select()
      .from(applicationPartnerServices)
      .where(eq(applicationPartnerServices.id, app.id));
    expect(kept!.deletedAt).toBeNull();
  });

  it('refuses to archive an archived organization or restore a live one, writing nothing', async () => {
    const { organization } = await organizationWithContacts(api.db);
    const restore = await mutate(RESTORE, organization.id);
    expect(firstError(restore)).toBe(notArchived('organization'));
    expect(restore.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    await mutate(ARCHIVE, organization.id);
    expect(firstError(await mutate(ARCHIVE, organization.id))).toBe(
      alreadyArchived('organization'),
    );
    expect((await auditOf(api.db, 'organizations', organization.id)).map((e) => e.action)).toEqual([
      'ARCHIVE',
    ]);
  });

  it("is 'Not found' for an unknown organization and refused to educators and anonymous callers", async () => {
    for (const query of [ARCHIVE, RESTORE, DELETE]) {
      expect(firstError(await mutate(query, 999_999))).toBe(MESSAGES.notFound);
    }
    const { organization } = await organizationWithContacts(api.db);
    await grantOrganization(api.db, educator.id, organization.id);
    for (const query of [ARCHIVE, RESTORE, DELETE]) {
      expect(firstError(await mutate(query, organization.id, educator))).toBe(MESSAGES.forbidden);
      expect(firstError(await mutate(query, organization.id, null))).toBe(MESSAGES.notLoggedIn);
    }
    expect(await organizationRow(api.db, organization.id)).toMatchObject({ deletedAt: null });
    expect(await auditOf(api.db, 'organizations', organization.id)).toEqual([]);
  });
});

/** The tables whose foreign keys point at `parent`, with what deleting a parent row does. */
async function referencesTo(parent: string) {
  const result = await api.db.execute(sql`
    select conrelid::regclass::text as child, confdeltype as "onDelete"
    from pg_constraint where contype = 'f' and confrelid = ${parent}::regclass`);
  return (result as unknown as { rows: { child: string; onDelete: string }[] }).rows;
}

describe('adminDeleteOrganization', () => {
  it('every table that refers to an organization, or to its applications, cascades', async () => {
    const children = await referencesTo('organizations');
    expect(children.map((c) => c.child)).toEqual(
      expect.arrayContaining([
        'application_partner_services',
        'organization_members',
        'user_organizations',
      ]),
    );
    const grandchildren = await referencesTo('application_partner_services');
    for (const key of [...children, ...grandchildren]) expect(key.onDelete, key.child).toBe('c');
  });

  it('deletes the organization with its members, grants and applications, with an audit snapshot', async () => {
    const keep = await organizationWithContacts(api.db);
    const { organization } = await organizationWithContacts(api.db, {
      name: 'Doomed Pantry',
      deletedAt: new Date(),
    });
    await grantOrganization(api.db, educator.id, organization.id);
    await grantOrganization(api.db, educator.id, keep.organization.id);
    await application(api.db, organization.id, { status: 'APPROVED', submittedById: educator.id });
    const kept = await application(api.db, keep.organization.id);

    const result = await mutate(DELETE, organization.id);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ adminDeleteOrganization: true });
    expect(await organizationRow(api.db, organization.id)).toBeUndefined();
    const left = (
      table:
        typeof organizationMembers | typeof userOrganizations | typeof applicationPartnerServices,
    ) =>
      api.db
        .select({ id: table.organizationId })
        .from(table)
        .where(inArray(table.organizationId, [organization.id, keep.organization.id]));
    expect((await left(organizationMembers)).map((r) => r.id)).toEqual([
      keep.organization.id,
      keep.organization.id,
    ]);
    expect((await left(userOrganizations)).map((r) => r.id)).toEqual([keep.organization.id]);
    expect((await left(applicationPartnerServices)).map((r) => r.id)).toEqual([
      keep.organization.id,
    ]);
    expect(kept.organizationId).toBe(keep.organization.id);
    const [entry] = await auditOf(api.db, 'organizations', organization.id);
    expect(entry).toMatchObject({ action: 'DELETE', actorId: admin.id, after: null });
    expect(entry!.before).toMatchObject({ name: 'Doomed Pantry' });
    expect(firstError(await mutate(DELETE, organization.id))).toBe(MESSAGES.notFound);
  });
});
