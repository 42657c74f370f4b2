import { asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMembers, sites } from '../../../db/schema/sites.ts';
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
import { USER_APPLICATIONS_MAX } from './queries.ts';

const ALL_SITES = `query { allSites { id siteId name } }`;
const SITE = `query ($id: Int!) { kidsCafeSite(siteId: $id) {
  id siteId name address1 crossStreet closestSchool
  primaryPointOfContact { fullName email isSupervisor } secondaryPointOfContact { fullName email } } }`;
const LIST = `query { userApplicationsKidsCafe {
  id schoolOrSiteName applicationYear termType termFormatted status submittedAt } }`;
const ME = `query { educatorUser { sites { siteId } } }`;

type SiteAnswer = {
  kidsCafeSite: Record<string, unknown> & {
    primaryPointOfContact: Record<string, unknown> | null;
    secondaryPointOfContact: Record<string, unknown> | null;
  };
};
type ListAnswer = { userApplicationsKidsCafe: Record<string, unknown>[] };

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;

/** A site with its two contacts on record, granted (by an admin) to a new educator. */
async function grantedSite(name?: string) {
  const site = await createSite(api.db, name ? { name } : {});
  const contacts = [
    await createSiteMember(api.db, {
      siteId: site.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Pia',
      lastName: 'Primary',
      email: `pia.${site.id}@site.test`,
      isSupervisor: true,
    }),
    await createSiteMember(api.db, {
      siteId: site.id,
      type: 'SECONDARY_POINT_CONTACT',
      firstName: 'Sid',
      lastName: 'Secondary',
      email: `sid.${site.id}@site.test`,
    }),
  ];
  const educator = await createUser(api.db);
  await grantSite(api.db, educator.id, site.id);
  return { site, contacts, educator };
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN' });
  await setProgramSettings(api.db, {
    program: 'KIDS_CAFE',
    acceptingApplications: true,
    waitlisted: false,
  });
});
afterAll(async () => {
  await api.close();
});

describe('applicationKidsCafe', () => {
  it('shows the application to its starter, the site’s grantees and admins; to nobody else', async () => {
    const { site, educator: grantee } = await grantedSite();
    const starter = await createUser(api.db);
    const stranger = await createUser(api.db);
    const { applicationKidsCafeId: id } = (await save(api, starter.token, kidsCafeForm(site.id)))
      .data!.saveKidsCafeApplication;
    for (const who of [starter, grantee, admin]) {
      const result = await view(api, who.token, id);
      expect(result.errors).toBeUndefined();
      expect(result.data!.applicationKidsCafe.applicationKidsCafeId).toBe(id);
    }
    expect(firstError(await view(api, stranger.token, id))).toBe(MESSAGES.notFound);
    expect(firstError(await view(api, starter.token, 2_000_000_000))).toBe(MESSAGES.notFound);
    expect(
      firstError(
        await api.gql(`query { applicationKidsCafe(applicationKidsCafeId: ${id}) { id } }`),
      ),
    ).toBe(MESSAGES.notLoggedIn);
  });

  it('shows the site on record once approved, its contacts only to grantees and admins', async () => {
    const { site, contacts, educator: grantee } = await grantedSite();
    const submitter = await createUser(api.db);
    const app = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SUMMER',
      applicationYear: 2023,
      status: 'APPROVED',
      submittedById: submitter.id,
      proposedSite: { profile: { name: 'Proposed name' }, members: [] },
    });
    const asGrantee = (await view(api, grantee.token, app.id)).data!.applicationKidsCafe;
    expect(asGrantee).toMatchObject({ applicationYearDisplayed: 2024, interestSupper: false });
    expect(asGrantee.site).toMatchObject({
      id: `${site.id}@application-${app.id}`,
      name: site.name,
      primaryPointOfContact: { email: contacts[0]!.email, isSupervisor: true },
      secondaryPointOfContact: { email: contacts[1]!.email },
    });
    // The submitter is not (or no longer) granted the site: its people are not shown to them.
    const asSubmitter = (await view(api, submitter.token, app.id)).data!.applicationKidsCafe;
    expect(asSubmitter.site.name).toBe(site.name);
    expect(asSubmitter.site.primaryPointOfContact).toBeNull();
    expect(asSubmitter.site.secondaryPointOfContact).toBeNull();
  });
});

describe('allSites and kidsCafeSite', () => {
  it('lists every live site by name for anybody signed in', async () => {
    const zed = await createSite(api.db, { name: 'Zz Last Site' });
    const first = await createSite(api.db, { name: 'Aa First Site' });
    const archived = await createSite(api.db, { name: 'Aa Archived Site', deletedAt: new Date() });
    const educator = await createUser(api.db);
    const result = await api.gql<{ allSites: { id: string; siteId: number; name: string }[] }>(
      ALL_SITES,
      {},
      { token: educator.token },
    );
    expect(result.errors).toBeUndefined();
    const list = result.data!.allSites;
    expect(list[0]).toEqual({ id: String(first.id), siteId: first.id, name: 'Aa First Site' });
    expect(list.map((s) => s.name)).toEqual([...list.map((s) => s.name)].sort());
    expect(list.some((s) => s.siteId === zed.id)).toBe(true);
    expect(list.some((s) => s.siteId === archived.id)).toBe(false);
    expect(firstError(await api.gql(ALL_SITES))).toBe(MESSAGES.notLoggedIn);
  });

  it('prefills the address for anybody signed in, the contacts for grantees and admins only', async () => {
    const { site, contacts, educator } = await grantedSite();
    const stranger = await createUser(api.db);
    const answer = async (token: string) => {
      const result = await api.gql<SiteAnswer>(SITE, { id: site.id }, { token });
      expect(result.errors).toBeUndefined();
      return result.data!.kidsCafeSite;
    };
    for (const who of [educator, admin]) {
      expect(await answer(who.token)).toMatchObject({
        id: String(site.id),
        siteId: site.id,
        address1: site.address1,
        primaryPointOfContact: { fullName: 'Pia Primary', email: contacts[0]!.email },
        secondaryPointOfContact: { email: contacts[1]!.email },
      });
    }
    expect(await answer(stranger.token)).toMatchObject({
      address1: site.address1,
      crossStreet: site.crossStreet,
      closestSchool: site.closestSchool,
      primaryPointOfContact: null,
      secondaryPointOfContact: null,
    });
    await api.db.update(sites).set({ deletedAt: new Date() }).where(eq(sites.id, site.id));
    expect(firstError(await api.gql(SITE, { id: site.id }, { token: educator.token }))).toBe(
      MESSAGES.notFound,
    );
  });
});

