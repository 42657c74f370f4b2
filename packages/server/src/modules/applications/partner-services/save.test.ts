import { and, asc, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import {
  organizationMembers,
  organizations,
  userOrganizations,
} from '../../../db/schema/organizations.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import {
  createOrganization,
  createOrganizationMember,
  createPartnerServicesApplication,
  createUser,
  grantOrganization,
  setProgramSettings,
} from '../../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../../testing/test-api.ts';
import { partnerServicesForm, save, uniqueEin, view } from './form.fixtures.ts';

let api: TestApi;

const LIVE_KEY = 'application_partner_services_live_holder_year_key';
const t = applicationPartnerServices;

/** What a refused save must leave as it was: applications, organizations, contacts, grants. */
async function snapshot() {
  return {
    applications: await api.db.select().from(t).orderBy(asc(t.id)),
    organizations: await api.db.select().from(organizations).orderBy(asc(organizations.id)),
    members: await api.db.select().from(organizationMembers).orderBy(asc(organizationMembers.id)),
    grants: await api.db.select().from(userOrganizations).orderBy(asc(userOrganizations.id)),
  };
}

const rowOf = async (id: number) => (await api.db.select().from(t).where(eq(t.id, id)))[0]!;
const organizationOf = async (id: number) =>
  (await api.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
const grantsOf = (userId: number) =>
  api.db.select().from(userOrganizations).where(eq(userOrganizations.userId, userId));

async function submit(token: string, input: Record<string, unknown>) {
  const result = await save(api, token, input);
  expect(result.errors).toBeUndefined();
  return result.data!.savePartnerServicesApplication;
}

/** An organization granted (by an admin) to a new educator. */
async function memberOfNew() {
  const organization = await createOrganization(api.db);
  const educator = await createUser(api.db);
  await grantOrganization(api.db, educator.id, organization.id);
  return { organization, educator };
}

const accepting = (acceptingApplications: boolean) =>
  setProgramSettings(api.db, { program: 'PARTNER_SERVICES', acceptingApplications });

beforeAll(async () => {
  api = await createTestApi();
  await accepting(true);
});
afterAll(async () => {
  await api.close();
});

describe('savePartnerServicesApplication: drafts and submissions', () => {
  it('saves a new agency’s draft naming only the year: IN_PROGRESS, no organization made', async () => {
    const educator = await createUser(api.db);
    const before = await snapshot();
    const saved = await submit(educator.token, { draft: true, applicationYear: 2025 });
    expect(saved.status).toBe('IN_PROGRESS');
    const row = await rowOf(saved.applicationPartnerServicesId);
    expect(row).toMatchObject({
      organizationId: null,
      applicationYear: 2025,
      status: 'IN_PROGRESS',
      draft: true,
      stepsCompleted: 0,
      submittedAt: null,
      submittedById: educator.id,
      new: true,
      daysOfOperation: [],
      servicesInterest: [],
    });
    expect(row.proposedOrganization).toMatchObject({ members: [] });
    const after = await snapshot();
    expect(after.organizations).toEqual(before.organizations);
    expect(after.grants).toEqual(before.grants);

    const shown = (await view(api, educator.token, saved.applicationPartnerServicesId)).data!
      .applicationPartnerServices.organization;
    expect(shown).toMatchObject({
      id: `new@application-${saved.applicationPartnerServicesId}`,
      organizationId: null,
      name: '',
      primaryPointOfContact: null,
    });
  });

  it('keeps a typed new agency in a draft, complete or not, and makes no organization', async () => {
    const educator = await createUser(api.db);
    const form = partnerServicesForm(null, { draft: true });
    const before = await snapshot();
    const saved = await submit(educator.token, form);
    expect((await snapshot()).organizations).toEqual(before.organizations);
    const row = await rowOf(saved.applicationPartnerServicesId);
    expect(row.organizationId).toBeNull();
    expect(row.proposedOrganization).toMatchObject({
      profile: { name: 'Eastside Community Pantry', einNumber: form.organization.einNumber },
      members: [
        { type: 'PRIMARY_POINT_CONTACT', email: form.organization.primaryPointOfContact.email },
        { type: 'SECONDARY_POINT_CONTACT', email: form.organization.secondaryPointOfContact.email },
      ],
    });
  });

  it('submits for an organization of the caller’s: PENDING, values as stored and shown, the record untouched', async () => {
    const { organization, educator } = await memberOfNew();
    await createOrganizationMember(api.db, {
      organizationId: organization.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'On',
      lastName: 'Record',
      email: `on.record.${organization.id}@org.test`,
    });
    const membersBefore = (await snapshot()).members;
    const input = partnerServicesForm(organization.id);
    const saved = await submit(educator.token, input);
    expect(saved.status).toBe('PENDING');
    const row = await rowOf(saved.applicationPartnerServicesId);
    expect(row).toMatchObject({
      organizationId: organization.id,
      status: 'PENDING',
      draft: false,
      stepsCompleted: 1,
      submittedById: educator.id,
      new: true,
      operatingHoursStartTime: '9:00 AM',
      peopleServedPerMonth: 1200,
      servicesInterest: ['FOOD_PANTRY', 'OTHER'],
      servicesInterestOther: 'Diapers',
      gateCode: '#4411',
    });
    expect(Date.now() - row.submittedAt!.getTime()).toBeLessThan(60_000);
    expect(await organizationOf(organization.id)).toEqual(organization);
    expect((await snapshot()).members).toEqual(membersBefore);

    const result = await view(api, educator.token, saved.applicationPartnerServicesId);
    expect(result.errors).toBeUndefined();
    const shown = result.data!.applicationPartnerServices;
    expect(shown).toMatchObject({
      id: String(saved.applicationPartnerServicesId),
      status: 'PENDING',
      applicationYear: 2025,
      daysOfOperation: ['TUESDAY', 'SATURDAY'],
      operatingHoursEndTime: '1:00 PM',
      peopleServedPerMonth: 1200,
      isReligious: true,
      agreeNoReligiousActivity: true,
      submittedBy: { email: educator.email },
    });
    // The proposal stands in for the record until approval.
    expect(shown.organization).toMatchObject({
      id: `${organization.id}@application-${saved.applicationPartnerServicesId}`,
      organizationId: organization.id,
      name: 'Eastside Community Pantry',
      einNumber: input.organization.einNumber,
      phone: '713-555-0170',
      primaryPointOfContact: {
        type: 'PRIMARY_POINT_CONTACT',
        fullName: 'Rosa Diaz',
        email: input.organization.primaryPointOfContact.email,
      },
      secondaryPointOfContact: { phone: '713-555-0172', title: null },
    });
  });

  it('submits a new agency: its organization is made PENDING from the proposal, audited, with no grant', async () => {
    const educator = await createUser(api.db);
    const form = partnerServicesForm(null);
    const saved = await submit(educator.token, form);
    const row = await rowOf(saved.applicationPartnerServicesId);
    expect(row.organizationId).not.toBeNull();
    const created = await organizationOf(row.organizationId!);
    expect(created).toMatchObject({
      name: 'Eastside Community Pantry',
      einNumber: form.organization.einNumber,
      address1: '42 Harvest Rd',
      address2: null,
      county: 'HARRIS',
      phone: '713-555-0170',
      website: 'https://eastside-pantry.example.org',
      statusPartnerServices: 'PENDING',
      deletedAt: null,
    });
    // Its contacts come with the approval; the submitter reaches it only then.
    expect(
      await api.db
        .select()
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, created.id)),
    ).toEqual([]);
    expect(await grantsOf(educator.id)).toEqual([]);
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'organizations'), eq(auditLog.entityId, created.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: educator.id,
        action: 'CREATE',
        after: expect.objectContaining({ name: 'Eastside Community Pantry' }),
      }),
    ]);
    const shown = (await view(api, educator.token, saved.applicationPartnerServicesId)).data!
      .applicationPartnerServices.organization;
    expect(shown).toMatchObject({ organizationId: created.id, name: 'Eastside Community Pantry' });
    expect(shown.primaryPointOfContact).toMatchObject({ fullName: 'Rosa Diaz' });
  });

  it('links a new agency to the live organization of its EIN (not an archived one), making none', async () => {
    const ein = uniqueEin();
    const archived = await createOrganization(api.db, { einNumber: ein, deletedAt: new Date() });
    const educator = await createUser(api.db);
    const first = await submit(
      educator.token,
      partnerServicesForm(null, { applicationYear: 2024 }),
    );
    const form = partnerServicesForm(null, { applicationYear: 2024 });
    form.organization.einNumber = ein;
    const made = await submit(educator.token, form);
    const madeId = (await rowOf(made.applicationPartnerServicesId)).organizationId!;
    expect(madeId).not.toBe(archived.id);

    const live = await createOrganization(api.db, { einNumber: uniqueEin() });
    const other = await createUser(api.db);
    const again = partnerServicesForm(null);
    // The EIN as typed without its dash is the same EIN.
    again.organization.einNumber = live.einNumber!.replace('-', '');
    const before = await api.db.select({ n: count() }).from(organizations);
    const saved = await submit(other.token, again);
    expect((await rowOf(saved.applicationPartnerServicesId)).organizationId).toBe(live.id);
    expect(await api.db.select({ n: count() }).from(organizations)).toEqual(before);
    expect(await organizationOf(live.id)).toEqual(live);
    expect(await grantsOf(other.id)).toEqual([]);
    expect(first.status).toBe('PENDING');
  });

  it('lets the starter finish a draft, and a member of its organization submit it as their own', async () => {
    const { organization, educator: colleague } = await memberOfNew();
    const starter = await createUser(api.db);
    await grantOrganization(api.db, starter.id, organization.id);
    const { applicationPartnerServicesId: id } = await submit(starter.token, {
      ...partnerServicesForm(organization.id),
      draft: true,
      nameSign: '',
    });
    expect((await rowOf(id)).nameSign).toBeNull();
    const again = await submit(starter.token, {
      ...partnerServicesForm(organization.id),
      draft: true,
      applicationPartnerServicesId: id,
    });
    expect(again).toEqual({ applicationPartnerServicesId: id, status: 'IN_PROGRESS' });
    const done = await submit(colleague.token, {
      ...partnerServicesForm(organization.id),
      applicationPartnerServicesId: id,
    });
    expect(done).toEqual({ applicationPartnerServicesId: id, status: 'PENDING' });
    expect((await rowOf(id)).submittedById).toBe(colleague.id);
    expect(
      await api.db.select({ n: count() }).from(t).where(eq(t.organizationId, organization.id)),
    ).toEqual([{ n: 1 }]);
  });

  it('records an organization with an approved application as not new', async () => {
    const { organization, educator } = await memberOfNew();
    await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2023,
      status: 'APPROVED',
    });
    const saved = await submit(educator.token, partnerServicesForm(organization.id));
    expect((await rowOf(saved.applicationPartnerServicesId)).new).toBe(false);
  });
});

