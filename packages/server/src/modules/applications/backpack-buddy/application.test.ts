import { and, count, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { schoolTeamMembers, schools, userSchools } from '../../../db/schema/schools.ts';
import { principalSignatures } from '../../../db/schema/signatures.ts';
import {
  createDistrict,
  createSchool,
  createTerm,
  createUser,
  setProgramSettings,
} from '../../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../../testing/test-api.ts';

const STEP_ONE = `mutation ($input: SaveApplicationStepOneInput!) {
  saveApplicationStepOne(input: $input) { applicationBackpackBuddyId status stepsCompleted } }`;
const STEP_TWO = `mutation ($input: SaveApplicationStepTwoInput!) {
  saveApplicationStepTwo(input: $input) { applicationBackpackBuddyId status stepsCompleted } }`;
const STEP_THREE = `mutation ($input: SaveApplicationStepThreeInput!) {
  saveApplicationStepThree(input: $input) { applicationBackpackBuddyId status stepsCompleted } }`;
const APPLICATION = `query ($id: Int!) { applicationBackpackBuddy(id: $id) {
  applicationBackpackBuddyId status draft stepsCompleted isContinuation new
  term { year type } numTotalEnrollment programInterests verifyPrincipalEmail submittedAt
  submittedBy { email } agreement { version date }
  school { schoolId name address1 gradesServed teamMembersBackpackBuddy { type fullName email phone title } } } }`;
const DETAILS = `query ($id: String!, $program: String) { applicationSignatureDetails(applicationId: $id, programName: $program) {
  applicationId status programName school { name districtName city county zip } principal { fullName email }
  nameSignFirst agreeToProgramPurpose signeeName signeeEmail agreement { version date } } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success message } }`;
const ME = `query { educatorUser { applicationBackpackBuddyRequired applicationBackpackBuddyRequiredId schools { schoolId } } }`;

type Result = {
  saveApplicationStepOne?: {
    applicationBackpackBuddyId: number;
    status: string;
    stepsCompleted: number;
  };
};

let api: TestApi;
let district: Awaited<ReturnType<typeof createDistrict>>;
let term: Awaited<ReturnType<typeof createTerm>>;
let summer: Awaited<ReturnType<typeof createTerm>>;

const roster = [
  {
    type: 'PRINCIPAL',
    firstName: 'Pat',
    lastName: 'Lee',
    phone: '7135550100',
    email: 'pat.lee@school.test',
  },
  {
    type: 'PRIMARY',
    firstName: 'Kim',
    lastName: 'Ortiz',
    title: 'Counselor',
    phone: '713-555-0101',
    email: 'kim@school.test',
  },
  { type: 'VOLUNTEER', firstName: 'Al', lastName: 'Cruz', phone: '12', email: 'not-kept' },
];

const stepOne = (schoolId: number, extra: Record<string, unknown> = {}) => ({
  draft: false,
  termId: term.id,
  new: true,
  schoolType: 'HIGH',
  districtId: district.id,
  schoolId,
  address1: '100 Main St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['9', '10', '11', '12'],
  teamMembers: roster,
  ...extra,
});
const stepTwo = (id: number, extra: Record<string, unknown> = {}) => ({
  applicationBackpackBuddyId: id,
  draft: false,
  numTotalEnrollment: '1200',
  numFreeLunch: '700',
  numReducedLunch: '100',
  certififedVerification: true,
  programInterests: ['SNAP'],
  willHelpMediaEvents: true,
  willDistributeInfo: false,
  emailSecondaryCoordinator: false,
  ...extra,
});
const stepThree = (id: number, extra: Record<string, unknown> = {}) => ({
  applicationBackpackBuddyId: id,
  draft: false,
  agreeToProgramPurpose: true,
  agreeToProgramResponsibilities: true,
  agreeNondiscrimination: true,
  nameSignFirst: 'Kim Ortiz',
  nameSignSecond: 'Kim Ortiz',
  nameSignThird: 'Kim Ortiz',
  verifyPrincipalEmail: 'Pat.Lee@school.test',
  ...extra,
});

const rows = async () => (await api.db.select({ n: count() }).from(applicationBackpackBuddy))[0]!.n;
const tokenFromMail = async (to: string) => {
  const mail = (await api.mails()).find((m) => m.to === to && m.kind === 'principal-signature');
  return /principal-signature\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
};

async function applyThroughStepTwo(token: string, schoolId: number) {
  const one = await api.gql<Result>(STEP_ONE, { input: stepOne(schoolId) }, { token });
  expect(one.errors).toBeUndefined();
  const id = one.data!.saveApplicationStepOne!.applicationBackpackBuddyId;
  const two = await api.gql(STEP_TWO, { input: stepTwo(id) }, { token });
  expect(two.errors).toBeUndefined();
  return id;
}

beforeAll(async () => {
  api = await createTestApi();
  district = await createDistrict(api.db, 'Houston ISD');
  term = await createTerm(api.db, { year: 2025, type: 'SCHOOL' });
  summer = await createTerm(api.db, { year: 2025, type: 'SUMMER' });
  await setProgramSettings(api.db, {
    program: 'BACKPACK_BUDDY',
    schoolEnabled: true,
    summerEnabled: false,
  });
});
afterAll(async () => {
  await api.close();
});

describe('the Backpack Buddy application, end to end', () => {
  it('is applied for in three steps, signed by the principal through the link, and approved', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id, name: 'Bellaire High' });

    const one = await api.gql<Result>(
      STEP_ONE,
      { input: stepOne(school.id) },
      { token: educator.token },
    );
    expect(one.data?.saveApplicationStepOne).toMatchObject({
      status: 'IN_PROGRESS',
      stepsCompleted: 1,
    });
    const id = one.data!.saveApplicationStepOne!.applicationBackpackBuddyId;
    // A draft changes only the application: the school's roster stays as it was, the educator
    // is not linked to the school, and the application shows the roster it proposes.
    const rosterOf = async () =>
      (
        await api.db
          .select()
          .from(schoolTeamMembers)
          .where(
            and(eq(schoolTeamMembers.schoolId, school.id), isNull(schoolTeamMembers.deletedAt)),
          )
      ).map((m) => [m.type, m.phone, m.email, m.title]);
    const proposed = [
      ['PRINCIPAL', '713-555-0100', 'pat.lee@school.test', null],
      ['PRIMARY', '713-555-0101', 'kim@school.test', 'Counselor'],
      ['VOLUNTEER', null, null, null],
    ];
    expect(await rosterOf()).toEqual([]);
    const me = await api.gql<{ educatorUser: Record<string, unknown> }>(
      ME,
      {},
      { token: educator.token },
    );
    expect(me.data!.educatorUser).toMatchObject({
      applicationBackpackBuddyRequired: true,
      applicationBackpackBuddyRequiredId: id,
      schools: [],
    });
    const draftView = await api.gql<{
      applicationBackpackBuddy: { school: { address1: string; teamMembersBackpackBuddy: [] } };
    }>(APPLICATION, { id }, { token: educator.token });
    expect(draftView.data!.applicationBackpackBuddy.school.address1).toBe('100 Main St');
    expect(
      draftView.data!.applicationBackpackBuddy.school.teamMembersBackpackBuddy.map(
        (m: Record<string, unknown>) => [m.type, m.phone, m.email, m.title],
      ),
    ).toEqual(proposed);
    const [unchanged] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(unchanged!.address1).toBeNull();

    expect(
      (await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: educator.token })).errors,
    ).toBeUndefined();
    const three = await api.gql<{ saveApplicationStepThree: { status: string } }>(
      STEP_THREE,
      { input: stepThree(id) },
      { token: educator.token },
    );
    expect(three.data?.saveApplicationStepThree.status).toBe('PENDING_PRINCIPAL');

    const view = await api.gql<{ applicationBackpackBuddy: Record<string, unknown> }>(
      APPLICATION,
      { id },
      { token: educator.token },
    );
    expect(view.data!.applicationBackpackBuddy).toMatchObject({
      status: 'PENDING_PRINCIPAL',
      stepsCompleted: 3,
      isContinuation: false,
      numTotalEnrollment: 1200,
      agreement: { version: 'newer' },
      submittedBy: { email: educator.email },
    });

    // The principal's mail holds a token link, never the application id; only its hash is stored.
    const token = await tokenFromMail('pat.lee@school.test');
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [request] = await api.db.select().from(principalSignatures);
    expect(request!.tokenHash).not.toBe(token);
    expect(request!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const details = await api.gql<{ applicationSignatureDetails: Record<string, unknown> }>(
      DETAILS,
      { id: token },
    );
    expect(details.data!.applicationSignatureDetails).toMatchObject({
      applicationId: id,
      status: 'PENDING_PRINCIPAL',
      programName: 'backpack-buddy',
      school: {
        name: 'Bellaire High',
        districtName: 'Houston ISD',
        county: 'HARRIS',
        zip: '77002',
      },
      principal: { fullName: 'Pat Lee', email: 'pat.lee@school.test' },
      nameSignFirst: 'Kim Ortiz',
      agreeToProgramPurpose: true,
      signeeName: null,
    });
    // The application id is not a key for an anonymous visitor.
    expect((await api.gql(DETAILS, { id: String(id) })).data).toEqual({
      applicationSignatureDetails: null,
    });
    expect((await api.gql(DETAILS, { id: String(id), program: 'backpack-buddy' })).data).toEqual({
      applicationSignatureDetails: null,
    });

    const wrong = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: 'kim@school.test' },
    });
    expect(firstError(wrong)).toBe(MESSAGES.emailDoesntMatch);
    expect(
      (
        await api.db
          .select()
          .from(applicationBackpackBuddy)
          .where(eq(applicationBackpackBuddy.id, id))
      )[0]!.status,
    ).toBe('PENDING_PRINCIPAL');

    const signed = await api.gql(
      SIGN,
      { input: { id: token, signeeName: 'Pat Lee', signeeEmail: 'PAT.LEE@school.test' } },
      { address: '203.0.113.9' },
    );
    expect(signed.data).toEqual({
      principalSignature: { success: true, message: MESSAGES.signatureSubmittedSuccessfully },
    });
    const [spent] = await api.db.select().from(principalSignatures);
    expect(spent).toMatchObject({
      signeeName: 'Pat Lee',
      signeeEmail: 'PAT.LEE@school.test',
      signeeAddress: '203.0.113.9',
    });
    expect(spent!.signedAt).toBeInstanceOf(Date);

    const again = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: 'pat.lee@school.test' },
    });
    expect(firstError(again)).toBe(MESSAGES.signatureAlreadySubmitted);
    const approved = await api.gql<{ applicationSignatureDetails: Record<string, unknown> }>(
      DETAILS,
      { id: token },
    );
    expect(approved.data!.applicationSignatureDetails).toMatchObject({
      status: 'APPROVED',
      signeeName: 'Pat Lee',
    });

    const after = await api.gql<{ educatorUser: Record<string, unknown> }>(
      ME,
      {},
      { token: educator.token },
    );
    // Approval applied the proposal to the school and granted the educator the school.
    expect(after.data!.educatorUser).toMatchObject({
      applicationBackpackBuddyRequired: false,
      applicationBackpackBuddyRequiredId: null,
      schools: [{ schoolId: school.id }],
    });
    expect(await rosterOf()).toEqual(proposed);
    const [approvedSchool] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(approvedSchool).toMatchObject({ address1: '100 Main St', zip: '77002' });
    const [grant] = await api.db
      .select()
      .from(userSchools)
      .where(and(eq(userSchools.userId, educator.id), eq(userSchools.schoolId, school.id)));
    expect(grant!.source).toBe('APPLICATION');
    // Approved applications are read-only.
    expect(
      firstError(await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: educator.token })),
    ).toBe(MESSAGES.applicationLocked);
  });
});

