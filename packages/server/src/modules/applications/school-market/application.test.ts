import { and, count, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { schoolTeamMembers, schools, userSchools } from '../../../db/schema/schools.ts';
import { principalSignatures } from '../../../db/schema/signatures.ts';
import {
  createDistrict,
  createSchool,
  createTeamMember,
  createTerm,
  createUser,
  grantSchool,
  setProgramSettings,
} from '../../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../../testing/test-api.ts';

const SAVE = `mutation ($input: SaveSchoolMarketApplicationInput!) {
  saveSchoolMarketApplication(input: $input) { applicationSchoolMarketId status applicationBackpackBuddyId } }`;
const APPLICATION = `query ($id: Int!) { applicationSchoolMarket(applicationSchoolMarketId: $id) {
  id applicationSchoolMarketId status heldForReview draft new termId term { year type } isContinuation
  organizationType nonProfitOrganizations numTotalEnrollment numReducedLunch numFreeLunch marketType
  operatingFrequency preferredDistributionDay preferredDistributionTime
  secondaryPreferredDistributionDay secondaryPreferredDistributionTime
  agreeToProgramPurpose agreeNondiscrimination agreeToProgramResponsibilities
  nameSignFirst nameSignSecond nameSignThird certififedVerification waitlisted waitlistedAt
  submittedAt signedAt createdAt submittedBy { email fullName } agreement { version date }
  signerRole applicationBackpackBuddyId
  school { id schoolId name type districtId districtName address1 address2 city county state zip
    gradesServed schoolMarketAgencyNumber
    primaryPointOfContact { firstName lastName fullName title phone email }
    principal { firstName lastName fullName title phone email } } } }`;
const IN_PROGRESS = `query ($s: Int!, $t: Int!, $e: Int) {
  applicationInProgressSchoolMarket(schoolId: $s, termId: $t, exceptId: $e) {
    applicationSchoolMarketId termYear starterName starterEmail contactEmail } }`;
const SCHOOL = `query ($id: Int!) { schoolMarketSchool(schoolId: $id) {
  schoolId name address1 gradesServed schoolMarketAgencyNumber districtName
  primaryPointOfContact { fullName email } principal { fullName email } } }`;
const LIST = `query { userApplicationsSchoolMarket {
  id schoolOrSiteName applicationYear termType termFormatted status } }`;
const DETAILS = `query ($id: String!, $program: String) {
  applicationSignatureDetails(applicationId: $id, programName: $program) {
    applicationId status programName school { name districtName address1 city zip schoolMarketAgencyNumber }
    principal { fullName email } nameSignFirst agreeToProgramPurpose signeeName agreement { version } } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success message } }`;
const ME = `query { educatorUser { applicationSchoolMarketRequired applicationSchoolMarketRequiredId schools { schoolId } } }`;
const ADMIN_STATUS = `mutation ($input: AdminUpdateApplicationsInput!) {
  adminUpdateApplications(input: $input) { schoolId applications { applicationId status } } }`;
const ADMIN_DELETE = `mutation ($id: Int!) {
  adminDeleteApplication(program: SCHOOL_MARKET, applicationId: $id) { schoolId applications { applicationId } } }`;
const ADMIN_RESEND = `mutation ($id: Int!) {
  resendPrincipalSignatureEmail(program: SCHOOL_MARKET, applicationId: $id) }`;

type Saved = {
  saveSchoolMarketApplication: {
    applicationSchoolMarketId: number;
    status: string;
    applicationBackpackBuddyId: number | null;
  };
};
type View = {
  applicationSchoolMarket: Record<string, unknown> & { school: Record<string, unknown> };
};

let api: TestApi;
let district: Awaited<ReturnType<typeof createDistrict>>;
let houston: Awaited<ReturnType<typeof createDistrict>>;
let term: Awaited<ReturnType<typeof createTerm>>;
let summer: Awaited<ReturnType<typeof createTerm>>;
let n = 0;

/** Two contacts with emails of their own (each test's mails are told apart by address). */
function contacts() {
  n += 1;
  return {
    primaryPointOfContact: {
      firstName: 'Kim',
      lastName: 'Ortiz',
      title: 'Counselor',
      phone: '7135550101',
      email: `kim.${n}@school.test`,
    },
    principal: {
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '713-555-0100',
      email: `pat.${n}@school.test`,
    },
  };
}

/** A full School Market form for a high school of `districtId` (a non-Houston ISD one by default). */
const form = (schoolId: number, extra: Record<string, unknown> = {}) => ({
  draft: false,
  termId: term.id,
  new: true,
  schoolType: 'HIGH',
  districtId: district.id,
  schoolId,
  address1: '200 Market St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77003',
  gradesServed: ['9', '10', '11', '12'],
  organizationType: '',
  nonProfitOrganizations: 'Bayou Partners',
  numTotalEnrollment: '900',
  numReducedLunch: '100',
  numFreeLunch: '500',
  marketType: 'BRICK_MORTAR',
  operatingFrequency: 'AUGUST_MAY_TWICE_MONTHLY',
  preferredDistributionDay: 'TUESDAY',
  preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
  secondaryPreferredDistributionDay: 'THURSDAY',
  secondaryPreferredDistributionTime: 'DISTRIBUTION_8AM_11AM',
  ...contacts(),
  agreeToProgramPurpose: true,
  agreeNondiscrimination: true,
  agreeToProgramResponsibilities: true,
  nameSignFirst: 'Kim Ortiz',
  nameSignSecond: 'Kim Ortiz',
  nameSignThird: 'Kim Ortiz',
  certififedVerification: true,
  ...extra,
});

const apps = async () => (await api.db.select({ n: count() }).from(applicationSchoolMarket))[0]!.n;
const mailCount = async () => (await api.db.select({ n: count() }).from(mailOutbox))[0]!.n;
const links = async () => (await api.db.select({ n: count() }).from(userSchools))[0]!.n;
const signatureMailsTo = async (to: string) =>
  (await api.mails()).filter((m) => m.to === to && m.kind === 'principal-signature');
const tokenFromMail = async (to: string) => {
  const [mail] = await signatureMailsTo(to);
  return /principal-signature\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
};
const rowOf = async (id: number) =>
  (
    await api.db.select().from(applicationSchoolMarket).where(eq(applicationSchoolMarket.id, id))
  )[0]!;
const liveRoster = async (schoolId: number) =>
  (
    await api.db
      .select()
      .from(schoolTeamMembers)
      .where(
        and(
          eq(schoolTeamMembers.schoolId, schoolId),
          eq(schoolTeamMembers.program, 'SCHOOL_MARKET'),
          isNull(schoolTeamMembers.deletedAt),
        ),
      )
  )
    .map((m) => [m.type, m.firstName, m.email])
    .sort();

async function save(token: string, input: Record<string, unknown>) {
  return api.gql<Saved>(SAVE, { input }, { token });
}

async function submit(token: string, input: Record<string, unknown>) {
  const result = await save(token, input);
  expect(result.errors).toBeUndefined();
  return result.data!.saveSchoolMarketApplication.applicationSchoolMarketId;
}

async function view(token: string, id: number) {
  const result = await api.gql<View>(APPLICATION, { id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.applicationSchoolMarket;
}

beforeAll(async () => {
  api = await createTestApi();
  district = await createDistrict(api.db, 'Bayou ISD');
  houston = await createDistrict(api.db, 'Houston ISD');
  term = await createTerm(api.db, { program: 'SCHOOL_MARKET', year: 2025, type: 'SCHOOL' });
  summer = await createTerm(api.db, { program: 'SCHOOL_MARKET', year: 2025, type: 'SUMMER' });
  await setProgramSettings(api.db, {
    program: 'SCHOOL_MARKET',
    schoolEnabled: true,
    summerEnabled: false,
  });
});
afterAll(async () => {
  await api.close();
});

describe('the School Market application, end to end', () => {
  it("is submitted for a school outside Houston ISD, mails its principal, and the principal's signature approves it", async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, {
      districtId: district.id,
      name: 'Bayou High',
      schoolMarketAgencyNumber: 'SM-0042',
    });
    const input = form(school.id);
    const principalEmail = input.principal.email;
    const saved = await save(educator.token, input);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSchoolMarketApplication).toMatchObject({
      status: 'PENDING_PRINCIPAL',
      applicationBackpackBuddyId: null,
    });
    const id = saved.data!.saveSchoolMarketApplication.applicationSchoolMarketId;

    // Submitted: nothing of the school's shared record changed, the educator is not granted it.
    const [unchanged] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(unchanged!.address1).toBeNull();
    expect(await liveRoster(school.id)).toEqual([]);
    expect(
      (await api.gql<{ educatorUser: unknown }>(ME, {}, { token: educator.token })).data,
    ).toEqual({
      educatorUser: {
        applicationSchoolMarketRequired: true,
        applicationSchoolMarketRequiredId: id,
        schools: [],
      },
    });

    const pending = await view(educator.token, id);
    expect(pending).toMatchObject({
      applicationSchoolMarketId: id,
      status: 'PENDING_PRINCIPAL',
      heldForReview: false,
      draft: false,
      new: true,
      term: { year: 2025, type: 'SCHOOL' },
      isContinuation: false,
      organizationType: null,
      nonProfitOrganizations: 'Bayou Partners',
      numTotalEnrollment: 900,
      numReducedLunch: 100,
      numFreeLunch: 500,
      marketType: 'BRICK_MORTAR',
      operatingFrequency: 'AUGUST_MAY_TWICE_MONTHLY',
      preferredDistributionDay: 'TUESDAY',
      preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
      secondaryPreferredDistributionDay: 'THURSDAY',
      secondaryPreferredDistributionTime: 'DISTRIBUTION_8AM_11AM',
      agreeToProgramPurpose: true,
      agreeNondiscrimination: true,
      agreeToProgramResponsibilities: true,
      nameSignThird: 'Kim Ortiz',
      certififedVerification: true,
      waitlisted: false,
      waitlistedAt: null,
      signedAt: null,
      submittedBy: { email: educator.email },
      agreement: { version: 'newer' },
      signerRole: 'PRINCIPAL',
      applicationBackpackBuddyId: null,
      school: {
        schoolId: school.id,
        name: 'Bayou High',
        districtName: 'Bayou ISD',
        address1: '200 Market St',
        zip: '77003',
        gradesServed: ['9', '10', '11', '12'],
        schoolMarketAgencyNumber: 'SM-0042',
        primaryPointOfContact: {
          fullName: 'Kim Ortiz',
          title: 'Counselor',
          phone: '713-555-0101',
          email: input.primaryPointOfContact.email,
        },
        principal: { fullName: 'Pat Lee', title: null, email: principalEmail },
      },
    });
    expect(pending.submittedAt).toEqual(expect.any(String));

    // The principal's mail carries a token link; only the principal was mailed.
    expect(await signatureMailsTo(input.primaryPointOfContact.email)).toEqual([]);
    const token = await tokenFromMail(principalEmail);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const details = await api.gql<{ applicationSignatureDetails: unknown }>(DETAILS, { id: token });
    expect(details.data!.applicationSignatureDetails).toMatchObject({
      applicationId: id,
      status: 'PENDING_PRINCIPAL',
      programName: 'school-market',
      school: {
        name: 'Bayou High',
        districtName: 'Bayou ISD',
        address1: '200 Market St',
        schoolMarketAgencyNumber: 'SM-0042',
      },
      principal: { fullName: 'Pat Lee', email: principalEmail },
      nameSignFirst: 'Kim Ortiz',
      agreeToProgramPurpose: true,
      signeeName: null,
    });

    const wrong = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: input.primaryPointOfContact.email },
    });
    expect(firstError(wrong)).toBe(MESSAGES.emailDoesntMatch);
    const signed = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: principalEmail.toUpperCase() },
    });
    expect(signed.data).toEqual({
      principalSignature: { success: true, message: MESSAGES.signatureSubmittedSuccessfully },
    });

    // Approval applied the proposal to the school and granted the submitter the school.
    const approved = await view(educator.token, id);
    expect(approved).toMatchObject({ status: 'APPROVED', signedAt: expect.any(String) });
    const [record] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(record).toMatchObject({ address1: '200 Market St', zip: '77003' });
    expect(await liveRoster(school.id)).toEqual([
      ['PRIMARY_POINT_OF_CONTACT', 'Kim', input.primaryPointOfContact.email],
      ['PRINCIPAL', 'Pat', principalEmail],
    ]);
    expect(
      (await api.gql<{ educatorUser: unknown }>(ME, {}, { token: educator.token })).data,
    ).toEqual({
      educatorUser: {
        applicationSchoolMarketRequired: false,
        applicationSchoolMarketRequiredId: null,
        schools: [{ schoolId: school.id }],
      },
    });
    const again = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: principalEmail },
    });
    expect(firstError(again)).toBe(MESSAGES.signatureAlreadySubmitted);
    expect(
      (await api.gql<{ applicationSignatureDetails: unknown }>(DETAILS, { id: token })).data,
    ).toMatchObject({ applicationSignatureDetails: { status: 'APPROVED', signeeName: 'Pat Lee' } });

    // An approved application is read-only.
    const before = await mailCount();
    const edit = await save(educator.token, { ...input, applicationSchoolMarketId: id });
    expect(firstError(edit)).toBe(MESSAGES.applicationLocked);
    expect((await rowOf(id)).nameSignFirst).toBe('Kim Ortiz');
    expect(await mailCount()).toBe(before);
  });

  it('mails the primary point of contact of a Houston ISD school, who signs', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: houston.id, name: 'Lamar High' });
    const input = form(school.id, { districtId: houston.id });
    const id = await submit(educator.token, input);
    expect(await signatureMailsTo(input.principal.email)).toEqual([]);
    const token = await tokenFromMail(input.primaryPointOfContact.email);
    expect(token).toBeDefined();
    expect(await view(educator.token, id)).toMatchObject({
      signerRole: 'PRIMARY_POINT_OF_CONTACT',
      school: { districtName: 'Houston ISD' },
    });
    const details = await api.gql<{ applicationSignatureDetails: unknown }>(DETAILS, { id: token });
    expect(details.data!.applicationSignatureDetails).toMatchObject({
      programName: 'school-market',
      principal: { fullName: 'Kim Ortiz', email: input.primaryPointOfContact.email },
    });
    // The principal cannot sign the primary point of contact's link.
    const principal = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: input.principal.email },
    });
    expect(firstError(principal)).toBe(MESSAGES.emailDoesntMatch);
    const signed = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Kim Ortiz', signeeEmail: input.primaryPointOfContact.email },
    });
    expect(signed.errors).toBeUndefined();
    expect((await rowOf(id)).status).toBe('APPROVED');
  });

  it('holds an application naming another signer than the one on record, and mails nobody', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'SCHOOL_MARKET',
      type: 'PRINCIPAL',
      email: 'recorded.principal@school.test',
    });
    const before = await mailCount();
    const id = await submit(educator.token, form(school.id));
    expect(await mailCount()).toBe(before);
    expect(await view(educator.token, id)).toMatchObject({
      status: 'PENDING_PRINCIPAL',
      heldForReview: true,
    });
    expect((await rowOf(id)).signerReview).toMatchObject({
      onRecordEmail: 'recorded.principal@school.test',
    });
  });

  it('mails the principal on record when the application names the same person (any case)', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const input = form(school.id);
    const member = await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'SCHOOL_MARKET',
      type: 'PRINCIPAL',
      email: input.principal.email,
    });
    const id = await submit(educator.token, {
      ...input,
      principal: { ...input.principal, email: input.principal.email.toUpperCase() },
    });
    expect(await tokenFromMail(input.principal.email)).toBeDefined();
    expect((await rowOf(id)).signerReview).toBeNull();
    // The proposal keeps the recorded member's id: approval updates the same person.
    const proposal = (await rowOf(id)).proposedSchool as {
      roster: { members: { type: string; teamMemberId: number | null }[] };
    };
    expect(proposal.roster.members.find((m) => m.type === 'PRINCIPAL')!.teamMemberId).toBe(
      member.id,
    );
  });
});

