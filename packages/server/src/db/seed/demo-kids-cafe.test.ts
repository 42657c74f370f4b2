import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDayToUs } from '@portal/domain';
import {
  clearMealsNotOffered,
  hasMealOfTerm,
  kidsCafeApplicationSchema,
  KIDS_CAFE_MEALS_CLEARED_BY_TERM,
  mealsOffered,
} from '@portal/domain/programs/kids-cafe';
import {
  proposedSiteOf,
  type ProposedSite,
} from '../../modules/applications/kids-cafe/proposed-site.ts';
import { applicationColumnsOf } from '../../modules/applications/kids-cafe/values.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import {
  applicationKidsCafe,
  programSettings,
  siteMembers,
  sites,
  userSites,
  users,
} from '../schema/index.ts';
import { KIDS_CAFE_DEMO_MEALS } from './demo-kids-cafe-fields.ts';
import { DEMO_KIDS_CAFE_SITES } from './demo-kids-cafe-sites.ts';
import {
  demoKidsCafeAnswers,
  demoKidsCafeContacts,
  demoKidsCafeSiteProfile,
  seedDemoKidsCafe,
} from './demo-kids-cafe.ts';
import { seedDemo } from './demo.ts';

const NAMES = DEMO_KIDS_CAFE_SITES.map((s) => s.name);
type Site = typeof sites.$inferSelect;
type Member = typeof siteMembers.$inferSelect;
type Application = typeof applicationKidsCafe.$inferSelect;

const opened: Database[] = [];
async function seeded(): Promise<Database> {
  const database = await openTestDatabase();
  opened.push(database);
  await seedDemo(database.db);
  return database;
}
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});
/** The demo database the tests read (seeded once: a full demo seed takes seconds). */
let first: Promise<Database> | undefined;
const demoDatabase = () => (first ??= seeded());

/** The demo sites with their live contacts, applications (with their owner) and grants. */
async function demo(database: Database) {
  const { db } = database;
  const siteRows = await db
    .select()
    .from(sites)
    .where(inArray(sites.name, NAMES))
    .orderBy(asc(sites.id));
  const ids = siteRows.map((s) => s.id);
  const members = await db
    .select()
    .from(siteMembers)
    .where(and(inArray(siteMembers.siteId, ids), isNull(siteMembers.deletedAt)))
    .orderBy(asc(siteMembers.id));
  const apps = await db
    .select({ app: applicationKidsCafe, owner: users.email })
    .from(applicationKidsCafe)
    .leftJoin(users, eq(users.id, applicationKidsCafe.submittedById))
    .where(inArray(applicationKidsCafe.siteId, ids))
    .orderBy(asc(applicationKidsCafe.id));
  const grants = await db
    .select({ siteId: userSites.siteId, email: users.email, source: userSites.source })
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .where(inArray(userSites.siteId, ids))
    .orderBy(asc(userSites.id));
  const byId = new Map(siteRows.map((s) => [s.id, s]));
  return {
    sites: siteRows,
    site: (id: number) => byId.get(id)!,
    named: (name: string) => siteRows.find((s) => s.name === name)!,
    members: (id: number) => members.filter((m) => m.siteId === id),
    apps: apps.map((r) => ({ ...r, site: byId.get(r.app.siteId)! })),
    grants: grants.map((g) => ({ ...g, site: byId.get(g.siteId)!.name })),
  };
}

/**
 * The form as the application gives it, from what is stored: its answers, and its site as its
 * proposal has it (the site's own record once approved: the proposal was applied).
 */