describe('step 1 refuses bad input and writes nothing', () => {
  it.each([
    ['no principal', { teamMembers: roster.slice(1) }, MESSAGES.principalRequired],
    ['no primary', { teamMembers: [roster[0]] }, MESSAGES.primaryCoordinatorRequired],
    [
      'two principals',
      { teamMembers: [...roster, { ...roster[0], email: 'p2@school.test' }] },
      MESSAGES.principalAlreadyExists,
    ],
    [
      'shared emails',
      { teamMembers: [roster[0], { ...roster[1], email: 'PAT.LEE@school.test' }] },
      MESSAGES.emailMustBeUnique,
    ],
    [
      'a bad phone',
      { teamMembers: [{ ...roster[0], phone: '555' }, roster[1]] },
      MESSAGES.invalidPhone,
    ],
    ['no term', { termId: null }, MESSAGES.required],
    ['a summer term while summer is closed', { termIdOf: 'summer' }, MESSAGES.notAcceptingSummer],
    ['an elementary school type', { schoolType: 'ELEMENTARY' }, MESSAGES.notForElementary],
    [
      'a 256-character partner list',
      { nonProfitOrganizations: 'x'.repeat(256) },
      MESSAGES.maxLength(255),
    ],
    ['blank city', { city: ' ' }, MESSAGES.required],
  ])('%s', async (_name, change, message) => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { termIdOf, ...rest } = change as Record<string, unknown>;
    const input = stepOne(school.id, {
      ...rest,
      ...(termIdOf === 'summer' ? { termId: summer.id } : {}),
    });
    const before = { apps: await rows(), links: (await api.db.select().from(userSchools)).length };
    expect(firstError(await api.gql(STEP_ONE, { input }, { token: educator.token }))).toBe(message);
    expect(await rows()).toBe(before.apps);
    expect((await api.db.select().from(userSchools)).length).toBe(before.links);
  });

  it('refuses an elementary school whatever type the form claims', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id, type: 'ELEMENTARY' });
    const result = await api.gql(
      STEP_ONE,
      { input: stepOne(school.id) },
      { token: educator.token },
    );
    expect(firstError(result)).toBe(MESSAGES.notForElementary);
  });

  it('refuses a term of another program', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const other = await createTerm(api.db, { program: 'TEACHERS_AID' });
    const result = await api.gql(
      STEP_ONE,
      { input: stepOne(school.id, { termId: other.id }) },
      { token: educator.token },
    );
    expect(firstError(result)).toBe(MESSAGES.required);
  });

  it('saves a partial draft without moving on a step', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const result = await api.gql<Result>(
      STEP_ONE,
      { input: { draft: true, termId: term.id, schoolId: school.id, teamMembers: [] } },
      { token: educator.token },
    );
    expect(result.data?.saveApplicationStepOne).toMatchObject({
      status: 'IN_PROGRESS',
      stepsCompleted: 0,
    });
    const id = result.data!.saveApplicationStepOne!.applicationBackpackBuddyId;
    expect(
      firstError(await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: educator.token })),
    ).toBe(MESSAGES.previousStepsRequired);
    const view = await api.gql<{ applicationBackpackBuddy: { draft: boolean } }>(
      APPLICATION,
      { id },
      { token: educator.token },
    );
    expect(view.data!.applicationBackpackBuddy.draft).toBe(true);
  });
});

