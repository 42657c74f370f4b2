import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { users } from '../../db/schema/auth.ts';
import { districts } from '../../db/schema/districts.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { sites, userSites } from '../../db/schema/sites.ts';
import { programTerms } from '../../db/schema/terms.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { createSession } from '../auth/sessions.ts';

const ME = `query {
  educatorUser {
    educatorId fullName email type phone
    applicationBackpackBuddyRequired applicationBackpackBuddyRequiredId
    applicationKidsCafeRequired applicationKidsCafeRequiredId
    applicationSchoolMarketRequired applicationSchoolMarketRequiredId
    schools { id schoolId name districtId districtName }
    sites { siteId name }
    organizations { organizationId name }
  }
}`;
const ADMIN = `query { adminUser { adminId fullName email type } }`;

let api: TestApi;
let ids: {
  educator: number;
  admin: number;
  school: number;
  other: number;
  site: number;
  term: number;
};
const token = async (userId: number) => (await createSession(api.db, userId, 60_000)).token;

beforeAll(async () => {
  api = await createTestApi();
  const [district] = await api.db.insert(districts).values({ name: 'Houston ISD' }).returning();
  const [school, other, archived] = await api.db
    .insert(schools)
    .values([
      { name: 'Bellaire High', districtId: district!.id, type: 'HIGH' },
      { name: 'Austin Middle', type: 'MIDDLE' },
      { name: 'Closed Middle', type: 'MIDDLE', deletedAt: new Date() },
    ])
    .returning();
  const [site] = await api.db.insert(sites).values({ name: 'Eastside Kids Cafe' }).returning();
  const [educator, admin] = await api.db
    .insert(users)
    .values([
      {
        type: 'EDUCATOR',
        firstName: 'Erin',
        lastName: 'Educator',
        email: 'erin@school.org',
        phone: '713-555-0100',
      },
      { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin', email: 'ada@foodbank.example' },
    ])
    .returning();
  await api.db.insert(userSchools).values([
    { userId: educator!.id, schoolId: school!.id },
    { userId: educator!.id, schoolId: other!.id },
    { userId: educator!.id, schoolId: archived!.id },
  ]);
  await api.db.insert(userSites).values({ userId: educator!.id, siteId: site!.id });
  const [term] = await api.db
    .insert(programTerms)
    .values({
      program: 'BACKPACK_BUDDY',
      type: 'SCHOOL',
      year: 2025,
      startDate: '2025-08-01',
      endDate: '2026-05-31',
    })
    .returning();
  ids = {
    educator: educator!.id,
    admin: admin!.id,
    school: school!.id,
    other: other!.id,
    site: site!.id,
    term: term!.id,
  };
});
afterAll(async () => {
  await api.close();
});

describe('educatorUser', () => {
  it('lists live linked schools with their district, sites, and requires every application at first', async () => {
    const result = await api.gql<{ educatorUser: Record<string, unknown> }>(
      ME,
      {},
      { token: await token(ids.educator) },
    );
    expect(result.errors).toBeUndefined();
    const me = result.data!.educatorUser;
    expect(me).toMatchObject({
      educatorId: ids.educator,
      fullName: 'Erin Educator',
      type: 'EDUCATOR',
      phone: '713-555-0100',
      applicationBackpackBuddyRequired: true,
      applicationBackpackBuddyRequiredId: null,
      applicationKidsCafeRequired: true,
      sites: [{ siteId: ids.site, name: 'Eastside Kids Cafe' }],
      organizations: [],
    });
    expect(me.schools).toEqual([
      {
        id: String(ids.other),
        schoolId: ids.other,
        name: 'Austin Middle',
        districtId: null,
        districtName: null,
      },
      {
        id: String(ids.school),
        schoolId: ids.school,
        name: 'Bellaire High',
        districtId: expect.any(Number),
        districtName: 'Houston ISD',
      },
    ]);
  });

  it('points to the open application, then clears the flag once an application is approved', async () => {
    const [open] = await api.db
      .insert(applicationBackpackBuddy)
      .values({
        schoolId: ids.school,
        termId: ids.term,
        submittedById: ids.educator,
        status: 'PENDING_PRINCIPAL',
      })
      .returning();
    const pending = await api.gql<{ educatorUser: Record<string, unknown> }>(
      ME,
      {},
      { token: await token(ids.educator) },
    );
    expect(pending.data!.educatorUser).toMatchObject({
      applicationBackpackBuddyRequired: true,
      applicationBackpackBuddyRequiredId: open!.id,
    });
    // Another educator's approved application at a linked school counts too.
    await api.db
      .insert(applicationKidsCafe)
      .values({ siteId: ids.site, type: 'SUMMER', applicationYear: 2024, status: 'APPROVED' });
    await api.db.update(applicationBackpackBuddy).set({ status: 'APPROVED' });
    const approved = await api.gql<{ educatorUser: Record<string, unknown> }>(
      ME,
      {},
      { token: await token(ids.educator) },
    );
    expect(approved.data!.educatorUser).toMatchObject({
      applicationBackpackBuddyRequired: false,
      applicationBackpackBuddyRequiredId: null,
      applicationKidsCafeRequired: false,
      applicationSchoolMarketRequired: true,
    });
  });

  it('answers an admin with no flags and no links', async () => {
    const result = await api.gql<{ educatorUser: Record<string, unknown> }>(
      ME,
      {},
      { token: await token(ids.admin) },
    );
    expect(result.data!.educatorUser).toMatchObject({
      type: 'ADMIN',
      applicationBackpackBuddyRequired: false,
      schools: [],
    });
  });

  it('keeps the number of SQL statements fixed however many schools are linked', async () => {
    const educatorToken = await token(ids.educator);
    api.statements.length = 0;
    await api.gql(ME, {}, { token: educatorToken });
    const before = api.statements.length;
    const extra = await api.db
      .insert(schools)
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Extra School ${i}` })))
      .returning();
    await api.db
      .insert(userSchools)
      .values(extra.map((s) => ({ userId: ids.educator, schoolId: s.id })));
    api.statements.length = 0;
    const result = await api.gql<{ educatorUser: { schools: unknown[] } }>(
      ME,
      {},
      { token: educatorToken },
    );
    expect(result.data!.educatorUser.schools).toHaveLength(22);
    expect(api.statements.length).toBe(before);
  });
});

describe('adminUser', () => {
  it('answers the signed-in admin', async () => {
    const result = await api.gql(ADMIN, {}, { token: await token(ids.admin) });
    expect(result.data).toEqual({
      adminUser: {
        adminId: ids.admin,
        fullName: 'Ada Admin',
        email: 'ada@foodbank.example',
        type: 'ADMIN',
      },
    });
  });

  it('refuses an educator and an anonymous caller', async () => {
    expect(firstError(await api.gql(ADMIN, {}, { token: await token(ids.educator) }))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(ADMIN))).toBe(MESSAGES.notLoggedIn);
  });

  it("refuses a deleted user's session", async () => {
    const [gone] = await api.db
      .insert(users)
      .values({
        type: 'EDUCATOR',
        firstName: 'Gone',
        lastName: 'User',
        email: 'gone@school.org',
        deletedAt: new Date(),
      })
      .returning();
    expect(firstError(await api.gql(ME, {}, { token: await token(gone!.id) }))).toBe(
      MESSAGES.notLoggedIn,
    );
  });

  it('reads the session and the user in one statement, and the rest in one more', async () => {
    const educatorToken = await token(ids.educator);
    api.statements.length = 0;
    const educator = await api.gql<{ educatorUser: { email: string } }>(
      ME,
      {},
      { token: educatorToken },
    );
    expect(educator.errors).toBeUndefined();
    expect(api.statements).toHaveLength(2);
    const [session, links] = api.statements;
    expect(session).toMatch(/from sessions s join users u/);
    expect(links).not.toMatch(/from "?users"?/);

    const adminToken = await token(ids.admin);
    api.statements.length = 0;
    const admin = await api.gql(ME, {}, { token: adminToken });
    expect(admin.errors).toBeUndefined();
    // An administrator has no links or flags: the session statement is the whole read.
    expect(api.statements).toHaveLength(1);
  });
});
