import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { siteMembers, sites, userSites } from '../../../db/schema/sites.ts';
import {
  createKidsCafeApplication,
  createSite,
  createSiteMember,
  createUser,
  grantSite,
  setProgramSettings,
} from '../../../testing/factories.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { onKidsCafeApproved, onKidsCafeUnapproved } from './approval.ts';
import { kidsCafeForm, save } from './form.fixtures.ts';

let api: TestApi;
const PUBLIC_URL = 'http://portal.test';

const rowOf = async (id: number) =>
  (await api.db.select().from(applicationKidsCafe).where(eq(applicationKidsCafe.id, id)))[0]!;
const siteOf = async (id: number) =>
  (await api.db.select().from(sites).where(eq(sites.id, id)))[0]!;
const liveMembers = (siteId: number) =>
  api.db
    .select()
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), isNull(siteMembers.deletedAt)))
    .orderBy(asc(siteMembers.type));
const grantOf = async (userId: number, siteId: number) =>
  (
    await api.db
      .select({ source: userSites.source })
      .from(userSites)
      .where(and(eq(userSites.userId, userId), eq(userSites.siteId, siteId)))
  )[0]?.source ?? null;
const approvedMailsTo = async (to: string) =>
  (await api.db.select().from(mailOutbox)).filter(
    (m) => m.kind === 'application-approved' && m.to === to,
  );

/** The application's status written, then what approval does, in one transaction (as admins do). */
async function approve(id: number) {
  await api.db.transaction(async (tx) => {
    const [app] = await tx
      .update(applicationKidsCafe)
      .set({ status: 'APPROVED' })
      .where(eq(applicationKidsCafe.id, id))
      .returning();
    await onKidsCafeApproved(tx, app!, { publicUrl: PUBLIC_URL });
  });
}

async function unapprove(actorId: number, id: number, status: 'DENIED' | 'WITHDRAWN' = 'DENIED') {
  await api.db.transaction(async (tx) => {
    const [app] = await tx
      .update(applicationKidsCafe)
      .set({ status })
      .where(eq(applicationKidsCafe.id, id))
      .returning();
    await onKidsCafeUnapproved(tx, actorId, app!);
  });
}

beforeAll(async () => {
  api = await createTestApi();
  await setProgramSettings(api.db, {
    program: 'KIDS_CAFE',
    acceptingApplications: true,
    waitlisted: false,
  });
});
afterAll(async () => {
  await api.close();
});

