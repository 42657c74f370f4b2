import { asc, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { siteMembers, sites, userSites } from '../../../db/schema/sites.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import {
  createKidsCafeApplication,
  createSite,
  createSiteMember,
  createUser,
  grantSite,
  setProgramSettings,
} from '../../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../../testing/test-api.ts';
import { kidsCafeForm, save, view } from './form.fixtures.ts';

let api: TestApi;

const LIVE_KEY = 'application_kids_cafe_live_holder_year_key';

/** What a refused save must leave as it was: every application, site, contact and grant. */
async function snapshot() {
  return {
    applications: await api.db
      .select()
      .from(applicationKidsCafe)
      .orderBy(asc(applicationKidsCafe.id)),
    sites: await api.db.select().from(sites).orderBy(asc(sites.id)),
    members: await api.db.select().from(siteMembers).orderBy(asc(siteMembers.id)),
    grants: await api.db.select().from(userSites).orderBy(asc(userSites.id)),
  };
}

const rowOf = async (id: number) =>
  (await api.db.select().from(applicationKidsCafe).where(eq(applicationKidsCafe.id, id)))[0]!;

async function submit(token: string, input: Record<string, unknown>) {
  const result = await save(api, token, input);
  expect(result.errors).toBeUndefined();
  return result.data!.saveKidsCafeApplication;
}

const accepting = (acceptingApplications: boolean) =>
  setProgramSettings(api.db, { program: 'KIDS_CAFE', acceptingApplications, waitlisted: false });

beforeAll(async () => {
  api = await createTestApi();
  await accepting(true);
});
afterAll(async () => {
  await api.close();
});