function formOf(app: Application, site: Site, members: Member[]) {
  const proposal = app.status === 'APPROVED' ? null : (app.proposedSite as ProposedSite | null);
  const profile = proposal?.profile ?? site;
  const contacts = proposal?.members ?? members;
  const contact = (type: string) => {
    const m = contacts.find((c) => c.type === type);
    return m
      ? {
          firstName: m.firstName,
          lastName: m.lastName,
          title: m.title,
          phone: m.phone,
          email: m.email,
          isSupervisor: m.isSupervisor,
        }
      : null;
  };
  return {
    ...app,
    startDate: app.startDate ? isoDayToUs(app.startDate) : null,
    endDate: app.endDate ? isoDayToUs(app.endDate) : null,
    site: {
      siteId: site.id,
      name: profile.name,
      address1: profile.address1,
      address2: profile.address2,
      crossStreet: profile.crossStreet,
      city: profile.city,
      county: profile.county,
      state: profile.state,
      zip: profile.zip,
      closestSchool: profile.closestSchool,
      primaryPointOfContact: contact('PRIMARY_POINT_CONTACT'),
      secondaryPointOfContact: contact('SECONDARY_POINT_CONTACT'),
    },
  };
}

describe('Kids Cafe demo data', () => {
  let database: Database;
  let data: Awaited<ReturnType<typeof demo>>;
  beforeAll(async () => {
    database = await demoDatabase();
    data = await demo(database);
  });

  it('has four sites of each type, each with both points of contact', () => {
    expect(data.sites).toHaveLength(12);
    const types = data.sites.map((s) => s.type);
    for (const type of ['CHILDCARE', 'HEAD_START', 'AFTERSCHOOL_PROGRAM']) {
      expect(types.filter((t) => t === type)).toHaveLength(4);
    }
    for (const site of data.sites) {
      expect(site).toMatchObject({ state: 'TX', deletedAt: null });
      expect(site.address1 && site.crossStreet && site.closestSchool).toBeTruthy();
      const members = data.members(site.id);
      expect(members.map((m) => [m.type, m.isSupervisor])).toEqual([
        ['PRIMARY_POINT_CONTACT', true],
        ['SECONDARY_POINT_CONTACT', false],
      ]);
      expect(members[0]!.email!.toLowerCase()).not.toBe(members[1]!.email!.toLowerCase());
    }
  });

  it('has SCHOOL and SUMMER applications in several statuses', () => {
    expect(data.apps).toHaveLength(11);
    expect(data.apps).toHaveLength(DEMO_KIDS_CAFE_SITES.flatMap((s) => s.applications).length);
    const statuses = (type: string) =>
      new Set(data.apps.filter((r) => r.app.type === type).map((r) => r.app.status));
    expect(statuses('SCHOOL')).toEqual(new Set(['APPROVED', 'PENDING', 'WAITLISTED', 'DENIED']));
    expect(statuses('SUMMER')).toEqual(
      new Set(['APPROVED', 'PENDING', 'WAITLISTED', 'IN_PROGRESS']),
    );
    expect(data.apps.every((r) => r.owner !== null)).toBe(true);
    for (const { app } of data.apps) {
      const draft = app.status === 'IN_PROGRESS';
      expect(app).toMatchObject({ draft, stepsCompleted: draft ? 0 : 1, deletedAt: null });
      expect(app.submittedAt === null).toBe(draft);
    }
  });

  it('gives each site the program status of its applications', () => {
    const statuses = Object.fromEntries(data.sites.map((s) => [s.name, s.statusKidsCafe]));
    expect(statuses).toEqual({
      'Sunshine Kids Learning Center': 'ACTIVE',
      'Eastside Head Start': 'PENDING',
      'Northline Youth Club': null,
      'Little Pelicans Child Care': 'WAITLISTED',
      'Brazos Bend Afterschool Program': 'ACTIVE',
      'Alvin Community Head Start': 'INACTIVE',
      'Piney Woods Kids Cafe': null,
      'Liberty Little Learners': null,
      'Gulfton Little Scholars': 'PENDING',
      'Kashmere Gardens Head Start': 'ACTIVE',
      'Pasadena Early Head Start': null,
      'Third Ward Youth Enrichment Center': 'WAITLISTED',
    });
    const first = Object.fromEntries(data.sites.map((s) => [s.name, s.firstYearApplied]));
    expect(first['Sunshine Kids Learning Center']).toBe(2023);
    expect(first['Northline Youth Club']).toBeNull();
    expect(first['Gulfton Little Scholars']).toBe(2024);
  });

  it('fills every submitted application as the submit schema wants, drafts as the draft one', () => {
    for (const { app, site } of data.apps) {
      const draft = app.status === 'IN_PROGRESS';
      const form = formOf(app, site, data.members(site.id));
      const parsed = kidsCafeApplicationSchema(draft ? 'draft' : 'submit').safeParse(form);
      expect(parsed.error?.issues ?? [], `${site.name} ${app.type} ${app.applicationYear}`).toEqual(
        [],
      );
      // What the server's save would store of that form is what is stored.
      const columns = applicationColumnsOf(parsed.data!);
      for (const [key, value] of Object.entries(columns)) {
        expect(app[key as keyof Application], `${site.name} ${key}`).toEqual(value);
      }
      if (app.status !== 'APPROVED') {
        expect(app.proposedSite).toEqual(proposedSiteOf(parsed.data!));
      }
    }
  });

  it('chooses meals of the term only, none the term clears', () => {
    for (const { app } of data.apps) {
      expect(hasMealOfTerm(app, app.type)).toBe(true);
      expect(clearMealsNotOffered(app, app.type)).toEqual(app);
    }
  });

  it('applies approved applications to their site and grants it to their submitter', () => {
    for (const { app, site, owner } of data.apps) {
      const index = NAMES.indexOf(site.name);
      const plan = DEMO_KIDS_CAFE_SITES[index]!;
      const grant = data.grants.find((g) => g.site === site.name && g.email === owner);
      if (app.status === 'APPROVED') {
        expect(app.proposedSite).toBeNull();
        expect(site).toMatchObject(demoKidsCafeSiteProfile(plan));
        expect(grant?.source).toBe(plan.assigned.includes(owner!) ? 'ADMIN' : 'APPLICATION');
      } else {
        expect((app.proposedSite as ProposedSite).profile).toMatchObject({
          ...demoKidsCafeSiteProfile(plan),
          type: plan.type,
        });
        if (!plan.assigned.includes(owner!)) {
          const approved = data.apps.some(
            (r) => r.site === site && r.owner === owner && r.app.status === 'APPROVED',
          );
          expect(grant === undefined).toBe(!approved);
        }
      }
    }
    // The pending application naming a new secondary contact leaves the site's as it is.
    const eastside = data.named('Eastside Head Start');
    const pending = data.apps.find((r) => r.site === eastside)!.app;
    const proposed = (pending.proposedSite as ProposedSite).members[1]!;
    const [, current] = data.members(eastside.id);
    expect(proposed.email).toBe(demoKidsCafeContacts(1, { newSecondaryContact: true })[1].email);
    expect(current!.email).toBe(demoKidsCafeContacts(1)[1].email);
    expect(proposed.email).not.toBe(current!.email);
  });

  it.each([
    ['educator@example.org', [['Sunshine Kids Learning Center', 'APPLICATION']]],
    ['rosa.delgado@example.org', [['Gulfton Little Scholars', 'ADMIN']]],
    [
      'luis.ortega@example.org',
      [
        ['Eastside Head Start', 'ADMIN'],
        ['Northline Youth Club', 'ADMIN'],
        ['Brazos Bend Afterschool Program', 'APPLICATION'],
        ['Kashmere Gardens Head Start', 'APPLICATION'],
      ],
    ],
  ])('grants %s its sites and only them', async (email, expected) => {
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    const all = await database.db
      .select({ siteId: userSites.siteId, source: userSites.source })
      .from(userSites)
      .where(eq(userSites.userId, account!.id));
    const mine = all.map((g) => [data.site(g.siteId).name, g.source]);
    expect(mine.sort()).toEqual([...expected].sort());
  });

  it("shows the demo educator's site with its approved applications, Rosa's pending one", () => {
    const mine = (email: string) =>
      data.apps
        .filter((r) => r.owner === email)
        .map((r) => [r.site.name, r.app.type, r.app.applicationYear, r.app.status]);
    expect(mine('educator@example.org')).toEqual([
      ['Sunshine Kids Learning Center', 'SCHOOL', 2023, 'APPROVED'],
      ['Sunshine Kids Learning Center', 'SCHOOL', 2024, 'APPROVED'],
    ]);
    expect(mine('rosa.delgado@example.org')).toEqual([
      ['Gulfton Little Scholars', 'SUMMER', 2024, 'PENDING'],
    ]);
    expect(data.apps.some((r) => r.app.isContinuation)).toBe(false);
    // Returning (spec 3 §4) reads 'new' of the latest approved application: Yes for these two.
    const returning = data.apps.filter((r) => r.app.new === false).map((r) => r.site.name);
    expect(returning).toEqual(['Sunshine Kids Learning Center', 'Brazos Bend Afterschool Program']);
  });

  it('leaves room for a new application: sites with none for 2024, intake open', async () => {
    const free = data.sites.filter(
      (s) =>
        !data.apps.some(
          (r) =>
            r.site === s && r.app.applicationYear === 2024 && !['DENIED'].includes(r.app.status),
        ),
    );
    expect(free.map((s) => s.name).sort()).toEqual([
      'Alvin Community Head Start',
      'Kashmere Gardens Head Start',
      'Liberty Little Learners',
      'Pasadena Early Head Start',
      'Piney Woods Kids Cafe',
    ]);
    const [settings] = await database.db
      .select()
      .from(programSettings)
      .where(eq(programSettings.program, 'KIDS_CAFE'));
    expect(settings).toMatchObject({
      acceptingApplications: true,
      waitlisted: false,
      applicationYear: 2024,
    });
  });

  it('is idempotent: a second run adds nothing', async () => {
    await database.db.transaction((tx) => seedDemoKidsCafe(tx));
    const again = await demo(database);
    expect(again.apps).toEqual(data.apps);
    expect(again.grants).toEqual(data.grants);
    const [n] = await database.db.select({ n: count() }).from(siteMembers);
    expect(n!.n).toBe(24);
  });
});

