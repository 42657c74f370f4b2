import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEin } from '@portal/domain';
import {
  partnerServicesApplicationSchema,
  partnerServicesProgram,
} from '@portal/domain/programs/partner-services';
import {
  proposedOrganizationOf,
  type ProposedOrganization,
} from '../../modules/applications/partner-services/proposed-organization.ts';
import { applicationColumnsOf } from '../../modules/applications/partner-services/values.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import {
  applicationPartnerServices,
  organizationMembers,
  organizations,
  programSettings,
  userOrganizations,
  users,
} from '../schema/index.ts';
import { DEMO_PARTNER_SERVICES_ORGANIZATIONS } from './demo-partner-services-organizations.ts';
import {
  demoPartnerServicesContacts,
  demoPartnerServicesForm,
  demoPartnerServicesHasContacts,
  demoPartnerServicesProfile,
  seedDemoPartnerServices,
} from './demo-partner-services.ts';
import { seedDemo } from './demo.ts';

const PLAN = DEMO_PARTNER_SERVICES_ORGANIZATIONS;
const NAMES = PLAN.map((o) => o.name);
type Organization = typeof organizations.$inferSelect;
type Member = typeof organizationMembers.$inferSelect;
type Application = typeof applicationPartnerServices.$inferSelect;

let database: Database;
afterAll(async () => {
  await database?.close();
});

/** The demo organizations with their live contacts, applications (with their owner) and grants. */
async function demo() {
  const { db } = database;
  const organizationRows = await db
    .select()
    .from(organizations)
    .where(inArray(organizations.name, NAMES))
    .orderBy(asc(organizations.id));
  const ids = organizationRows.map((o) => o.id);
  const members = await db
    .select()
    .from(organizationMembers)
    .where(
      and(inArray(organizationMembers.organizationId, ids), isNull(organizationMembers.deletedAt)),
    )
    .orderBy(asc(organizationMembers.id));
  const apps = await db
    .select({ app: applicationPartnerServices, owner: users.email })
    .from(applicationPartnerServices)
    .leftJoin(users, eq(users.id, applicationPartnerServices.submittedById))
    .orderBy(asc(applicationPartnerServices.id));
  const grants = await db
    .select({
      organizationId: userOrganizations.organizationId,
      email: users.email,
      source: userOrganizations.source,
    })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .orderBy(asc(userOrganizations.id));
  const byId = new Map(organizationRows.map((o) => [o.id, o]));
  const organizationOf = (app: Application) =>
    app.organizationId === null ? null : byId.get(app.organizationId)!;
  return {
    organizations: organizationRows,
    named: (name: string) => organizationRows.find((o) => o.name === name)!,
    members: (id: number) => members.filter((m) => m.organizationId === id),
    apps: apps.map((r) => ({ ...r, organization: organizationOf(r.app) })),
    grants: grants.map((g) => ({ ...g, organization: byId.get(g.organizationId)!.name })),
  };
}

/**
 * The form as the application gives it, from what is stored: its answers, and its organization
 * as its proposal has it (the organization's own record once approved: the proposal was applied).
 */
function formOf(app: Application, organization: Organization | null, members: Member[]) {
  const proposal =
    app.status === 'APPROVED' ? null : (app.proposedOrganization as ProposedOrganization);
  const profile = proposal?.profile ?? organization!;
  const contacts = proposal?.members ?? members;
  const contact = (type: string) => {
    const m = contacts.find((c) => c.type === type)!;
    return {
      firstName: m.firstName,
      lastName: m.lastName,
      title: m.title,
      phone: m.phone,
      email: m.email,
    };
  };
  return {
    ...app,
    organization: {
      organizationId: app.organizationId,
      name: profile.name,
      einNumber: profile.einNumber,
      address1: profile.address1,
      address2: profile.address2,
      city: profile.city,
      county: profile.county,
      state: profile.state,
      zip: profile.zip,
      phone: profile.phone,
      website: profile.website,
      primaryPointOfContact: contact('PRIMARY_POINT_CONTACT'),
      secondaryPointOfContact: contact('SECONDARY_POINT_CONTACT'),
    },
  };
}

