import { eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { siteMembers, userSites } from '../../db/schema/sites.ts';
import { grantSite } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { alreadyArchived, notArchived } from '../admin-holders/archive-holder.ts';
import {
  application,
  auditOf,
  callers,
  siteRow,
  siteWithContacts,
  type User,
} from './test-world.ts';

const ARCHIVE = `mutation ($id: Int!) { adminArchiveSite(siteId: $id) }`;
const RESTORE = `mutation ($id: Int!) { adminRestoreSite(siteId: $id) }`;
const DELETE = `mutation ($id: Int!) { adminDeleteSite(siteId: $id) }`;

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

describe('adminArchiveSite and adminRestoreSite', () => {
  it('set and clear deletedAt, audited; grants and applications stay', async () => {
    const { site } = await siteWithContacts(api.db);
    await grantSite(api.db, educator.id, site.id);
    const app = await application(api.db, site.id);
    expect((await mutate(ARCHIVE, site.id)).data).toEqual({ adminArchiveSite: true });
    const archivedAt = (await siteRow(api.db, site.id))!.deletedAt;
    expect(archivedAt).toBeInstanceOf(Date);
    expect((await mutate(RESTORE, site.id)).data).toEqual({ adminRestoreSite: true });
    expect((await siteRow(api.db, site.id))!.deletedAt).toBeNull();
    const entries = await auditOf(api.db, 'sites', site.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['ARCHIVE', admin.id],
      ['RESTORE', admin.id],
    ]);
    expect(entries[0]!.after).toEqual({ deletedAt: archivedAt!.toISOString() });
    expect(await api.db.select().from(userSites).where(eq(userSites.siteId, site.id))).toHaveLength(
      1,
    );
    const [kept] = await api.db
      .select()
      .from(applicationKidsCafe)
      .where(eq(applicationKidsCafe.id, app.id));
    expect(kept!.deletedAt).toBeNull();
  });

  it('refuses to archive an archived site or restore a live one, writing nothing', async () => {
    const { site } = await siteWithContacts(api.db);
    const restore = await mutate(RESTORE, site.id);
    expect(firstError(restore)).toBe(notArchived('site'));
    expect(restore.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    await mutate(ARCHIVE, site.id);
    const archivedAt = (await siteRow(api.db, site.id))!.deletedAt;
    expect(firstError(await mutate(ARCHIVE, site.id))).toBe(alreadyArchived('site'));
    expect((await siteRow(api.db, site.id))!.deletedAt).toEqual(archivedAt);
    expect((await auditOf(api.db, 'sites', site.id)).map((e) => e.action)).toEqual(['ARCHIVE']);
  });

  it("is 'Not found' for an unknown site and refused to educators and anonymous callers", async () => {
    expect(firstError(await mutate(ARCHIVE, 999_999))).toBe(MESSAGES.notFound);
    expect(firstError(await mutate(RESTORE, 999_999))).toBe(MESSAGES.notFound);
    expect(firstError(await mutate(DELETE, 999_999))).toBe(MESSAGES.notFound);
    const { site } = await siteWithContacts(api.db);
    await grantSite(api.db, educator.id, site.id);
    for (const query of [ARCHIVE, RESTORE, DELETE]) {
      expect(firstError(await mutate(query, site.id, educator))).toBe(MESSAGES.forbidden);
      expect(firstError(await mutate(query, site.id, null))).toBe(MESSAGES.notLoggedIn);
    }
    expect(await siteRow(api.db, site.id)).toMatchObject({ deletedAt: null });
    expect(await auditOf(api.db, 'sites', site.id)).toEqual([]);
  });
});

/** The tables whose foreign keys point at `parent`, with what deleting a parent row does. */
async function referencesTo(parent: string) {
  const result = await api.db.execute(sql`
    select conrelid::regclass::text as child, confdeltype as "onDelete"
    from pg_constraint where contype = 'f' and confrelid = ${parent}::regclass`);
  return (result as unknown as { rows: { child: string; onDelete: string }[] }).rows;
}

describe('adminDeleteSite', () => {
  it('every table that refers to a site, or to its applications, cascades', async () => {
    const children = await referencesTo('sites');
    expect(children.map((c) => c.child).sort()).toEqual(
      expect.arrayContaining(['application_kids_cafe', 'site_members', 'user_sites']),
    );
    const grandchildren = await referencesTo('application_kids_cafe');
    // 'c': ON DELETE CASCADE.
    for (const key of [...children, ...grandchildren]) expect(key.onDelete, key.child).toBe('c');
  });

  it('deletes the site with its members, grants and applications, with an audit snapshot', async () => {
    const keep = await siteWithContacts(api.db);
    const { site } = await siteWithContacts(api.db, { name: 'Doomed Kids', deletedAt: new Date() });
    await grantSite(api.db, educator.id, site.id);
    await grantSite(api.db, educator.id, keep.site.id);
    const apps = [
      await application(api.db, site.id, { status: 'APPROVED', submittedById: educator.id }),
      await application(api.db, site.id, { type: 'SUMMER', status: 'IN_PROGRESS' }),
    ];
    const kept = await application(api.db, keep.site.id);

    const result = await mutate(DELETE, site.id);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ adminDeleteSite: true });
    expect(await siteRow(api.db, site.id)).toBeUndefined();
    const left = (table: typeof siteMembers | typeof userSites | typeof applicationKidsCafe) =>
      api.db
        .select({ siteId: table.siteId })
        .from(table)
        .where(inArray(table.siteId, [site.id]));
    expect(await left(siteMembers)).toEqual([]);
    expect(await left(userSites)).toEqual([]);
    expect(await left(applicationKidsCafe)).toEqual([]);
    expect(
      await api.db
        .select({ id: applicationKidsCafe.id })
        .from(applicationKidsCafe)
        .where(
          inArray(
            applicationKidsCafe.id,
            apps.map((a) => a.id),
          ),
        ),
    ).toEqual([]);
    // Another site keeps all of its data.
    expect(await siteRow(api.db, keep.site.id)).toBeDefined();
    expect(
      await api.db.select().from(siteMembers).where(eq(siteMembers.siteId, keep.site.id)),
    ).toHaveLength(2);
    expect(
      await api.db.select().from(userSites).where(eq(userSites.siteId, keep.site.id)),
    ).toHaveLength(1);
    expect(
      await api.db.select().from(applicationKidsCafe).where(eq(applicationKidsCafe.id, kept.id)),
    ).toHaveLength(1);

    const [entry] = await auditOf(api.db, 'sites', site.id);
    expect(entry).toMatchObject({ action: 'DELETE', actorId: admin.id, after: null });
    expect(entry!.before).toMatchObject({ name: 'Doomed Kids' });
    expect(firstError(await mutate(DELETE, site.id))).toBe(MESSAGES.notFound);
  });
});