describe('drafts', () => {
  it('saves a draft with only the term and the school, linking nobody and mailing nobody', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id, name: 'Draft High' });
    const before = { mails: await mailCount(), links: await links() };
    const result = await save(educator.token, {
      draft: true,
      termId: term.id,
      schoolId: school.id,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.saveSchoolMarketApplication.status).toBe('IN_PROGRESS');
    const id = result.data!.saveSchoolMarketApplication.applicationSchoolMarketId;
    expect(await mailCount()).toBe(before.mails);
    expect(await links()).toBe(before.links);
    expect(await view(educator.token, id)).toMatchObject({
      status: 'IN_PROGRESS',
      draft: true,
      submittedAt: null,
      marketType: null,
      agreeToProgramPurpose: false,
      school: { name: 'Draft High', primaryPointOfContact: null, principal: null },
    });

    // The draft is completed and submitted later, by its id.
    const input = form(school.id, { applicationSchoolMarketId: id });
    const done = await save(educator.token, input);
    expect(done.data!.saveSchoolMarketApplication).toMatchObject({
      applicationSchoolMarketId: id,
      status: 'PENDING_PRINCIPAL',
    });
    expect(await tokenFromMail(input.principal.email)).toBeDefined();
    // Pending: no more edits, not even a draft.
    expect(firstError(await save(educator.token, { ...input, draft: true }))).toBe(
      MESSAGES.applicationLocked,
    );
  });

  it("does not show the school's own contacts through a draft of a school the educator is not granted", async () => {
    const claimer = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'SCHOOL_MARKET',
      type: 'PRINCIPAL',
      email: 'secret.principal@school.test',
    });
    const id = await submit(claimer.token, {
      draft: true,
      termId: term.id,
      schoolId: school.id,
    });
    const draft = await api.gql(APPLICATION, { id }, { token: claimer.token });
    expect(JSON.stringify(draft.data)).not.toContain('secret.principal');
    const prefill = await api.gql(SCHOOL, { id: school.id }, { token: claimer.token });
    expect(prefill.data).toMatchObject({
      schoolMarketSchool: { schoolId: school.id, principal: null, primaryPointOfContact: null },
    });
  });
});