describe('Partner Services demo data', () => {
  let data: Awaited<ReturnType<typeof demo>>;
  beforeAll(async () => {
    // One full demo seed for the whole file (it takes seconds).
    database = await openTestDatabase();
    await seedDemo(database.db);
    data = await demo();
  });

  it('has partner agencies with EIN, address, phone and, once known, both contacts', () => {
    expect(data.organizations).toHaveLength(10);
    for (const [i, plan] of PLAN.entries()) {
      const organization = data.named(plan.name);
      expect(organization).toMatchObject({ ...demoPartnerServicesProfile(plan), deletedAt: null });
      expect(isValidEin(organization.einNumber!)).toBe(true);
      const members = data.members(organization.id);
      if (demoPartnerServicesHasContacts(plan)) {
        expect(members.map((m) => m.type)).toEqual([
          'PRIMARY_POINT_CONTACT',
          'SECONDARY_POINT_CONTACT',
        ]);
        expect(members.map((m) => m.email)).toEqual(
          demoPartnerServicesContacts(i).map((c) => c.email),
        );
        expect(members[0]!.email!.toLowerCase()).not.toBe(members[1]!.email!.toLowerCase());
      } else {
        // A new agency's organization made by a submission has its contacts once approved.
        expect(members).toEqual([]);
      }
    }
    expect(new Set(data.organizations.map((o) => o.einNumber)).size).toBe(10);
    expect(data.organizations.filter((o) => o.website === null).length).toBeGreaterThan(0);
  });

  it('has applications of 2024 and 2025 in the statuses the program has', () => {
    expect(data.apps).toHaveLength(10);
    expect(data.apps).toHaveLength(PLAN.flatMap((o) => o.applications).length);
    const statuses = (year: number) =>
      new Set(data.apps.filter((r) => r.app.applicationYear === year).map((r) => r.app.status));
    expect(statuses(2024)).toEqual(new Set(['APPROVED', 'DENIED']));
    expect(statuses(2025)).toEqual(new Set(['APPROVED', 'PENDING', 'IN_PROGRESS', 'WITHDRAWN']));
    for (const { app, owner } of data.apps) {
      expect(partnerServicesProgram.statuses).toContain(app.status);
      expect(owner).not.toBeNull();
      const draft = app.status === 'IN_PROGRESS';
      expect(app).toMatchObject({ draft, stepsCompleted: draft ? 0 : 1, deletedAt: null });
      expect(app.submittedAt === null).toBe(draft);
      expect(app.isContinuation).toBe(false);
    }
  });

  it('gives each organization the program status of its applications', () => {
    const statuses = Object.fromEntries(
      data.organizations.map((o) => [o.name, [o.statusPartnerServices, o.firstYearApplied]]),
    );
    expect(statuses).toEqual({
      'Bayou City Community Pantry': ['ACTIVE', 2024],
      'Gulf Coast Family Resource Center': ['ACTIVE', 2024],
      'Brazos Valley Outreach Ministries': ['ACTIVE', 2024],
      'Northside Neighbors Alliance': ['INACTIVE', null],
      'Second Mile Family Shelter': ['INACTIVE', null],
      'Samaritan Table Soup Kitchen': [null, null],
      'Liberty County Senior Pantry': [null, null],
      'Alvin Mobile Food Ministry': [null, null],
      'Waller County Helping Hands': [null, null],
      'Eastex Youth Meals Project': ['PENDING', null],
    });
  });

  it('fills every submitted application as the submit schema wants, drafts as the draft one', () => {
    for (const { app, organization } of data.apps) {
      const draft = app.status === 'IN_PROGRESS';
      const members = organization ? data.members(organization.id) : [];
      const form = formOf(app, organization, members);
      const parsed = partnerServicesApplicationSchema(draft ? 'draft' : 'submit').safeParse(form);
      const label = `${form.organization.name} ${app.applicationYear}`;
      expect(parsed.error?.issues ?? [], label).toEqual([]);
      // What the server's save would store of that form is what is stored ('new' is the seed's,
      // from the organization's history).
      const { new: _new, ...columns } = applicationColumnsOf(parsed.data!);
      for (const [key, value] of Object.entries(columns)) {
        expect(app[key as keyof Application], `${label} ${key}`).toEqual(value);
      }
      if (app.status !== 'APPROVED') {
        expect(app.proposedOrganization, label).toEqual(proposedOrganizationOf(parsed.data!));
      }
    }
  });

  it('applies approved applications to their organization and grants it to their submitter', () => {
    for (const { app, organization, owner } of data.apps) {
      if (app.status !== 'APPROVED') continue;
      const index = NAMES.indexOf(organization!.name);
      expect(app.proposedOrganization).toBeNull();
      expect(organization).toMatchObject(demoPartnerServicesProfile(PLAN[index]!));
      expect(data.members(organization!.id).map((m) => m.email)).toEqual(
        demoPartnerServicesContacts(index).map((c) => c.email),
      );
      const grant = data.grants.find(
        (g) => g.organization === organization!.name && g.email === owner,
      );
      expect(grant?.source).toBe(PLAN[index]!.assigned.includes(owner!) ? 'ADMIN' : 'APPLICATION');
    }
    // The pending application naming a new secondary contact leaves the organization's as it is.
    const brazos = data.named('Brazos Valley Outreach Ministries');
    const pending = data.apps.find((r) => r.organization === brazos && r.app.status === 'PENDING')!;
    const proposal = pending.app.proposedOrganization as ProposedOrganization;
    const proposed = proposal.members.find((m) => m.type === 'SECONDARY_POINT_CONTACT')!;
    const current = data.members(brazos.id).find((m) => m.type === 'SECONDARY_POINT_CONTACT')!;
    expect(proposed.email).toBe(
      demoPartnerServicesContacts(2, { newSecondaryContact: true })[1].email,
    );
    expect(current.email).toBe(demoPartnerServicesContacts(2)[1].email);
  });

  it("keeps a new agency's pending application on an organization made at submission, no grant", () => {
    const eastex = data.named('Eastex Youth Meals Project');
    const [pending, ...others] = data.apps.filter((r) => r.organization === eastex);
    expect(others).toEqual([]);
    expect(pending!.app.status).toBe('PENDING');
    expect(pending!.owner).toBe('grace.tran@example.org');
    expect(eastex.statusPartnerServices).toBe('PENDING');
    expect(eastex.createdAt).toEqual(pending!.app.submittedAt);
    expect((pending!.app.proposedOrganization as ProposedOrganization).profile).toMatchObject(
      demoPartnerServicesProfile(PLAN[9]!),
    );
    expect(data.grants.filter((g) => g.organization === eastex.name)).toEqual([]);
    // A new agency's draft names no organization (Second Mile's EIN: found again at submission).
    const draft = data.apps.filter((r) => r.app.organizationId === null);
    expect(draft.map((r) => [r.owner, r.app.status, r.app.applicationYear])).toEqual([
      ['andre.lewis@example.org', 'IN_PROGRESS', 2025],
    ]);
    expect((draft[0]!.app.proposedOrganization as ProposedOrganization).profile.einNumber).toBe(
      data.named('Second Mile Family Shelter').einNumber,
    );
  });

  it.each([
    [
      'dana.whitfield@example.org',
      [
        ['Bayou City Community Pantry', 'APPLICATION'],
        ['Gulf Coast Family Resource Center', 'ADMIN'],
      ],
    ],
    [
      'andre.lewis@example.org',
      [
        ['Brazos Valley Outreach Ministries', 'ADMIN'],
        ['Northside Neighbors Alliance', 'ADMIN'],
      ],
    ],
    ['grace.tran@example.org', []],
  ])('grants %s its organizations and only them', (email, expected) => {
    const mine = data.grants
      .filter((g) => g.email === email)
      .map((g) => [g.organization, g.source]);
    expect(mine.sort()).toEqual([...expected].sort());
  });

  it("shows Dana Whitfield's approved applications and her draft for next year", () => {
    const mine = data.apps
      .filter((r) => r.owner === 'dana.whitfield@example.org')
      .map((r) => [r.organization!.name, r.app.applicationYear, r.app.status, r.app.new]);
    expect(mine).toEqual([
      ['Bayou City Community Pantry', 2024, 'APPROVED', true],
      ['Bayou City Community Pantry', 2025, 'APPROVED', false],
      ['Gulf Coast Family Resource Center', 2024, 'APPROVED', true],
      ['Gulf Coast Family Resource Center', 2025, 'IN_PROGRESS', false],
    ]);
  });

  it('leaves room for new applications: organizations with none open for 2025, intake open', async () => {
    const open = (o: Organization) =>
      data.apps.some(
        (r) =>
          r.organization === o &&
          r.app.applicationYear === 2025 &&
          !['DENIED', 'WITHDRAWN'].includes(r.app.status),
      );
    expect(data.organizations.filter((o) => !open(o)).map((o) => o.name)).toEqual([
      'Northside Neighbors Alliance',
      'Second Mile Family Shelter',
      'Samaritan Table Soup Kitchen',
      'Liberty County Senior Pantry',
      'Alvin Mobile Food Ministry',
      'Waller County Helping Hands',
    ]);
    const [settings] = await database.db
      .select()
      .from(programSettings)
      .where(eq(programSettings.program, 'PARTNER_SERVICES'));
    expect(settings).toMatchObject({
      acceptingApplications: true,
      applicationYear: partnerServicesProgram.defaultTermYear,
    });
    expect(partnerServicesProgram.defaultTermYear).toBe(2025);
  });

  it('is idempotent: a second run adds nothing', async () => {
    await database.db.transaction((tx) => seedDemoPartnerServices(tx));
    const again = await demo();
    expect(again.apps).toEqual(data.apps);
    expect(again.grants).toEqual(data.grants);
    const [n] = await database.db.select({ n: count() }).from(organizationMembers);
    expect(n!.n).toBe(16);
  });
});

describe('demoPartnerServicesForm', () => {
  it.each(
    PLAN.flatMap((o, i) => o.applications.map((a) => [o.name, a.year, a.status, i, a] as const)),
  )('%s %i (%s): the same form every time, parsing', (_, _year, status, index, application) => {
    const form = demoPartnerServicesForm(index, application, 7);
    expect(form).toEqual(demoPartnerServicesForm(index, application, 7));
    const mode = status === 'IN_PROGRESS' ? 'draft' : 'submit';
    expect(partnerServicesApplicationSchema(mode).safeParse(form).error?.issues ?? []).toEqual([]);
    expect(form.organization?.organizationId).toBe(application.newAgency ? null : 7);
  });
});