describe('userApplicationsKidsCafe', () => {
  it("lists the caller's own and their sites' applications, newest first, the term as displayed", async () => {
    const { site, educator } = await grantedSite('Granted Cafe');
    const colleague = await createUser(api.db);
    const elsewhere = await createSite(api.db, { name: 'Own Cafe' });
    const notMine = await createSite(api.db);
    const school = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SCHOOL',
      applicationYear: 2024,
      status: 'PENDING',
      submittedById: colleague.id,
    });
    const summer = await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SUMMER',
      applicationYear: 2024,
      submittedById: colleague.id,
    });
    const own = await createKidsCafeApplication(api.db, {
      siteId: elsewhere.id,
      type: 'SCHOOL',
      applicationYear: 2025,
      submittedById: educator.id,
    });
    await createKidsCafeApplication(api.db, { siteId: notMine.id, submittedById: colleague.id });
    await createKidsCafeApplication(api.db, {
      siteId: site.id,
      type: 'SCHOOL',
      applicationYear: 2023,
      deletedAt: new Date(),
    });
    const result = await api.gql<ListAnswer>(LIST, {}, { token: educator.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.userApplicationsKidsCafe).toEqual([
      expect.objectContaining({
        id: own.id,
        schoolOrSiteName: 'Own Cafe',
        applicationYear: 2025,
        termType: 'SCHOOL',
        termFormatted: '2025-2026 School Year',
        status: 'IN_PROGRESS',
      }),
      expect.objectContaining({
        id: summer.id,
        schoolOrSiteName: 'Granted Cafe',
        applicationYear: 2024,
        termType: 'SUMMER',
        termFormatted: 'Summer 2025',
      }),
      expect.objectContaining({
        id: school.id,
        termFormatted: '2024-2025 School Year',
        status: 'PENDING',
      }),
    ]);
    // Admins have no applications of their own (My Account is an educator's).
    expect(firstError(await api.gql(LIST, {}, { token: admin.token }))).toBe(MESSAGES.forbidden);
  });

  it('reads any number of applications in the same statements, at most USER_APPLICATIONS_MAX', async () => {
    const { site, educator } = await grantedSite();
    const statementsFor = async () => {
      api.statements.length = 0;
      const result = await api.gql<ListAnswer>(LIST, {}, { token: educator.token });
      expect(result.errors).toBeUndefined();
      return { rows: result.data!.userApplicationsKidsCafe.length, count: api.statements.length };
    };
    await createKidsCafeApplication(api.db, { siteId: site.id });
    const one = await statementsFor();
    for (let year = 2000; year < 2008; year += 1) {
      await createKidsCafeApplication(api.db, { siteId: site.id, applicationYear: year });
    }
    const nine = await statementsFor();
    expect([one.rows, nine.rows]).toEqual([1, 9]);
    expect(nine.count).toBe(one.count);
    expect(USER_APPLICATIONS_MAX).toBe(200);
  });
});

describe('the site-claim attack: a fresh account names a granted site in a draft', () => {
  it("gets neither the site's contacts nor the site, and the site's contacts stay as they were", async () => {
    const { site, contacts } = await grantedSite();
    const claimer = await createUser(api.db);
    const membersBefore = await api.db
      .select()
      .from(siteMembers)
      .where(eq(siteMembers.siteId, site.id))
      .orderBy(asc(siteMembers.id));
    const form = kidsCafeForm(site.id, { draft: true, type: 'SUMMER', applicationYear: 2031 });
    form.site.primaryPointOfContact.email = 'ivy.imposter@attacker.test';
    const draft = await save(api, claimer.token, form);
    expect(draft.errors).toBeUndefined();
    const id = draft.data!.saveKidsCafeApplication.applicationKidsCafeId;

    const prefill = await api.gql<SiteAnswer>(SITE, { id: site.id }, { token: claimer.token });
    expect(prefill.data!.kidsCafeSite.primaryPointOfContact).toBeNull();
    expect(prefill.data!.kidsCafeSite.secondaryPointOfContact).toBeNull();
    const me = await api.gql<{ educatorUser: { sites: { siteId: number }[] } }>(
      ME,
      {},
      {
        token: claimer.token,
      },
    );
    expect(me.data!.educatorUser.sites).toEqual([]);
    // Its own draft shows what it typed, never the site's people.
    const own = JSON.stringify((await view(api, claimer.token, id)).data);
    expect(own).toContain('ivy.imposter@attacker.test');
    for (const c of contacts) expect(own).not.toContain(c.email!);
    expect(
      await api.db
        .select()
        .from(siteMembers)
        .where(eq(siteMembers.siteId, site.id))
        .orderBy(asc(siteMembers.id)),
    ).toEqual(membersBefore);
  });
});