describe('bad input is refused with the spec’s message and writes nothing', () => {
  it.each<[string, Record<string, unknown>, string, string?]>([
    ['a blank address', { address1: ' ' }, MESSAGES.required, 'address1'],
    ['no term', { termId: null }, MESSAGES.required, 'termId'],
    ['no market type', { marketType: '' }, MESSAGES.required, 'marketType'],
    ['an unchecked agreement', { agreeNondiscrimination: false }, MESSAGES.required],
    ['a blank signature name', { nameSignSecond: '' }, MESSAGES.required, 'nameSignSecond'],
    [
      'an Elementary school type',
      { schoolType: 'ELEMENTARY' },
      MESSAGES.schoolMarketNotForElementary,
      'schoolType',
    ],
    [
      'a free lunch count over the enrollment',
      { numFreeLunch: '901' },
      MESSAGES.lessThanEnrollment,
    ],
    [
      'a reduced lunch count over the enrollment',
      { numReducedLunch: '1000' },
      MESSAGES.lessThanEnrollment,
    ],
    ['a five-digit enrollment', { numTotalEnrollment: '10000' }, MESSAGES.maxLength(4)],
    ['a count that is not a number', { numFreeLunch: 'many' }, MESSAGES.invalidNumber],
    [
      'a summer frequency for a school-year term',
      { operatingFrequency: 'MAY_JULY_WEEKLY' },
      MESSAGES.required,
      'operatingFrequency',
    ],
    [
      'Monday',
      { preferredDistributionDay: 'MONDAY' },
      MESSAGES.required,
      'preferredDistributionDay',
    ],
    [
      'Monday as the second day',
      { secondaryPreferredDistributionDay: 'MONDAY' },
      MESSAGES.required,
      'secondaryPreferredDistributionDay',
    ],
    [
      'the 11 AM to 2 PM time',
      { preferredDistributionTime: 'DISTRIBUTION_11AM_2PM' },
      MESSAGES.required,
      'preferredDistributionTime',
    ],
    [
      'a bad phone',
      { principal: { firstName: 'Pat', lastName: 'Lee', phone: '555', email: 'p@x.co' } },
      MESSAGES.invalidPhone,
    ],
    [
      'the same email twice',
      {
        principal: {
          firstName: 'Pat',
          lastName: 'Lee',
          phone: '7135550100',
          email: 'SAME@school.test',
        },
        primaryPointOfContact: {
          firstName: 'Kim',
          lastName: 'Ortiz',
          phone: '7135550101',
          email: 'same@school.test',
        },
      },
      MESSAGES.emailMustBeUnique,
      'principal.email',
    ],
    [
      'a 256-character partner list',
      { nonProfitOrganizations: 'x'.repeat(256) },
      MESSAGES.maxLength(255),
    ],
    [
      'a summer term while summer intake is closed',
      { termIdOf: 'summer' },
      MESSAGES.notAcceptingSummer,
      'termId',
    ],
    ['a term of another program', { termIdOf: 'other' }, MESSAGES.required, 'termId'],
    [
      'a school of another district',
      { districtIdOf: 'houston' },
      MESSAGES.schoolNotFound,
      'schoolId',
    ],
    [
      'an Elementary school whatever the form claims',
      { schoolOf: 'elementary' },
      MESSAGES.schoolMarketNotForElementary,
      'schoolType',
    ],
    ['an archived school', { schoolOf: 'archived' }, MESSAGES.schoolNotFound, 'schoolId'],
    [
      'a draft naming an Elementary school type',
      { draft: true, schoolType: 'ELEMENTARY' },
      MESSAGES.schoolMarketNotForElementary,
    ],
    ['a draft without a school', { draft: true, schoolId: null }, MESSAGES.required, 'schoolId'],
  ])('%s', async (_name, change, message, field) => {
    const educator = await createUser(api.db);
    const { termIdOf, districtIdOf, schoolOf, ...rest } = change;
    const school = await createSchool(api.db, {
      districtId: district.id,
      ...(schoolOf === 'elementary' ? { type: 'ELEMENTARY' as const } : {}),
      ...(schoolOf === 'archived' ? { deletedAt: new Date() } : {}),
    });
    const other =
      termIdOf === 'other' ? await createTerm(api.db, { program: 'TEACHERS_AID' }) : null;
    const input = form(school.id, {
      ...rest,
      ...(termIdOf === 'summer' ? { termId: summer.id } : {}),
      ...(other ? { termId: other.id } : {}),
      ...(districtIdOf === 'houston' ? { districtId: houston.id } : {}),
    });
    const before = { apps: await apps(), mails: await mailCount(), links: await links() };
    const result = await save(educator.token, input);
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    if (field) expect(result.errors![0]!.extensions?.field).toBe(field);
    expect(await apps()).toBe(before.apps);
    expect(await mailCount()).toBe(before.mails);
    expect(await links()).toBe(before.links);
  });

  it('accepts a summer frequency for a summer term once summer intake is open', async () => {
    await setProgramSettings(api.db, {
      program: 'SCHOOL_MARKET',
      schoolEnabled: true,
      summerEnabled: true,
    });
    try {
      const educator = await createUser(api.db);
      const school = await createSchool(api.db, { districtId: district.id });
      const wrong = await save(educator.token, form(school.id, { termId: summer.id }));
      expect(firstError(wrong)).toBe(MESSAGES.required);
      expect(wrong.errors![0]!.extensions?.field).toBe('operatingFrequency');
      const id = await submit(
        educator.token,
        form(school.id, { termId: summer.id, operatingFrequency: 'MAY_JULY_WEEKLY' }),
      );
      expect(await view(educator.token, id)).toMatchObject({ term: { type: 'SUMMER' } });
    } finally {
      await setProgramSettings(api.db, {
        program: 'SCHOOL_MARKET',
        schoolEnabled: true,
        summerEnabled: false,
      });
    }
  });
});

