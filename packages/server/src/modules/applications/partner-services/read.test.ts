import { asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, organizations } from '../../../db/schema/organizations.ts';
import {
  createOrganization,
  createOrganizationMember,
  createPartnerServicesApplication,
  createUser,
  grantOrganization,
  setProgramSettings,
} from '../../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../../testing/test-api.ts';
import {
  ORGANIZATION_FIELDS,
  partnerServicesForm,
  save,
  view,
  type OrganizationAnswer,
} from './form.fixtures.ts';
import { USER_APPLICATIONS_MAX } from './queries.ts';

const ORGANIZATION = `query ($id: Int!) { partnerServicesOrganization(organizationId: $id) {
  ${ORGANIZATION_FIELDS} } }`;
const OPTIONS = `query { userOrganizationOptions { id organizationId name } }`;
const LIST = `query { userApplicationsPartnerServices {
  id schoolOrSiteName applicationYear termType termFormatted status submittedAt } }`;

type ListAnswer = { userApplicationsPartnerServices: Record<string, unknown>[] };
type OptionsAnswer = {
  userOrganizationOptions: { id: string; organizationId: number; name: string }[];
};

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;

/** An organization with its two contacts on record, granted (by an admin) to a new educator. */
async function memberOrganization(name?: string) {
  const organization = await createOrganization(api.db, name ? { name } : {});
  const contacts = [
    await createOrganizationMember(api.db, {
      organizationId: organization.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Pia',
      lastName: 'Primary',
      email: `pia.${organization.id}@org.test`,
    }),
    await createOrganizationMember(api.db, {
      organizationId: organization.id,
      type: 'SECONDARY_POINT_CONTACT',
      firstName: 'Sid',
      lastName: 'Secondary',
      email: `sid.${organization.id}@org.test`,
    }),
  ];
  const educator = await createUser(api.db);
  await grantOrganization(api.db, educator.id, organization.id);
  return { organization, contacts, educator };
}

const membersOf = (organizationId: number) =>
  api.db
    .select()
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.id));

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN' });
  await setProgramSettings(api.db, { program: 'PARTNER_SERVICES', acceptingApplications: true });
});
afterAll(async () => {
  await api.close();
});

describe('applicationPartnerServices', () => {
  it('shows the application to its starter, the organization’s members and admins; to nobody else', async () => {
    const { organization, educator: member } = await memberOrganization();
    const { educator: otherMember } = await memberOrganization();
    const starter = await createUser(api.db);
    await grantOrganization(api.db, starter.id, organization.id);
    const stranger = await createUser(api.db);
    const saved = await save(api, starter.token, partnerServicesForm(organization.id));
    const id = saved.data!.savePartnerServicesApplication.applicationPartnerServicesId;
    for (const who of [starter, member, admin]) {
      const result = await view(api, who.token, id);
      expect(result.errors).toBeUndefined();
      expect(result.data!.applicationPartnerServices.applicationPartnerServicesId).toBe(id);
    }
    for (const who of [stranger, otherMember]) {
      expect(firstError(await view(api, who.token, id))).toBe(MESSAGES.notFound);
    }
    expect(firstError(await view(api, starter.token, 2_000_000_000))).toBe(MESSAGES.notFound);
    expect(
      firstError(
        await api.gql(
          `query { applicationPartnerServices(applicationPartnerServicesId: ${id}) { id } }`,
        ),
      ),
    ).toBe(MESSAGES.notLoggedIn);
  });

  it('shows the organization on record once approved, its contacts only to members and admins', async () => {
    const { organization, contacts, educator: member } = await memberOrganization();
    const submitter = await createUser(api.db);
    const app = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2023,
      status: 'APPROVED',
      submittedById: submitter.id,
      proposedOrganization: { profile: { name: 'Proposed name' }, members: [] },
    });
    const asMember = (await view(api, member.token, app.id)).data!.applicationPartnerServices;
    expect(asMember.organization).toMatchObject({
      id: `${organization.id}@application-${app.id}`,
      organizationId: organization.id,
      name: organization.name,
      einNumber: organization.einNumber,
      primaryPointOfContact: { email: contacts[0]!.email, fullName: 'Pia Primary' },
      secondaryPointOfContact: { email: contacts[1]!.email },
    });
    // The submitter is not (or no longer) a member: its people are not shown to them.
    const asSubmitter = (await view(api, submitter.token, app.id)).data!.applicationPartnerServices;
    expect(asSubmitter.organization.name).toBe(organization.name);
    expect(asSubmitter.organization.primaryPointOfContact).toBeNull();
    expect(asSubmitter.organization.secondaryPointOfContact).toBeNull();
  });
});