describe('saveKidsCafeApplication', () => {
  it('saves a draft naming only the type, the year and the site: IN_PROGRESS, the site untouched', async () => {
    const educator = await createUser(api.db);
    const site = await createSite(api.db);
    await createSiteMember(api.db, {
      siteId: site.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Rec',
      lastName: 'Ord',
      email: 'on.record@kids-site.test',
    });
    const before = await snapshot();
    const saved = await submit(educator.token, {
      draft: true,
      type: 'SUMMER',
      applicationYear: 2024,
      site: { siteId: site.id },
    });
    expect(saved.status).toBe('IN_PROGRESS');
    const row = await rowOf(saved.applicationKidsCafeId);
    expect(row).toMatchObject({
      siteId: site.id,
      type: 'SUMMER',
      applicationYear: 2024,
      status: 'IN_PROGRESS',
      draft: true,
      stepsCompleted: 0,
      submittedAt: null,
      submittedById: educator.id,
      interestLunch: false,
      participantAgeRanges: [],
    });
    expect(row.proposedSite).toMatchObject({ members: [] });
    const after = await snapshot();
    expect(after.sites).toEqual(before.sites);
    expect(after.members).toEqual(before.members);
    expect(after.grants).toEqual(before.grants);

    const shown = (await view(api, educator.token, saved.applicationKidsCafeId)).data!
      .applicationKidsCafe;
    expect(shown).toMatchObject({ applicationYear: 2024, applicationYearDisplayed: 2025 });
    // Its own proposal: no contacts typed, and the site's on record are not the starter's to see.
    expect(shown.site.primaryPointOfContact).toBeNull();
    expect(shown.site.name).toBe(site.name);
  });

  it('submits a complete form: PENDING, submitted now by the caller, values as stored and shown', async () => {
    const educator = await createUser(api.db, { firstName: 'Sue', lastName: 'Mitter' });
    const site = await createSite(api.db);
    const input = kidsCafeForm(site.id);
    const saved = await submit(educator.token, input);
    expect(saved.status).toBe('PENDING');
    const row = await rowOf(saved.applicationKidsCafeId);
    expect(row).toMatchObject({
      status: 'PENDING',
      draft: false,
      stepsCompleted: 1,
      submittedById: educator.id,
      startDate: '2024-08-19',
      endDate: '2025-05-30',
      numExpectedParticipants: 60,
      lunchNumExpectedParticipants: 55,
      operatingHoursStartTime: '7:00 AM',
      isChildcareCenter: true,
      forProfit: false,
    });
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect(Date.now() - row.submittedAt!.getTime()).toBeLessThan(60_000);
    expect(await api.db.select().from(userSites).where(eq(userSites.userId, educator.id))).toEqual(
      [],
    );

    const result = await view(api, educator.token, saved.applicationKidsCafeId);
    expect(result.errors).toBeUndefined();
    const shown = result.data!.applicationKidsCafe;
    expect(shown).toMatchObject({
      id: String(saved.applicationKidsCafeId),
      status: 'PENDING',
      type: 'SCHOOL',
      applicationYear: 2024,
      applicationYearDisplayed: 2024,
      startDate: '08/19/2024',
      endDate: '05/30/2025',
      lunchStartTime: '11:00 AM',
      interestBreakfast: false,
      interestLunch: true,
      numExpectedParticipants: 60,
      participantAgeRanges: ['FOUR_SIX', 'SEVEN_NINE'],
      submittedBy: { email: educator.email, fullName: 'Sue Mitter' },
    });
    expect(shown.site).toMatchObject({
      id: `${site.id}@application-${saved.applicationKidsCafeId}`,
      siteId: site.id,
      name: 'Little Stars Learning Center',
      crossStreet: 'Elm St',
      primaryPointOfContact: {
        type: 'PRIMARY_POINT_CONTACT',
        fullName: 'Kim Ortiz',
        email: input.site.primaryPointOfContact.email,
        isSupervisor: true,
      },
      secondaryPointOfContact: {
        type: 'SECONDARY_POINT_CONTACT',
        phone: '713-555-0102',
        isSupervisor: false,
      },
    });
    // The site on record is unchanged until approval.
    const [record] = await api.db.select().from(sites).where(eq(sites.id, site.id));
    expect(record!.name).toBe(site.name);
  });

  it('lets the starter finish a draft, and a colleague granted the site submit it as their own', async () => {
    const starter = await createUser(api.db);
    const colleague = await createUser(api.db);
    const site = await createSite(api.db);
    await grantSite(api.db, colleague.id, site.id);
    const { applicationKidsCafeId: id } = await submit(starter.token, {
      ...kidsCafeForm(site.id),
      draft: true,
      nameSign: '',
    });
    expect((await rowOf(id)).nameSign).toBeNull();
    const again = await submit(starter.token, {
      ...kidsCafeForm(site.id),
      draft: true,
      applicationKidsCafeId: id,
    });
    expect(again).toEqual({ applicationKidsCafeId: id, status: 'IN_PROGRESS' });
    const done = await submit(colleague.token, {
      ...kidsCafeForm(site.id),
      applicationKidsCafeId: id,
    });
    expect(done).toEqual({ applicationKidsCafeId: id, status: 'PENDING' });
    expect((await rowOf(id)).submittedById).toBe(colleague.id);
    expect(
      await api.db
        .select({ n: count() })
        .from(applicationKidsCafe)
        .where(eq(applicationKidsCafe.siteId, site.id)),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses bad input with the form’s messages, writing nothing', async () => {
    const educator = await createUser(api.db);
    const site = await createSite(api.db);
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ draft: true, type: 'SUMMER', applicationYear: 2024 }, 'site', MESSAGES.required],
      [{ ...kidsCafeForm(site.id), startDate: '02/30/2024' }, 'startDate', MESSAGES.invalidDate],
      [
        { ...kidsCafeForm(site.id), lunchStartTime: '25:00' },
        'lunchStartTime',
        MESSAGES.invalidTime,
      ],
      [{ ...kidsCafeForm(site.id), interestLunch: false }, 'interestBreakfast', MESSAGES.required],
      [
        { ...kidsCafeForm(site.id), readProgramAgreement: false },
        'readProgramAgreement',
        MESSAGES.youMustReadAgreement,
      ],
      [{ ...kidsCafeForm(site.id), type: 'WINTER' }, 'type', MESSAGES.required],
      [{ ...kidsCafeForm(2_000_000_000) }, 'site.siteId', MESSAGES.siteNotFound],
    ];
    for (const [input, field, message] of cases) {
      const result = await save(api, educator.token, input);
      expect(firstError(result), field).toBe(message);
      expect(result.errors![0]!.extensions?.field).toBe(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the wrong callers, writing nothing', async () => {
    const starter = await createUser(api.db);
    const other = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const site = await createSite(api.db);
    const otherSite = await createSite(api.db);
    await grantSite(api.db, other.id, otherSite.id);
    const draft = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      submittedById: starter.id,
    });
    const deleted = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SCHOOL',
      applicationYear: 2030,
      submittedById: starter.id,
      deletedAt: new Date(),
    });
    const edit = (id: number) => ({
      ...kidsCafeForm(site.id, { type: 'SUMMER' }),
      applicationKidsCafeId: id,
    });
    const before = await snapshot();
    // Another site's educator: the draft is not theirs to see, so 'Not found'.
    expect(firstError(await save(api, other.token, edit(draft.id)))).toBe(MESSAGES.notFound);
    // Admins view applications read-only.
    expect(firstError(await save(api, admin.token, edit(draft.id)))).toBe(MESSAGES.forbidden);
    expect(firstError(await save(api, admin.token, kidsCafeForm(otherSite.id)))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(SAVE_ANON, { input: kidsCafeForm(site.id) }))).toBe(
      MESSAGES.notLoggedIn,
    );
    // A deleted application is gone, even for its starter.
    expect(firstError(await save(api, starter.token, edit(deleted.id)))).toBe(MESSAGES.notFound);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to change a submitted or approved application', async () => {
    const educator = await createUser(api.db);
    const site = await createSite(api.db);
    const { applicationKidsCafeId: id } = await submit(educator.token, kidsCafeForm(site.id));
    const approved = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SUMMER',
      status: 'APPROVED',
      submittedById: educator.id,
    });
    const before = await snapshot();
    for (const [appId, draft] of [
      [id, true],
      [id, false],
      [approved.id, true],
    ] as const) {
      const result = await save(api, educator.token, {
        ...kidsCafeForm(site.id, { type: appId === id ? 'SCHOOL' : 'SUMMER' }),
        applicationKidsCafeId: appId,
        draft,
      });
      expect(firstError(result)).toBe(MESSAGES.applicationLocked);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every save while intake is closed (acceptingApplications off), writing nothing', async () => {
    const educator = await createUser(api.db);
    const site = await createSite(api.db);
    const { applicationKidsCafeId: id } = await submit(educator.token, {
      ...kidsCafeForm(site.id),
      draft: true,
    });
    const another = await createSite(api.db);
    await accepting(false);
    try {
      const before = await snapshot();
      for (const input of [
        kidsCafeForm(another.id),
        { ...kidsCafeForm(site.id), applicationKidsCafeId: id, draft: true },
        { ...kidsCafeForm(site.id), applicationKidsCafeId: id },
      ]) {
        expect(firstError(await save(api, educator.token, input))).toBe(
          MESSAGES.notAcceptingNewNotice,
        );
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await accepting(true);
    }
  });

  it('refuses an archived site, for a new application and for a draft of it', async () => {
    const educator = await createUser(api.db);
    const site = await createSite(api.db);
    const { applicationKidsCafeId: id } = await submit(educator.token, {
      draft: true,
      type: 'SCHOOL',
      applicationYear: 2024,
      site: { siteId: site.id },
    });
    const archived = await createSite(api.db, { deletedAt: new Date() });
    await api.db.update(sites).set({ deletedAt: new Date() }).where(eq(sites.id, site.id));
    const before = await snapshot();
    for (const input of [
      kidsCafeForm(archived.id),
      { ...kidsCafeForm(site.id), draft: true, applicationKidsCafeId: id },
    ]) {
      const result = await save(api, educator.token, input);
      expect(firstError(result)).toBe(MESSAGES.siteNotFound);
      expect(result.errors![0]!.extensions?.field).toBe('site.siteId');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a second open application of the site for the year and type (another educator's), on site.siteId", async () => {
    const first = await createUser(api.db);
    const second = await createUser(api.db);
    const site = await createSite(api.db);
    await submit(first.token, {
      draft: true,
      type: 'SUMMER',
      applicationYear: 2024,
      site: { siteId: site.id },
    });
    const before = await snapshot();
    for (const input of [
      { draft: true, type: 'SUMMER', applicationYear: 2024, site: { siteId: site.id } },
      kidsCafeForm(site.id, { type: 'SUMMER', interestLunch: true }),
    ]) {
      const result = await save(api, second.token, input);
      expect(firstError(result)).toBe(
        MESSAGES.siteApplicationInProgress('Kids Cafe', 'Summer 2025'),
      );
      expect(result.errors![0]!.extensions?.field).toBe('site.siteId');
    }
    expect(await snapshot()).toEqual(before);
    // Another type or year is another application; a denied one frees its year and type.
    expect((await save(api, second.token, kidsCafeForm(site.id))).errors).toBeUndefined();
    expect(
      (await save(api, second.token, kidsCafeForm(site.id, { applicationYear: 2025 }))).errors,
    ).toBeUndefined();
    const denied = await createSite(api.db);
    await createKidsCafeApplication(api.db, {
      siteId: denied.id,
      type: 'SCHOOL',
      status: 'DENIED',
    });
    expect((await save(api, second.token, kidsCafeForm(denied.id))).errors).toBeUndefined();
  });

  it('gives the same message to the loser of two saves racing for the same site, year and type', async () => {
    const [one, two] = [await createUser(api.db), await createUser(api.db)];
    const site = await createSite(api.db);
    const results = await Promise.all([
      save(api, one.token, kidsCafeForm(site.id)),
      save(api, two.token, kidsCafeForm(site.id)),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map(firstError)).toEqual([
      MESSAGES.siteApplicationInProgress('Kids Cafe', '2024-2025 School Year'),
    ]);
    expect(
      await api.db
        .select({ n: count() })
        .from(applicationKidsCafe)
        .where(eq(applicationKidsCafe.siteId, site.id)),
    ).toEqual([{ n: 1 }]);
  });

  it('the live index the save maps (the race) is the table’s', async () => {
    const site = await createSite(api.db);
    await createKidsCafeApplication(api.db, { siteId: site.id });
    const error = await createKidsCafeApplication(api.db, { siteId: site.id })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, LIVE_KEY)).toBe(true);
  });
});

const SAVE_ANON = `mutation ($input: SaveKidsCafeApplicationInput!) {
  saveKidsCafeApplication(input: $input) { applicationKidsCafeId } }`;
