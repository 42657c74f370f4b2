import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { schoolTeamMembers, schools, userSchools } from '../../db/schema/schools.ts';
import {
  createDistribution,
  createDistrict,
  createSchool,
  createTerm,
  createTermMonth,
  createUser,
  linkSchool,
  setProgramSettings,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

// Issue 12, finding 1: a school is reached only by an admin's grant or by the account's own
// approved application — never by naming the school in a draft.

const STEP_ONE = `mutation ($input: SaveApplicationStepOneInput!) {
  saveApplicationStepOne(input: $input) { applicationBackpackBuddyId status } }`;
const STEP_TWO = `mutation ($input: SaveApplicationStepTwoInput!) {
  saveApplicationStepTwo(input: $input) { applicationBackpackBuddyId } }`;
const STEP_THREE = `mutation ($input: SaveApplicationStepThreeInput!) {
  saveApplicationStepThree(input: $input) { status } }`;
const REPORTS = `query ($schoolId: Int) { schoolReports(startDate: "2025-08-01", endDate: "2025-12-31", schoolId: $schoolId) {
  schoolId termMonths { distributions { studentName } } } }`;
/** Every school the caller may read, without students (schoolReports gives students for one school only). */
const ALL_REPORTS = `query { schoolReports(startDate: "2025-08-01", endDate: "2025-12-31") {
  schoolId termMonths { studentCount } } }`;
const CONTACTS = `query ($schoolId: Int!) { schoolContacts(schoolId: $schoolId) { teamMembers { email } } }`;
const PREFILL = `query ($schoolId: Int!) { applicationSchool(schoolId: $schoolId) { teamMembersBackpackBuddy { email } } }`;
const ME = `query { educatorUser { schools { schoolId } } }`;
const NOTICE = `query ($schoolId: Int!, $termId: Int!) { applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId) {
  starterEmail contactEmail termYear } }`;
const ADMIN_SCHOOL = `query ($schoolId: Int!) { adminSchoolBackpackBuddy(schoolId: $schoolId) {
  applications { applicationId status signerReview { namedEmail onRecordEmail } } } }`;
const SET_STATUS = `mutation ($input: AdminUpdateApplicationsInput!) { adminUpdateApplications(input: $input) { id } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success } }`;
const RESEND = `mutation ($applicationId: Int!) { resendPrincipalSignatureEmail(program: BACKPACK_BUDDY, applicationId: $applicationId) }`;

let api: TestApi;
let district: Awaited<ReturnType<typeof createDistrict>>;
let term: Awaited<ReturnType<typeof createTerm>>;
let admin: Awaited<ReturnType<typeof createUser>>;

const ownRoster = [
  {
    type: 'PRINCIPAL',
    firstName: 'Eve',
    lastName: 'Il',
    phone: '7135550100',
    email: 'eve@evil.test',
  },
  {
    type: 'PRIMARY',
    firstName: 'Mal',
    lastName: 'Lory',
    phone: '7135550101',
    email: 'mal@evil.test',
  },
];

const stepOne = (schoolId: number, teamMembers = ownRoster, draft = true) => ({
  draft,
  termId: term.id,
  new: true,
  schoolType: 'HIGH',
  districtId: district.id,
  schoolId,
  address1: '1 Fake St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77001',
  gradesServed: ['9'],
  teamMembers,
});
const stepTwo = (id: number) => ({
  applicationBackpackBuddyId: id,
  draft: false,
  numTotalEnrollment: '100',
  numReducedLunch: '10',
  numFreeLunch: '20',
  certififedVerification: true,
  programInterests: [],
  emailSecondaryCoordinator: false,
  willHelpMediaEvents: true,
  willDistributeInfo: true,
});
const stepThree = (id: number, principalEmail: string) => ({
  applicationBackpackBuddyId: id,
  draft: false,
  nameSignFirst: 'Mal Lory',
  nameSignSecond: 'Mal Lory',
  nameSignThird: 'Mal Lory',
  agreeToProgramPurpose: true,
  agreeToProgramResponsibilities: true,
  agreeNondiscrimination: true,
  verifyPrincipalEmail: principalEmail,
});

/** School A: an assigned educator, a principal on record and a month with a student's name. */
async function schoolWithPeople() {
  const school = await createSchool(api.db, {
    districtId: district.id,
    type: 'HIGH',
    address1: '5 Real Rd',
  });
  const educator = await createUser(api.db);
  await linkSchool(api.db, educator.id, school.id);
  await api.db.insert(schoolTeamMembers).values([
    {
      schoolId: school.id,
      program: 'BACKPACK_BUDDY',
      type: 'PRINCIPAL',
      firstName: 'Pam',
      lastName: 'Real',
      email: 'pam@real.test',
      phone: '713-555-0199',
    },
    {
      schoolId: school.id,
      program: 'BACKPACK_BUDDY',
      type: 'PRIMARY',
      firstName: 'Ray',
      lastName: 'Real',
      email: 'ray@real.test',
      phone: '713-555-0198',
    },
  ]);
  const month = await createTermMonth(api.db, {
    schoolId: school.id,
    termId: term.id,
    startDate: '2025-09-01',
  });
  await createDistribution(api.db, month, { studentName: 'Child Secret' });
  return { school, educator };
}

const rosterOf = async (schoolId: number) =>
  (
    await api.db
      .select({ email: schoolTeamMembers.email })
      .from(schoolTeamMembers)
      .where(and(eq(schoolTeamMembers.schoolId, schoolId), isNull(schoolTeamMembers.deletedAt)))
  ).map((m) => m.email);

const mailsTo = async (to: string) =>
  (await api.db.select().from(mailOutbox)).filter((m) => m.to === to).length;

beforeAll(async () => {
  api = await createTestApi();
  district = await createDistrict(api.db, 'Claim ISD');
  term = await createTerm(api.db, { year: 2025 });
  admin = await createUser(api.db, { type: 'ADMIN' });
  await setProgramSettings(api.db, {
    program: 'BACKPACK_BUDDY',
    schoolEnabled: true,
    summerEnabled: false,
  });
});
afterAll(async () => {
  await api.close();
});

describe('naming a school in a draft grants nothing', () => {
  it("a fresh account's step-1 draft neither opens the school's data nor changes it", async () => {
    const { school, educator } = await schoolWithPeople();
    const attacker = await createUser(api.db);

    const saved = await api.gql(STEP_ONE, { input: stepOne(school.id) }, { token: attacker.token });
    expect(saved.errors).toBeUndefined();

    // No link, no reports, no contacts, no roster in the prefill.
    expect((await api.gql(ME, {}, { token: attacker.token })).data).toEqual({
      educatorUser: { schools: [] },
    });
    const reports = await api.gql(REPORTS, { schoolId: school.id }, { token: attacker.token });
    expect(JSON.stringify(reports.data ?? {})).not.toContain('Child Secret');
    const all = await api.gql(ALL_REPORTS, {}, { token: attacker.token });
    expect(all.errors).toBeUndefined();
    const ids = (answer: typeof all) =>
      (answer.data as { schoolReports: { schoolId: number }[] }).schoolReports.map(
        (report) => report.schoolId,
      );
    expect(ids(all)).not.toContain(school.id);
    expect(
      firstError(await api.gql(CONTACTS, { schoolId: school.id }, { token: attacker.token })),
    ).toBe(MESSAGES.notFound);
    expect(
      (await api.gql(PREFILL, { schoolId: school.id }, { token: attacker.token })).data,
    ).toEqual({ applicationSchool: { teamMembersBackpackBuddy: [] } });

    // The school's shared records are as they were; its educator still sees the student.
    expect(await rosterOf(school.id)).toEqual(['pam@real.test', 'ray@real.test']);
    const [row] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(row!.address1).toBe('5 Real Rd');
    const mine = await api.gql(REPORTS, { schoolId: school.id }, { token: educator.token });
    expect(JSON.stringify(mine.data)).toContain('Child Secret');
    expect(ids(await api.gql(ALL_REPORTS, {}, { token: educator.token }))).toContain(school.id);
  });

  it('a second starter gets the in-progress notice and cannot write to the other application', async () => {
    const { school } = await schoolWithPeople();
    const first = await createUser(api.db);
    const second = await createUser(api.db);
    const saved = await api.gql<{ saveApplicationStepOne: { applicationBackpackBuddyId: number } }>(
      STEP_ONE,
      { input: stepOne(school.id) },
      { token: first.token },
    );
    const id = saved.data!.saveApplicationStepOne.applicationBackpackBuddyId;

    const notice = await api.gql(
      NOTICE,
      { schoolId: school.id, termId: term.id },
      { token: second.token },
    );
    expect(notice.data).toMatchObject({
      applicationInProgressBackpackBuddy: { starterEmail: first.email, termYear: 2025 },
    });
    expect(
      firstError(await api.gql(STEP_ONE, { input: stepOne(school.id) }, { token: second.token })),
    ).toBe(MESSAGES.applicationInProgress('Backpack Buddy', 2025));
    expect(
      firstError(
        await api.gql(
          STEP_ONE,
          { input: { ...stepOne(school.id), applicationBackpackBuddyId: id } },
          { token: second.token },
        ),
      ),
    ).toBe(MESSAGES.notFound);
    expect(
      firstError(await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: second.token })),
    ).toBe(MESSAGES.notFound);
  });
});