describe('one open application per school and term', () => {
  it('shows the starter to another educator and refuses their application', async () => {
    const first = await createUser(api.db, { firstName: 'Rita', lastName: 'Starter' });
    const second = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    await api.gql(STEP_ONE, { input: stepOne(school.id) }, { token: first.token });
    const notice = await api.gql(
      `query ($s: Int!, $t: Int!) { applicationInProgressBackpackBuddy(schoolId: $s, termId: $t) { termYear starterName starterEmail contactEmail } }`,
      { s: school.id, t: term.id },
      { token: second.token },
    );
    expect(notice.data).toEqual({
      applicationInProgressBackpackBuddy: {
        termYear: 2025,
        starterName: 'Rita Starter',
        starterEmail: first.email,
        contactEmail: 'backpackbuddy@foodbank.example',
      },
    });
    const refused = await api.gql(STEP_ONE, { input: stepOne(school.id) }, { token: second.token });
    expect(firstError(refused)).toBe(MESSAGES.applicationInProgress('Backpack Buddy', 2025));
  });
});

describe('order, state and roles', () => {
  it('refuses step 3 before step 2, and a principal email that does not match', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const one = await api.gql<Result>(
      STEP_ONE,
      { input: stepOne(school.id) },
      { token: educator.token },
    );
    const id = one.data!.saveApplicationStepOne!.applicationBackpackBuddyId;
    expect(
      firstError(await api.gql(STEP_THREE, { input: stepThree(id) }, { token: educator.token })),
    ).toBe(MESSAGES.previousStepsRequired);
    await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: educator.token });
    const mismatch = await api.gql(
      STEP_THREE,
      { input: stepThree(id, { verifyPrincipalEmail: 'kim@school.test' }) },
      { token: educator.token },
    );
    expect(firstError(mismatch)).toBe(MESSAGES.principalEmailDoesntMatch);
    const lunch = await api.gql(
      STEP_TWO,
      { input: stepTwo(id, { numFreeLunch: '1300' }) },
      { token: educator.token },
    );
    expect(firstError(lunch)).toBe(MESSAGES.lessThanEnrollment);
    expect(
      (
        await api.db
          .select()
          .from(applicationBackpackBuddy)
          .where(eq(applicationBackpackBuddy.id, id))
      )[0]!.numFreeLunch,
    ).toBe(700);
  });

  it('refuses edits of a pending application', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const id = await applyThroughStepTwo(educator.token, school.id);
    await api.gql(STEP_THREE, { input: stepThree(id) }, { token: educator.token });
    const mailsBefore = (await api.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    expect(
      firstError(await api.gql(STEP_THREE, { input: stepThree(id) }, { token: educator.token })),
    ).toBe(MESSAGES.applicationLocked);
    expect(
      firstError(
        await api.gql(
          STEP_ONE,
          { input: stepOne(school.id, { applicationBackpackBuddyId: id }) },
          { token: educator.token },
        ),
      ),
    ).toBe(MESSAGES.applicationLocked);
    expect((await api.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore);
  });

  it("hides an application from another school's educator and refuses anonymous callers and admin edits", async () => {
    const owner = await createUser(api.db);
    const stranger = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const id = await applyThroughStepTwo(owner.token, school.id);
    expect(firstError(await api.gql(APPLICATION, { id }, { token: stranger.token }))).toBe(
      MESSAGES.notFound,
    );
    expect(
      firstError(await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: stranger.token })),
    ).toBe(MESSAGES.notFound);
    expect(firstError(await api.gql(APPLICATION, { id }))).toBe(MESSAGES.notLoggedIn);
    expect(
      firstError(await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: admin.token })),
    ).toBe(MESSAGES.forbidden);
    const adminView = await api.gql<{
      applicationBackpackBuddy: { applicationBackpackBuddyId: number };
    }>(APPLICATION, { id }, { token: admin.token });
    expect(adminView.data!.applicationBackpackBuddy.applicationBackpackBuddyId).toBe(id);
    // Admins open the agreement view by application id; educators cannot.
    const adminDetails = await api.gql(
      DETAILS,
      { id: String(id), program: 'backpack-buddy' },
      { token: admin.token },
    );
    expect(adminDetails.data).toMatchObject({ applicationSignatureDetails: { applicationId: id } });
    const educatorDetails = await api.gql(
      DETAILS,
      { id: String(id), program: 'backpack-buddy' },
      { token: owner.token },
    );
    expect(educatorDetails.data).toEqual({ applicationSignatureDetails: null });
  });
});