describe('one open application per school and term', () => {
  it('shows the starter to another educator and refuses their application', async () => {
    const first = await createUser(api.db, { firstName: 'Rita', lastName: 'Starter' });
    const second = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const id = await submit(first.token, { draft: true, termId: term.id, schoolId: school.id });
    const notice = await api.gql(
      IN_PROGRESS,
      { s: school.id, t: term.id },
      { token: second.token },
    );
    expect(notice.data).toEqual({
      applicationInProgressSchoolMarket: {
        applicationSchoolMarketId: id,
        termYear: 2025,
        starterName: 'Rita Starter',
        starterEmail: first.email,
        contactEmail: 'schoolmarket@foodbank.example',
      },
    });
    // Its own application is no notice to the starter's form; another term is free.
    expect(
      (await api.gql(IN_PROGRESS, { s: school.id, t: term.id, e: id }, { token: first.token }))
        .data,
    ).toEqual({ applicationInProgressSchoolMarket: null });
    expect(
      (await api.gql(IN_PROGRESS, { s: school.id, t: summer.id }, { token: second.token })).data,
    ).toEqual({ applicationInProgressSchoolMarket: null });

    const before = await apps();
    const refused = await save(second.token, form(school.id));
    expect(firstError(refused)).toBe(MESSAGES.applicationInProgress('School Market', 2025));
    const draft = await save(second.token, { draft: true, termId: term.id, schoolId: school.id });
    expect(firstError(draft)).toBe(MESSAGES.applicationInProgress('School Market', 2025));
    expect(await apps()).toBe(before);
  });
});