describe('approval by signature is not a back door', () => {
  it('an application naming another principal than the one on record is held: nobody is mailed', async () => {
    const { school } = await schoolWithPeople();
    const attacker = await createUser(api.db);
    const one = await api.gql<{ saveApplicationStepOne: { applicationBackpackBuddyId: number } }>(
      STEP_ONE,
      { input: stepOne(school.id, ownRoster, false) },
      { token: attacker.token },
    );
    const id = one.data!.saveApplicationStepOne.applicationBackpackBuddyId;
    expect(
      (await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: attacker.token })).errors,
    ).toBe(undefined);
    const three = await api.gql(
      STEP_THREE,
      { input: stepThree(id, 'eve@evil.test') },
      { token: attacker.token },
    );
    expect(three.data).toEqual({ saveApplicationStepThree: { status: 'PENDING_PRINCIPAL' } });
    expect(await mailsTo('eve@evil.test')).toBe(0);
    expect(await mailsTo('pam@real.test')).toBe(0);

    // The admin sees it held on the Applications tab.
    const view = await api.gql(ADMIN_SCHOOL, { schoolId: school.id }, { token: admin.token });
    expect(view.data).toMatchObject({
      adminSchoolBackpackBuddy: {
        applications: [
          {
            applicationId: id,
            status: 'PENDING_PRINCIPAL',
            signerReview: { namedEmail: 'eve@evil.test', onRecordEmail: 'pam@real.test' },
          },
        ],
      },
    });

    // The admin's resend goes to the principal on record and ends the review.
    expect((await api.gql(RESEND, { applicationId: id }, { token: admin.token })).errors).toBe(
      undefined,
    );
    expect(await mailsTo('pam@real.test')).toBe(1);
    expect(await mailsTo('eve@evil.test')).toBe(0);
    const [app] = await api.db
      .select()
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, id));
    expect(app!.signerReview).toBeNull();
    // Still nothing opened for the applicant until it is approved.
    expect((await api.gql(ME, {}, { token: attacker.token })).data).toEqual({
      educatorUser: { schools: [] },
    });
  });

  it('an assigned educator naming the principal on record mails that principal', async () => {
    const { school, educator } = await schoolWithPeople();
    const roster = [
      {
        type: 'PRINCIPAL',
        firstName: 'Pam',
        lastName: 'Real',
        phone: '7135550199',
        email: 'PAM@real.test',
      },
      {
        type: 'PRIMARY',
        firstName: 'Ray',
        lastName: 'Real',
        phone: '7135550198',
        email: 'ray@real.test',
      },
    ];
    const one = await api.gql<{ saveApplicationStepOne: { applicationBackpackBuddyId: number } }>(
      STEP_ONE,
      { input: stepOne(school.id, roster, false) },
      { token: educator.token },
    );
    const id = one.data!.saveApplicationStepOne.applicationBackpackBuddyId;
    await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: educator.token });
    const before = await mailsTo('pam@real.test');
    const three = await api.gql(
      STEP_THREE,
      { input: stepThree(id, 'pam@real.test') },
      { token: educator.token },
    );
    expect(three.errors).toBeUndefined();
    expect(await mailsTo('pam@real.test')).toBe(before + 1);
  });

  it('a link mailed to the named principal is void once another principal is on record', async () => {
    const school = await createSchool(api.db, { districtId: district.id, type: 'HIGH' });
    const applicant = await createUser(api.db);
    const one = await api.gql<{ saveApplicationStepOne: { applicationBackpackBuddyId: number } }>(
      STEP_ONE,
      { input: stepOne(school.id, ownRoster, false) },
      { token: applicant.token },
    );
    const id = one.data!.saveApplicationStepOne.applicationBackpackBuddyId;
    await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: applicant.token });
    await api.gql(
      STEP_THREE,
      { input: stepThree(id, 'eve@evil.test') },
      { token: applicant.token },
    );
    // Nobody on record: the named principal was mailed. Then staff record the real one.
    const [mail] = (await api.db.select().from(mailOutbox)).filter((m) => m.to === 'eve@evil.test');
    const token = /principal-signature\/([\w-]+)/.exec(mail!.text)![1]!;
    await api.db.insert(schoolTeamMembers).values({
      schoolId: school.id,
      program: 'BACKPACK_BUDDY',
      type: 'PRINCIPAL',
      firstName: 'Pam',
      lastName: 'Real',
      email: 'pam.other@real.test',
    });
    const signed = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Eve Il', signeeEmail: 'eve@evil.test' },
    });
    expect(firstError(signed)).toBe(MESSAGES.signatureLinkInvalid);
    const [app] = await api.db
      .select()
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, id));
    expect(app!.status).toBe('PENDING_PRINCIPAL');
    expect(await rosterOf(school.id)).toEqual(['pam.other@real.test']);
  });

  it("an admin's approval applies the proposal and grants the applicant, in one transaction", async () => {
    const { school } = await schoolWithPeople();
    const applicant = await createUser(api.db);
    const one = await api.gql<{ saveApplicationStepOne: { applicationBackpackBuddyId: number } }>(
      STEP_ONE,
      { input: stepOne(school.id, ownRoster, false) },
      { token: applicant.token },
    );
    const id = one.data!.saveApplicationStepOne.applicationBackpackBuddyId;
    await api.gql(STEP_TWO, { input: stepTwo(id) }, { token: applicant.token });
    await api.gql(
      STEP_THREE,
      { input: stepThree(id, 'eve@evil.test') },
      { token: applicant.token },
    );

    const approved = await api.gql(
      SET_STATUS,
      {
        input: {
          program: 'BACKPACK_BUDDY',
          schoolId: school.id,
          applications: [{ id, status: 'APPROVED' }],
        },
      },
      { token: admin.token },
    );
    expect(approved.errors).toBeUndefined();
    expect(await rosterOf(school.id)).toEqual(['eve@evil.test', 'mal@evil.test']);
    const [grant] = await api.db
      .select()
      .from(userSchools)
      .where(and(eq(userSchools.userId, applicant.id), eq(userSchools.schoolId, school.id)));
    expect(grant!.source).toBe('APPLICATION');
    const reports = await api.gql(REPORTS, { schoolId: school.id }, { token: applicant.token });
    expect(JSON.stringify(reports.data)).toContain('Child Secret');
  });
});