describe('partnerServicesOrganization', () => {
  it('prefills an organization for its members and admins only; an archived one is not found', async () => {
    const { organization, contacts, educator } = await memberOrganization();
    const { educator: otherMember } = await memberOrganization();
    const stranger = await createUser(api.db);
    for (const who of [educator, admin]) {
      const result = await api.gql<{ partnerServicesOrganization: OrganizationAnswer }>(
        ORGANIZATION,
        { id: organization.id },
        { token: who.token },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.partnerServicesOrganization).toMatchObject({
        id: String(organization.id),
        organizationId: organization.id,
        name: organization.name,
        einNumber: organization.einNumber,
        address1: organization.address1,
        phone: organization.phone,
        primaryPointOfContact: { fullName: 'Pia Primary', email: contacts[0]!.email },
        secondaryPointOfContact: { email: contacts[1]!.email },
      });
    }
    for (const who of [stranger, otherMember]) {
      expect(
        firstError(await api.gql(ORGANIZATION, { id: organization.id }, { token: who.token })),
      ).toBe(MESSAGES.notFound);
    }
    expect(firstError(await api.gql(ORGANIZATION, { id: organization.id }))).toBe(
      MESSAGES.notLoggedIn,
    );
    await api.db
      .update(organizations)
      .set({ deletedAt: new Date() })
      .where(eq(organizations.id, organization.id));
    expect(
      firstError(await api.gql(ORGANIZATION, { id: organization.id }, { token: educator.token })),
    ).toBe(MESSAGES.notFound);
  });
});