describe('who may read and save', () => {
  it("hides an application from another school's educator, refuses admins' and strangers' saves", async () => {
    const owner = await createUser(api.db);
    const stranger = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const strangerSchool = await createSchool(api.db, { districtId: district.id });
    await grantSchool(api.db, stranger.id, strangerSchool.id);
    const id = await submit(owner.token, { draft: true, termId: term.id, schoolId: school.id });

    expect(firstError(await api.gql(APPLICATION, { id }, { token: stranger.token }))).toBe(
      MESSAGES.notFound,
    );
    const strangerSave = await save(stranger.token, {
      ...form(school.id),
      draft: true,
      applicationSchoolMarketId: id,
    });
    expect(firstError(strangerSave)).toBe(MESSAGES.notFound);
    expect(firstError(await api.gql(APPLICATION, { id }))).toBe(MESSAGES.notLoggedIn);
    expect(
      firstError(await save(admin.token, { ...form(school.id), applicationSchoolMarketId: id })),
    ).toBe(MESSAGES.forbidden);
    expect(firstError(await save(admin.token, form(school.id)))).toBe(MESSAGES.forbidden);
    expect(firstError(await api.gql(SAVE, { input: form(school.id) }))).toBe(MESSAGES.notLoggedIn);
    expect((await rowOf(id)).draft).toBe(true);

    // Admins read it; so does a colleague granted the school, who may also complete it.
    expect(await view(admin.token, id)).toMatchObject({ applicationSchoolMarketId: id });
    const colleague = await createUser(api.db);
    await grantSchool(api.db, colleague.id, school.id);
    expect(await view(colleague.token, id)).toMatchObject({ applicationSchoolMarketId: id });
    const completed = await save(
      colleague.token,
      form(school.id, { applicationSchoolMarketId: id }),
    );
    expect(completed.data!.saveSchoolMarketApplication.status).toBe('PENDING_PRINCIPAL');
    expect((await rowOf(id)).submittedById).toBe(colleague.id);
  });

  it('prefills a school: address, grades and agency number for anyone, contacts for grantees and admins', async () => {
    const granted = await createUser(api.db);
    const other = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, {
      districtId: houston.id,
      name: 'Prefill High',
      address1: '1 Prefill Way',
      gradesServed: ['9', '10'],
      schoolMarketAgencyNumber: 'SM-7',
    });
    await grantSchool(api.db, granted.id, school.id);
    const primary = await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'SCHOOL_MARKET',
      type: 'PRIMARY_POINT_OF_CONTACT',
    });
    // Another program's principal is not School Market's.
    await createTeamMember(api.db, { schoolId: school.id, type: 'PRINCIPAL' });
    const shared = {
      schoolId: school.id,
      name: 'Prefill High',
      address1: '1 Prefill Way',
      gradesServed: ['9', '10'],
      schoolMarketAgencyNumber: 'SM-7',
      districtName: 'Houston ISD',
    };
    const withContacts = {
      schoolMarketSchool: {
        ...shared,
        primaryPointOfContact: {
          fullName: `${primary.firstName} ${primary.lastName}`,
          email: primary.email,
        },
        principal: null,
      },
    };
    expect((await api.gql(SCHOOL, { id: school.id }, { token: granted.token })).data).toEqual(
      withContacts,
    );
    expect((await api.gql(SCHOOL, { id: school.id }, { token: admin.token })).data).toEqual(
      withContacts,
    );
    expect((await api.gql(SCHOOL, { id: school.id }, { token: other.token })).data).toEqual({
      schoolMarketSchool: { ...shared, primaryPointOfContact: null, principal: null },
    });
    expect(firstError(await api.gql(SCHOOL, { id: school.id }))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await api.gql(SCHOOL, { id: 2_000_000 }, { token: other.token }))).toBe(
      MESSAGES.notFound,
    );
  });

  it("lists the caller's schools' applications and their own, newest first, and nobody else's", async () => {
    const owner = await createUser(api.db);
    const colleague = await createUser(api.db);
    const stranger = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id, name: 'Listed High' });
    const id = await submit(owner.token, { draft: true, termId: term.id, schoolId: school.id });
    await grantSchool(api.db, colleague.id, school.id);
    const expected = {
      userApplicationsSchoolMarket: [
        {
          id,
          schoolOrSiteName: 'Listed High',
          applicationYear: 2025,
          termType: 'SCHOOL',
          termFormatted: '2025-2026 School Year',
          status: 'IN_PROGRESS',
        },
      ],
    };
    expect((await api.gql(LIST, {}, { token: owner.token })).data).toEqual(expected);
    expect((await api.gql(LIST, {}, { token: colleague.token })).data).toEqual(expected);
    expect((await api.gql(LIST, {}, { token: stranger.token })).data).toEqual({
      userApplicationsSchoolMarket: [],
    });
    expect(firstError(await api.gql(LIST, {}, { token: admin.token }))).toBe(MESSAGES.forbidden);
  });
});