describe('onKidsCafeApproved', () => {
  it('applies the proposal to the site, grants the submitter and mails them', async () => {
    const site = await createSite(api.db, { name: 'Old Name Cafe', type: 'HEAD_START' });
    const kept = await createSiteMember(api.db, {
      siteId: site.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Kimberly',
      lastName: 'Old',
      email: 'KIM.KEPT@kids-site.test',
    });
    const replaced = await createSiteMember(api.db, {
      siteId: site.id,
      type: 'SECONDARY_POINT_CONTACT',
      firstName: 'Gone',
      lastName: 'Away',
      email: 'gone@kids-site.test',
    });
    const educator = await createUser(api.db, { firstName: 'Mia' });
    const form = kidsCafeForm(site.id, { type: 'SUMMER', interestLunch: true });
    form.site.primaryPointOfContact.email = 'kim.kept@kids-site.test';
    const saved = await save(api, educator.token, form);
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.saveKidsCafeApplication.applicationKidsCafeId;

    await approve(id);

    const after = await siteOf(site.id);
    expect(after).toMatchObject({
      name: 'Little Stars Learning Center',
      type: 'CHILDCARE',
      address1: '500 Main St',
      address2: null,
      crossStreet: 'Elm St',
      closestSchool: 'Lamar Elementary',
      state: 'TX',
      firstYearApplied: 2024,
    });
    expect(after.lastEdited).toBeInstanceOf(Date);
    expect(after.lastEditedSiteMembers).toBeInstanceOf(Date);
    const members = await liveMembers(site.id);
    expect(members.map((m) => [m.type, m.firstName, m.email, m.isSupervisor])).toEqual([
      ['PRIMARY_POINT_CONTACT', 'Kim', 'kim.kept@kids-site.test', true],
      ['SECONDARY_POINT_CONTACT', 'Pat', form.site.secondaryPointOfContact.email, false],
    ]);
    // The same person (same email, any case) keeps their row; another one replaces the old.
    expect(members[0]!.id).toBe(kept.id);
    expect(members[1]!.id).not.toBe(replaced.id);
    const [old] = await api.db.select().from(siteMembers).where(eq(siteMembers.id, replaced.id));
    expect(old!.deletedAt).toBeInstanceOf(Date);

    expect(await grantOf(educator.id, site.id)).toBe('APPLICATION');
    const [mail, ...more] = await approvedMailsTo(educator.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Kids Cafe application approved for Little Stars Learning Center');
    expect(mail!.text).toContain('Hello Mia,');
    expect(mail!.text).toContain('Summer 2025');
    expect(mail!.text).toContain(`${PUBLIC_URL}/login`);
  });

  it('keeps an earlier first year and an admin’s grant; a blank name keeps the site’s', async () => {
    const site = await createSite(api.db, { name: 'Steady Cafe', firstYearApplied: 2019 });
    const educator = await createUser(api.db);
    await grantSite(api.db, educator.id, site.id, 'ADMIN');
    const app = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SCHOOL',
      status: 'PENDING',
      submittedById: educator.id,
      proposedSite: {
        profile: { name: null, type: null, address1: '9 New Rd', state: null },
        members: [],
      },
    });
    const membersBefore = await liveMembers(site.id);
    await approve(app.id);
    expect(await siteOf(site.id)).toMatchObject({
      name: 'Steady Cafe',
      type: 'CHILDCARE',
      address1: '9 New Rd',
      state: 'TX',
      firstYearApplied: 2019,
      lastEditedSiteMembers: null,
    });
    expect(await liveMembers(site.id)).toEqual(membersBefore);
    expect(await grantOf(educator.id, site.id)).toBe('ADMIN');
  });

  it('grants nobody and mails nobody when the application has no submitter', async () => {
    const site = await createSite(api.db);
    const app = await createKidsCafeApplication(api.db, { siteId: site.id, status: 'PENDING' });
    const mailsBefore = await api.db.select().from(mailOutbox);
    await approve(app.id);
    expect(await api.db.select().from(userSites).where(eq(userSites.siteId, site.id))).toEqual([]);
    expect(await api.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
    expect((await rowOf(app.id)).status).toBe('APPROVED');
  });
});

describe('onKidsCafeUnapproved', () => {
  it('takes the APPLICATION grant back, audited, unless another approved application gives the site', async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const site = await createSite(api.db);
    const educator = await createUser(api.db);
    const school = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SCHOOL',
      status: 'PENDING',
      submittedById: educator.id,
    });
    const summer = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SUMMER',
      status: 'PENDING',
      submittedById: educator.id,
    });
    await approve(school.id);
    await approve(summer.id);
    expect(await grantOf(educator.id, site.id)).toBe('APPLICATION');

    await unapprove(admin.id, school.id);
    expect(await grantOf(educator.id, site.id)).toBe('APPLICATION');

    await unapprove(admin.id, summer.id, 'WITHDRAWN');
    expect(await grantOf(educator.id, site.id)).toBeNull();
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, educator.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'REVOKE_SITE_GRANT',
        before: { siteIds: [site.id] },
        after: { siteIds: [] },
      }),
    ]);
  });

  it("never takes an admin's grant", async () => {
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const site = await createSite(api.db);
    const educator = await createUser(api.db);
    await grantSite(api.db, educator.id, site.id, 'ADMIN');
    const app = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      status: 'PENDING',
      submittedById: educator.id,
    });
    await approve(app.id);
    await unapprove(admin.id, app.id);
    expect(await grantOf(educator.id, site.id)).toBe('ADMIN');
  });
});