describe('signature links', () => {
  it('an expired link shows nothing and cannot sign; a tampered token is unknown', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const id = await applyThroughStepTwo(educator.token, school.id);
    await api.gql(STEP_THREE, { input: stepThree(id) }, { token: educator.token });
    const token = (await tokenFromMail('pat.lee@school.test'))!;
    expect((await api.gql(DETAILS, { id: `${token}x` })).data).toEqual({
      applicationSignatureDetails: null,
    });
    await api.db
      .update(principalSignatures)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(principalSignatures.applicationBackpackBuddyId, id));
    expect((await api.gql(DETAILS, { id: token })).data).toEqual({
      applicationSignatureDetails: null,
    });
    const sign = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: 'pat.lee@school.test' },
    });
    expect(firstError(sign)).toBe(MESSAGES.signatureLinkInvalid);
  });

  it('the signature form needs a name and a valid email', async () => {
    expect(
      firstError(
        await api.gql(SIGN, { input: { id: 'x', signeeName: '', signeeEmail: 'a@b.co' } }),
      ),
    ).toBe(MESSAGES.required);
    expect(
      firstError(await api.gql(SIGN, { input: { id: 'x', signeeName: 'A', signeeEmail: 'nope' } })),
    ).toBe(MESSAGES.invalidEmail);
  });
});