describe('savePartnerServicesApplication: refusals write nothing', () => {
  it('refuses bad input with the form’s messages', async () => {
    const { organization, educator } = await memberOfNew();
    const before = await snapshot();
    const sameEmails = partnerServicesForm(organization.id);
    sameEmails.organization.secondaryPointOfContact.email =
      sameEmails.organization.primaryPointOfContact.email.toUpperCase();
    const badEin = partnerServicesForm(null);
    badEin.organization.einNumber = '12-345';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ draft: true }, 'applicationYear', MESSAGES.required],
      [badEin, 'organization.einNumber', MESSAGES.invalidEin],
      [
        partnerServicesForm(organization.id, { isNonProfit: false }),
        'isNonProfit',
        MESSAGES.partnerServicesNonProfitOnly,
      ],
      [
        partnerServicesForm(organization.id, { operatingHoursStartTime: '25:00' }),
        'operatingHoursStartTime',
        MESSAGES.invalidTime,
      ],
      [
        partnerServicesForm(organization.id, { servicesInterestOther: '' }),
        'servicesInterestOther',
        MESSAGES.required,
      ],
      [
        partnerServicesForm(organization.id, {
          servicesInterest: Array<string>(9).fill('FOOD_PANTRY'),
        }),
        'servicesInterest',
        MESSAGES.tooManyItems(8, 'choices'),
      ],
      [
        partnerServicesForm(organization.id, { peopleServedPerMonth: '1234567' }),
        'peopleServedPerMonth',
        MESSAGES.maxLength(6),
      ],
      [
        partnerServicesForm(organization.id, { gateCode: '12345678901' }),
        'gateCode',
        MESSAGES.maxLength10,
      ],
      [
        partnerServicesForm(organization.id, { agreeNondiscrimination: false }),
        'agreeNondiscrimination',
        MESSAGES.required,
      ],
      [sameEmails, 'organization.secondaryPointOfContact.email', MESSAGES.emailMustBeUnique],
    ];
    for (const [input, field, message] of cases) {
      const result = await save(api, educator.token, input);
      expect(firstError(result), field).toBe(message);
      expect(result.errors![0]!.extensions?.field, field).toBe(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an organization the caller is not granted, an archived or unknown one, for drafts too', async () => {
    const { educator } = await memberOfNew();
    const notMine = await createOrganization(api.db);
    const archived = await createOrganization(api.db, { deletedAt: new Date() });
    await grantOrganization(api.db, educator.id, archived.id);
    const before = await snapshot();
    for (const id of [notMine.id, archived.id, 2_000_000_000]) {
      for (const draft of [true, false]) {
        const result = await save(api, educator.token, partnerServicesForm(id, { draft }));
        expect(firstError(result)).toBe(MESSAGES.organizationNotFound);
        expect(result.errors![0]!.extensions?.field).toBe('organization.organizationId');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the wrong callers', async () => {
    const { organization, educator: starter } = await memberOfNew();
    const { educator: otherMember } = await memberOfNew();
    const fresh = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const draft = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2030,
      submittedById: starter.id,
    });
    const deleted = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2031,
      submittedById: starter.id,
      deletedAt: new Date(),
    });
    const edit = (id: number) => ({
      ...partnerServicesForm(null, { draft: true, applicationYear: 2030 }),
      applicationPartnerServicesId: id,
    });
    const before = await snapshot();
    // Another organization's member and a fresh account: not theirs to see, so 'Not found'.
    expect(firstError(await save(api, otherMember.token, edit(draft.id)))).toBe(MESSAGES.notFound);
    expect(firstError(await save(api, fresh.token, edit(draft.id)))).toBe(MESSAGES.notFound);
    // Admins view applications read-only.
    expect(firstError(await save(api, admin.token, edit(draft.id)))).toBe(MESSAGES.forbidden);
    expect(firstError(await save(api, admin.token, partnerServicesForm(null)))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(SAVE_ANON, { input: partnerServicesForm(null) }))).toBe(
      MESSAGES.notLoggedIn,
    );
    expect(firstError(await save(api, starter.token, edit(deleted.id)))).toBe(MESSAGES.notFound);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to change a submitted or approved application', async () => {
    const { organization, educator } = await memberOfNew();
    const { applicationPartnerServicesId: id } = await submit(
      educator.token,
      partnerServicesForm(organization.id),
    );
    const approved = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2024,
      status: 'APPROVED',
      submittedById: educator.id,
    });
    const before = await snapshot();
    for (const [appId, draft, year] of [
      [id, true, 2025],
      [id, false, 2025],
      [approved.id, true, 2024],
    ] as const) {
      const result = await save(api, educator.token, {
        ...partnerServicesForm(organization.id, { applicationYear: year, draft }),
        applicationPartnerServicesId: appId,
      });
      expect(firstError(result)).toBe(MESSAGES.applicationLocked);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every save while intake is closed (acceptingApplications off)', async () => {
    const { organization, educator } = await memberOfNew();
    const { applicationPartnerServicesId: id } = await submit(educator.token, {
      ...partnerServicesForm(organization.id),
      draft: true,
    });
    await accepting(false);
    try {
      const before = await snapshot();
      for (const input of [
        partnerServicesForm(null),
        { ...partnerServicesForm(organization.id), applicationPartnerServicesId: id, draft: true },
        { ...partnerServicesForm(organization.id), applicationPartnerServicesId: id },
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

  it('refuses a second open application of the organization for the year, on the id or the EIN', async () => {
    const { organization, educator } = await memberOfNew();
    const { educator: colleague } = await memberOfNew();
    await grantOrganization(api.db, colleague.id, organization.id);
    await submit(educator.token, {
      draft: true,
      applicationYear: 2025,
      organization: { organizationId: organization.id },
    });
    const stranger = await createUser(api.db);
    const byEin = partnerServicesForm(null);
    byEin.organization.einNumber = organization.einNumber!;
    const before = await snapshot();
    const message = MESSAGES.organizationApplicationInProgress('Partner Services', 2025);
    for (const [token, input, field] of [
      [
        colleague.token,
        { draft: true, applicationYear: 2025, organization: { organizationId: organization.id } },
        'organization.organizationId',
      ],
      [colleague.token, partnerServicesForm(organization.id), 'organization.organizationId'],
      [stranger.token, byEin, 'organization.einNumber'],
    ] as const) {
      const result = await save(api, token, input);
      expect(firstError(result)).toBe(message);
      expect(result.errors![0]!.extensions?.field).toBe(field);
    }
    expect(await snapshot()).toEqual(before);
    // Another year is another application; a denied one frees its year.
    expect(
      (
        await save(
          api,
          colleague.token,
          partnerServicesForm(organization.id, { applicationYear: 2026 }),
        )
      ).errors,
    ).toBeUndefined();
    const denied = await memberOfNew();
    await createPartnerServicesApplication(api.db, {
      organizationId: denied.organization.id,
      status: 'DENIED',
    });
    expect(
      (await save(api, denied.educator.token, partnerServicesForm(denied.organization.id))).errors,
    ).toBeUndefined();
  });

  it('gives the same message to the loser of two saves racing for the same organization and year', async () => {
    const { organization, educator: one } = await memberOfNew();
    const two = await createUser(api.db);
    await grantOrganization(api.db, two.id, organization.id);
    const results = await Promise.all([
      save(api, one.token, partnerServicesForm(organization.id)),
      save(api, two.token, partnerServicesForm(organization.id)),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(firstError)).toEqual([
      MESSAGES.organizationApplicationInProgress('Partner Services', 2025),
    ]);
    expect(
      await api.db.select({ n: count() }).from(t).where(eq(t.organizationId, organization.id)),
    ).toEqual([{ n: 1 }]);
  });

  it('makes one organization of two new agencies racing with the same EIN', async () => {
    const [one, two] = [await createUser(api.db), await createUser(api.db)];
    const ein = uniqueEin();
    const form = () => {
      const f = partnerServicesForm(null);
      f.organization.einNumber = ein;
      return f;
    };
    const results = await Promise.all([save(api, one.token, form()), save(api, two.token, form())]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(firstError)).toEqual([
      MESSAGES.organizationApplicationInProgress('Partner Services', 2025),
    ]);
    expect(
      await api.db
        .select({ n: count() })
        .from(organizations)
        .where(eq(organizations.einNumber, ein)),
    ).toEqual([{ n: 1 }]);
  });

  it('the live index the save maps (the race) is the table’s', async () => {
    const organization = await createOrganization(api.db);
    await createPartnerServicesApplication(api.db, { organizationId: organization.id });
    const error = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
    })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, LIVE_KEY)).toBe(true);
  });
});

const SAVE_ANON = `mutation ($input: SavePartnerServicesApplicationInput!) {
  savePartnerServicesApplication(input: $input) { applicationPartnerServicesId } }`;