describe('seedDemoKidsCafe', () => {
  it.each(
    Object.entries(KIDS_CAFE_DEMO_MEALS).flatMap(([siteType, terms]) =>
      Object.entries(terms).map(([term, meals]) => [siteType, term, meals] as const),
    ),
  )('%s %s: meals of the term, none it clears', (_, term, meals) => {
    const type = term as 'SCHOOL' | 'SUMMER';
    expect(meals.some((m) => mealsOffered(type).includes(m))).toBe(true);
    for (const meal of KIDS_CAFE_MEALS_CLEARED_BY_TERM[type]) expect(meals).not.toContain(meal);
  });

  it.each(
    DEMO_KIDS_CAFE_SITES.flatMap((s, i) =>
      s.applications.map((a) => [s.name, a.type, a.year, i, a] as const),
    ),
  )('%s %s %i: the same answers every time', (_, _type, _year, index, application) => {
    expect(demoKidsCafeAnswers(index, application)).toEqual(
      demoKidsCafeAnswers(index, application),
    );
  });

  it('seeds the same data on every database', async () => {
    // The tests' database (seeded again by the idempotence test, which must change nothing)
    // against a second one.
    const snapshot = async (database: Database) => {
      const { apps, sites: rows, grants } = await demo(database);
      const strip = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;
      return {
        sites: rows.map((s) => ({ ...strip(s), createdAt: undefined, updatedAt: undefined })),
        apps: apps.map((r) => ({
          ...strip(r.app),
          siteId: r.site.name,
          submittedById: r.owner,
        })),
        grants: grants.map((g) => ({ ...g, siteId: undefined })),
      };
    };
    const [a, b] = [await snapshot(await demoDatabase()), await snapshot(await seeded())];
    expect(a).toEqual(b);
  });
});