describe('continuation', () => {
  it('a school approved last year as a new participant continues, with the older agreement text', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    // What counts is when last year's application was submitted, not its term.
    await api.db.insert(applicationBackpackBuddy).values({
      schoolId: school.id,
      termId: summer.id,
      status: 'APPROVED',
      isContinuation: false,
      submittedAt: new Date(Date.UTC(new Date().getUTCFullYear() - 1, 2, 15)),
    });
    const one = await api.gql<Result>(
      STEP_ONE,
      { input: stepOne(school.id, { new: false }) },
      { token: educator.token },
    );
    const id = one.data!.saveApplicationStepOne!.applicationBackpackBuddyId;
    const view = await api.gql<{
      applicationBackpackBuddy: {
        isContinuation: boolean;
        agreement: { version: string; date: string };
      };
    }>(APPLICATION, { id }, { token: educator.token });
    expect(view.data!.applicationBackpackBuddy.isContinuation).toBe(true);
    expect(view.data!.applicationBackpackBuddy.agreement.version).toBe('older');
    expect(view.data!.applicationBackpackBuddy.agreement.date).toBe(
      `3/15/${new Date().getUTCFullYear() - 1}`,
    );
  });
});

describe('userApplicationsBackpackBuddy', () => {
  it("lists the applications of the caller's schools and their own, newest first, and nobody else's", async () => {
    const owner = await createUser(api.db);
    const colleague = await createUser(api.db);
    const stranger = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id, name: 'Lamar High' });
    const id = await applyThroughStepTwo(owner.token, school.id);
    // The colleague is linked to the school by an admin.
    await api.db.insert(userSchools).values({ userId: colleague.id, schoolId: school.id });
    const LIST = `query { userApplicationsBackpackBuddy { id schoolOrSiteName applicationYear termType termFormatted status } }`;
    const expected = {
      userApplicationsBackpackBuddy: [
        {
          id,
          schoolOrSiteName: 'Lamar High',
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
      userApplicationsBackpackBuddy: [],
    });
  });
});