describe('continuation', () => {
  it('a school approved last year as a new participant continues, with the older agreement text', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const lastYear = new Date().getUTCFullYear() - 1;
    await api.db.insert(applicationSchoolMarket).values({
      schoolId: school.id,
      termId: summer.id,
      status: 'APPROVED',
      isContinuation: false,
      submittedAt: new Date(Date.UTC(lastYear, 2, 15)),
    });
    const id = await submit(educator.token, {
      draft: true,
      new: false,
      termId: term.id,
      schoolId: school.id,
    });
    expect(await view(educator.token, id)).toMatchObject({
      isContinuation: true,
      agreement: { version: 'older', date: `3/15/${lastYear}` },
    });
  });
});

describe("the admin console on a School Market school's applications", () => {
  it('an admin reads the agreement by application id; educators cannot', async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, {
      districtId: district.id,
      schoolMarketAgencyNumber: 'SM-9',
    });
    const id = await submit(educator.token, form(school.id));
    const asAdmin = await api.gql(
      DETAILS,
      { id: String(id), program: 'school-market' },
      { token: admin.token },
    );
    expect(asAdmin.data).toMatchObject({
      applicationSignatureDetails: {
        applicationId: id,
        programName: 'school-market',
        school: { schoolMarketAgencyNumber: 'SM-9' },
        principal: { fullName: 'Pat Lee' },
      },
    });
    const asEducator = await api.gql(
      DETAILS,
      { id: String(id), program: 'school-market' },
      { token: educator.token },
    );
    expect(asEducator.data).toEqual({ applicationSignatureDetails: null });
  });

  it("an admin's approval applies the proposal and grants the submitter; a denial takes the grant back", async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const input = form(school.id);
    const id = await submit(educator.token, input);
    const approve = await api.gql(
      ADMIN_STATUS,
      {
        input: {
          program: 'SCHOOL_MARKET',
          schoolId: school.id,
          applications: [{ id, status: 'APPROVED' }],
        },
      },
      { token: admin.token },
    );
    expect(approve.errors).toBeUndefined();
    expect((await rowOf(id)).status).toBe('APPROVED');
    expect(await liveRoster(school.id)).toEqual([
      ['PRIMARY_POINT_OF_CONTACT', 'Kim', input.primaryPointOfContact.email],
      ['PRINCIPAL', 'Pat', input.principal.email],
    ]);
    const [record] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(record).toMatchObject({ address1: '200 Market St', firstYearAppliedSchoolMarket: 2025 });
    const grant = async () =>
      api.db
        .select()
        .from(userSchools)
        .where(and(eq(userSchools.userId, educator.id), eq(userSchools.schoolId, school.id)));
    expect((await grant())[0]!.source).toBe('APPLICATION');
    // The application shows the school's record now (the grantee sees its contacts).
    expect(await view(educator.token, id)).toMatchObject({
      school: { principal: { email: input.principal.email } },
    });
    // The educator's own link from the submission no longer signs anything.
    const token = (await tokenFromMail(input.principal.email))!;
    const late = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: input.principal.email },
    });
    expect(firstError(late)).toBe(MESSAGES.signatureAlreadySubmitted);

    const deny = await api.gql(
      ADMIN_STATUS,
      {
        input: {
          program: 'SCHOOL_MARKET',
          schoolId: school.id,
          applications: [{ id, status: 'DENIED' }],
        },
      },
      { token: admin.token },
    );
    expect(deny.errors).toBeUndefined();
    expect(await grant()).toEqual([]);
    // A denied application frees the term: the educator may apply again.
    expect(
      (await save(educator.token, { draft: true, termId: term.id, schoolId: school.id })).errors,
    ).toBeUndefined();
  });

  it('an admin resends the signature email to the signer, the earlier link stops working', async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const input = form(school.id);
    const id = await submit(educator.token, input);
    const first = (await tokenFromMail(input.principal.email))!;
    const resent = await api.gql(ADMIN_RESEND, { id }, { token: admin.token });
    expect(resent.data).toEqual({ resendPrincipalSignatureEmail: true });
    const second = (await tokenFromMail(input.principal.email))!;
    expect(second).not.toBe(first);
    expect(await signatureMailsTo(input.principal.email)).toHaveLength(2);
    const stale = await api.gql(SIGN, {
      input: { id: first, signeeName: 'Pat Lee', signeeEmail: input.principal.email },
    });
    expect(firstError(stale)).toBe(MESSAGES.signatureLinkInvalid);
    const signed = await api.gql(SIGN, {
      input: { id: second, signeeName: 'Pat Lee', signeeEmail: input.principal.email },
    });
    expect(signed.errors).toBeUndefined();
    expect((await rowOf(id)).status).toBe('APPROVED');
  });

  it("an admin's resend ends a review: the signer on record is mailed", async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: houston.id });
    await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'SCHOOL_MARKET',
      type: 'PRIMARY_POINT_OF_CONTACT',
      email: 'recorded.contact@school.test',
    });
    const id = await submit(educator.token, form(school.id, { districtId: houston.id }));
    expect((await view(educator.token, id)).heldForReview).toBe(true);
    expect((await api.gql(ADMIN_RESEND, { id }, { token: admin.token })).errors).toBeUndefined();
    expect(await tokenFromMail('recorded.contact@school.test')).toBeDefined();
    expect((await view(educator.token, id)).heldForReview).toBe(false);
  });

  it('an admin deletes an application: it is gone for the educator and its link no longer signs', async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const input = form(school.id);
    const id = await submit(educator.token, input);
    const token = (await tokenFromMail(input.principal.email))!;
    const deleted = await api.gql<{ adminDeleteApplication: { applications: unknown[] } }>(
      ADMIN_DELETE,
      { id },
      { token: admin.token },
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.adminDeleteApplication.applications).toEqual([]);
    expect(firstError(await api.gql(APPLICATION, { id }, { token: educator.token }))).toBe(
      MESSAGES.notFound,
    );
    expect((await api.gql(LIST, {}, { token: educator.token })).data).toEqual({
      userApplicationsSchoolMarket: [],
    });
    expect((await api.gql(DETAILS, { id: token })).data).toEqual({
      applicationSignatureDetails: null,
    });
    const sign = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: input.principal.email },
    });
    expect(firstError(sign)).toBe(MESSAGES.signatureLinkInvalid);
    const [link] = await api.db
      .select()
      .from(principalSignatures)
      .where(eq(principalSignatures.applicationSchoolMarketId, id));
    expect(link!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
