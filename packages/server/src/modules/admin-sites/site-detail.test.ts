import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/record.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  DETAIL,
  application,
  callers,
  siteWithContacts,
  type SiteResult,
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

const detail = (siteId: number, caller: User | null = admin) =>
  api.gql<{ site: SiteResult }>(DETAIL, { id: siteId }, { token: caller?.token });

describe('adminSite', () => {
  it('shows the profile, contacts, live applications newest first and the history', async () => {
    const { site, primary, secondary } = await siteWithContacts(api.db, {
      name: 'Maple Kids',
      type: 'HEAD_START',
      notes: 'Side gate',
      statusKidsCafe: 'ACTIVE',
      firstYearApplied: 2023,
    });
    const older = await application(api.db, site.id, {
      applicationYear: 2023,
      status: 'APPROVED',
      new: true,
      submittedById: educator.id,
    });
    const newer = await application(api.db, site.id, { type: 'SUMMER', applicationYear: 2023 });
    const deleted = await application(api.db, site.id, {
      applicationYear: 2024,
      deletedAt: new Date(),
    });
    await recordAudit(api.db, {
      actorId: admin.id,
      action: 'UPDATE_PROGRAM_STATUS',
      entityType: 'sites',
      entityId: site.id,
      before: { statusKidsCafe: null },
      after: { statusKidsCafe: 'ACTIVE' },
    });
    await recordAudit(api.db, {
      actorId: admin.id,
      action: 'DELETE_APPLICATION',
      entityType: 'application_kids_cafe',
      entityId: deleted.id,
      before: { deletedAt: null },
      after: { deletedAt: '2024-05-01T00:00:00.000Z' },
    });

    const result = await detail(site.id);
    expect(result.errors).toBeUndefined();
    const shown = result.data!.site;
    expect(shown).toMatchObject({
      siteId: site.id,
      name: 'Maple Kids',
      type: 'HEAD_START',
      notes: 'Side gate',
      programStatus: 'ACTIVE',
      firstYearApplied: 2023,
      returning: 'No',
      deletedAt: null,
    });
    expect(shown.siteMembers.map((m) => [m.siteMemberId, m.type])).toEqual([
      [primary.id, 'PRIMARY_POINT_CONTACT'],
      [secondary.id, 'SECONDARY_POINT_CONTACT'],
    ]);
    expect(shown.siteMembers[0]).toMatchObject({
      fullName: `Pia ${primary.lastName}`,
      isSupervisor: true,
    });
    expect(shown.applications.map((a) => a.applicationKidsCafeId)).toEqual([newer.id, older.id]);
    expect(shown.applications[1]).toMatchObject({
      status: 'APPROVED',
      submittedByName: `${educator.firstName} ${educator.lastName}`,
    });
    // The site's and its (also deleted) applications' entries, newest first.
    expect(shown.history.map((h) => [h.action, h.entityType, h.entityId])).toEqual([
      ['DELETE_APPLICATION', 'application_kids_cafe', deleted.id],
      ['UPDATE_PROGRAM_STATUS', 'sites', site.id],
    ]);
    expect(shown.history[1]!.actorName).toBe('Ada Admin');
  });

  it('shows an archived site', async () => {
    const { site } = await siteWithContacts(api.db, { deletedAt: new Date() });
    const result = await detail(site.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.site.deletedAt).not.toBeNull();
  });

  it("is 'Not found' for an unknown site and refused to educators and anonymous callers", async () => {
    expect(firstError(await detail(999_999))).toBe(MESSAGES.notFound);
    const { site } = await siteWithContacts(api.db);
    expect(firstError(await detail(site.id, educator))).toBe(MESSAGES.forbidden);
    expect(firstError(await detail(site.id, null))).toBe(MESSAGES.notLoggedIn);
  });
});