describe('userOrganizationOptions', () => {
  it("lists the caller's live granted organizations by name; admins hold none", async () => {
    const { organization: zed, educator } = await memberOrganization('Zz Pantry');
    const first = await createOrganization(api.db, { name: 'Aa Shelter' });
    const archived = await createOrganization(api.db, {
      name: 'Aa Archived',
      deletedAt: new Date(),
    });
    await grantOrganization(api.db, educator.id, first.id, 'APPLICATION');
    await grantOrganization(api.db, educator.id, archived.id);
    await createOrganization(api.db, { name: 'Aa Not Mine' });
    const result = await api.gql<OptionsAnswer>(OPTIONS, {}, { token: educator.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.userOrganizationOptions).toEqual([
      { id: String(first.id), organizationId: first.id, name: 'Aa Shelter' },
      { id: String(zed.id), organizationId: zed.id, name: 'Zz Pantry' },
    ]);
    const asAdmin = await api.gql<OptionsAnswer>(OPTIONS, {}, { token: admin.token });
    expect(asAdmin.data!.userOrganizationOptions).toEqual([]);
    expect(firstError(await api.gql(OPTIONS))).toBe(MESSAGES.notLoggedIn);
  });
});

describe('userApplicationsPartnerServices', () => {
  it("lists the caller's own and their organizations' applications, newest first, the year as the term", async () => {
    const { organization, educator } = await memberOrganization('Granted Pantry');
    const colleague = await createUser(api.db);
    const notMine = await createOrganization(api.db);
    const older = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2024,
      status: 'PENDING',
      submittedById: colleague.id,
    });
    const newAgency = await createPartnerServicesApplication(api.db, {
      applicationYear: 2026,
      submittedById: educator.id,
      proposedOrganization: { profile: { name: 'My New Agency' }, members: [] },
    });
    const current = await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2025,
      submittedById: colleague.id,
    });
    await createPartnerServicesApplication(api.db, {
      organizationId: notMine.id,
      submittedById: colleague.id,
    });
    await createPartnerServicesApplication(api.db, {
      organizationId: organization.id,
      applicationYear: 2023,
      deletedAt: new Date(),
    });
    const result = await api.gql<ListAnswer>(LIST, {}, { token: educator.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.userApplicationsPartnerServices).toEqual([
      expect.objectContaining({
        id: newAgency.id,
        schoolOrSiteName: 'My New Agency',
        applicationYear: 2026,
        termType: 'SCHOOL',
        termFormatted: '2026',
        status: 'IN_PROGRESS',
      }),
      expect.objectContaining({
        id: current.id,
        schoolOrSiteName: 'Granted Pantry',
        termFormatted: '2025',
      }),
      expect.objectContaining({ id: older.id, termFormatted: '2024', status: 'PENDING' }),
    ]);
    // Admins have no applications of their own (My Account is an educator's).
    expect(firstError(await api.gql(LIST, {}, { token: admin.token }))).toBe(MESSAGES.forbidden);
  });

  it('reads any number of applications in the same statements, at most USER_APPLICATIONS_MAX', async () => {
    const { organization, educator } = await memberOrganization();
    const statementsFor = async () => {
      api.statements.length = 0;
      const result = await api.gql<ListAnswer>(LIST, {}, { token: educator.token });
      expect(result.errors).toBeUndefined();
      return {
        rows: result.data!.userApplicationsPartnerServices.length,
        count: api.statements.length,
      };
    };
    await createPartnerServicesApplication(api.db, { organizationId: organization.id });
    const one = await statementsFor();
    for (let year = 2000; year < 2008; year += 1) {
      await createPartnerServicesApplication(api.db, {
        organizationId: organization.id,
        applicationYear: year,
      });
    }
    const nine = await statementsFor();
    expect([one.rows, nine.rows]).toEqual([1, 9]);
    expect(nine.count).toBe(one.count);
    expect(USER_APPLICATIONS_MAX).toBe(200);
  });
});

describe('the organization-claim attack: a fresh account names a granted organization', () => {
  it("is refused the organization's id, reaches neither its contacts nor the organization, and changes nothing", async () => {
    const { organization, contacts } = await memberOrganization();
    const claimer = await createUser(api.db);
    const membersBefore = await membersOf(organization.id);
    const form = partnerServicesForm(organization.id, { draft: true });
    form.organization.primaryPointOfContact.email = 'ivy.imposter@attacker.test';
    const draft = await save(api, claimer.token, form);
    expect(firstError(draft)).toBe(MESSAGES.organizationNotFound);

    const options = await api.gql<OptionsAnswer>(OPTIONS, {}, { token: claimer.token });
    expect(options.data!.userOrganizationOptions).toEqual([]);
    expect(
      firstError(await api.gql(ORGANIZATION, { id: organization.id }, { token: claimer.token })),
    ).toBe(MESSAGES.notFound);

    // As a new agency with the organization's EIN: linked to it for the team to judge, no more.
    const byEin = partnerServicesForm(null);
    byEin.organization.einNumber = organization.einNumber!;
    byEin.organization.primaryPointOfContact.email = 'ivy.imposter@attacker.test';
    const submitted = await save(api, claimer.token, byEin);
    expect(submitted.errors).toBeUndefined();
    const id = submitted.data!.savePartnerServicesApplication.applicationPartnerServicesId;
    const own = JSON.stringify((await view(api, claimer.token, id)).data);
    expect(own).toContain('ivy.imposter@attacker.test');
    for (const c of contacts) expect(own).not.toContain(c.email!);
    expect(
      (await api.gql<OptionsAnswer>(OPTIONS, {}, { token: claimer.token })).data!
        .userOrganizationOptions,
    ).toEqual([]);
    expect(await membersOf(organization.id)).toEqual(membersBefore);
    const [record] = await api.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(record).toEqual(organization);
  });
});
