import { and, count, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationTeachersAid,
  teachers as teachersTable,
} from '../../../db/schema/application-teachers-aid.ts';
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
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { LIVE_KEY } from './save-step-one.ts';
import { replaceRoster, TEACHER_EMAIL_KEY } from './teachers.ts';

const PAYLOAD = 'applicationTeachersAidId status stepsCompleted';
const STEP_ONE = `mutation ($input: SaveTeachersAidApplicationStepOneInput!) {
  saveTeachersAidApplicationStepOne(input: $input) { ${PAYLOAD} } }`;
const STEP_TWO = `mutation ($input: SaveTeachersAidApplicationStepTwoInput!) {
  saveTeachersAidApplicationStepTwo(input: $input) { ${PAYLOAD} } }`;
const STEP_THREE = `mutation ($input: SaveTeachersAidApplicationStepThreeInput!) {
  saveTeachersAidApplicationStepThree(input: $input) { ${PAYLOAD} } }`;
const CONTACT = 'firstName lastName fullName title phone email';
const APPLICATION = `query ($id: Int!) { applicationTeachersAid(applicationTeachersAidId: $id) {
  id applicationTeachersAidId status heldForReview draft new stepsCompleted termId term { year type }
  isContinuation organizationType nonProfitOrganizations numTotalEnrollment numReducedLunch
  numFreeLunch demographicAsian demographicBlack demographicHispanic demographicWhite
  teachers { teacherId firstName lastName title phone email proxyTeacher gradesTaught subjectsTaught
    numStudentsTaughtPerYear }
  certififedVerification certifiedProgramRules certifiedAgreement certifiedNonDiscrimination
  nameSignFirst nameSignSecond nameSignThird verifyPrincipalEmail waitlisted waitlistedAt
  submittedAt signedAt createdAt submittedBy { email fullName } agreement { version date }
  school { id schoolId name type districtId districtName address1 address2 city county state zip
    gradesServed teachersAidSchoolNumber siteCoordinator { ${CONTACT} } principal { ${CONTACT} } } } }`;
const IN_PROGRESS = `query ($s: Int!, $t: Int!, $e: Int) {
  applicationInProgressTeachersAid(schoolId: $s, termId: $t, exceptId: $e) {
    applicationTeachersAidId termYear starterName starterEmail contactEmail } }`;
const SCHOOL = `query ($id: Int!) { teachersAidSchool(schoolId: $id) {
  id schoolId name address1 gradesServed teachersAidSchoolNumber districtName
  siteCoordinator { fullName email } principal { fullName email } } }`;
const LIST = `query { userApplicationsTeachersAid {
  id schoolOrSiteName applicationYear termType termFormatted status } }`;
const DETAILS = `query ($id: String!, $program: String) {
  applicationSignatureDetails(applicationId: $id, programName: $program) {
    applicationId status programName school { name districtName address1 city zip }
    principal { fullName email } nameSignFirst nameSignSecond nameSignThird
    agreeToProgramPurpose agreeToProgramResponsibilities agreeNondiscrimination
    certifiedAgreement certifiedNonDiscrimination signeeName agreement { version } } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success message } }`;
const ME = `query { educatorUser { applicationTeachersAidRequired applicationTeachersAidRequiredId schools { schoolId } } }`;
const ADMIN_STATUS = `mutation ($input: AdminUpdateApplicationsInput!) {
  adminUpdateApplications(input: $input) { schoolId applications { applicationId status } } }`;
const ADMIN_DELETE = `mutation ($id: Int!) {
  adminDeleteApplication(program: TEACHERS_AID, applicationId: $id) { schoolId applications { applicationId } } }`;
const ADMIN_RESEND = `mutation ($id: Int!) {
  resendPrincipalSignatureEmail(program: TEACHERS_AID, applicationId: $id) }`;

type Payload = { applicationTeachersAidId: number; status: string; stepsCompleted: number };
type Saved = Record<string, Payload>;
type Teacher = Record<string, unknown> & { teacherId: number; email: string; lastName: string };
type View = {
  applicationTeachersAid: Record<string, unknown> & {
    school: Record<string, unknown>;
    teachers: Teacher[];
  };
};

let api: TestApi;
let district: Awaited<ReturnType<typeof createDistrict>>;
let otherDistrict: Awaited<ReturnType<typeof createDistrict>>;
let term: Awaited<ReturnType<typeof createTerm>>;
let summer: Awaited<ReturnType<typeof createTerm>>;
let n = 0;

/** Two contacts with emails of their own (each test's mails are told apart by address). */
function contacts() {
  n += 1;
  return {
    siteCoordinator: {
      firstName: 'Sam',
      lastName: 'Reyes',
      title: 'Counselor',
      phone: '7135550101',
      email: `sam.${n}@school.test`,
    },
    principal: {
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '713-555-0100',
      email: `pat.${n}@school.test`,
    },
  };
}

/** A full step 1 for a high school of the test district. */
const stepOne = (schoolId: number, extra: Record<string, unknown> = {}) => ({
  draft: false,
  termId: term.id,
  new: true,
  schoolType: 'HIGH',
  districtId: district.id,
  schoolId,
  address1: '300 Aid St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77004',
  gradesServed: ['9', '10', '11', '12'],
  organizationType: '',
  nonProfitOrganizations: 'Bayou Partners',
  numTotalEnrollment: '900',
  numReducedLunch: '100',
  numFreeLunch: '500',
  demographicAsian: '10',
  demographicBlack: '25%',
  demographicHispanic: '55',
  demographicWhite: '10.5',
  ...contacts(),
  ...extra,
});

const teacher = (i: number, extra: Record<string, unknown> = {}) => ({
  firstName: `First${i}`,
  lastName: `Last${i}`,
  email: `teacher.${i}@school.test`,
  ...extra,
});

const stepTwo = (id: number, roster: unknown[], extra: Record<string, unknown> = {}) => ({
  applicationTeachersAidId: id,
  draft: false,
  teachers: roster,
  certififedVerification: true,
  ...extra,
});

const stepThree = (id: number, principalEmail: string, extra: Record<string, unknown> = {}) => ({
  applicationTeachersAidId: id,
  draft: false,
  certifiedProgramRules: true,
  certifiedAgreement: true,
  certifiedNonDiscrimination: true,
  nameSignFirst: 'Sam Reyes',
  nameSignSecond: 'Sam Reyes',
  nameSignThird: 'Sam Reyes',
  verifyPrincipalEmail: principalEmail,
  ...extra,
});

const apps = async () => (await api.db.select({ n: count() }).from(applicationTeachersAid))[0]!.n;
const teacherCount = async () => (await api.db.select({ n: count() }).from(teachersTable))[0]!.n;
const mailCount = async () => (await api.db.select({ n: count() }).from(mailOutbox))[0]!.n;
const links = async () => (await api.db.select({ n: count() }).from(userSchools))[0]!.n;
const signatureMailsTo = async (to: string) =>
  (await api.mails()).filter((m) => m.to === to && m.kind === 'principal-signature');
const tokenFromMail = async (to: string) => {
  const [mail] = await signatureMailsTo(to);
  return /principal-signature\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
};
const rowOf = async (id: number) =>
  (await api.db.select().from(applicationTeachersAid).where(eq(applicationTeachersAid.id, id)))[0]!;
const rosterRows = async (id: number) =>
  (await api.db.select().from(teachersTable).where(eq(teachersTable.applicationTeachersAidId, id)))
    .map((t) => t.email)
    .sort();
const liveRoster = async (schoolId: number) =>
  (
    await api.db
      .select()
      .from(schoolTeamMembers)
      .where(
        and(
          eq(schoolTeamMembers.schoolId, schoolId),
          eq(schoolTeamMembers.program, 'TEACHERS_AID'),
          isNull(schoolTeamMembers.deletedAt),
        ),
      )
  )
    .map((m) => [m.type, m.firstName, m.email])
    .sort();

/** What a refusal must leave as it was: applications, teachers, mails, grants, the row. */
async function snapshot(id?: number) {
  return {
    apps: await apps(),
    teachers: await teacherCount(),
    mails: await mailCount(),
    links: await links(),
    row: id ? await rowOf(id) : null,
    roster: id ? await rosterRows(id) : null,
  };
}

async function call(document: string, input: Record<string, unknown>, token?: string) {
  return api.gql<Saved>(document, { input }, token ? { token } : {});
}

async function ok(document: string, input: Record<string, unknown>, token: string) {
  const result = await call(document, input, token);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
}

async function view(token: string, id: number) {
  const result = await api.gql<View>(APPLICATION, { id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.applicationTeachersAid;
}

/** Steps 1 and 2 saved in full; returns the application's id and the step-1 input. */
async function throughStepTwo(
  token: string,
  schoolId: number,
  extra: Record<string, unknown> = {},
) {
  const input = stepOne(schoolId, extra);
  const { applicationTeachersAidId: id } = await ok(STEP_ONE, input, token);
  await ok(STEP_TWO, stepTwo(id, [teacher(1), teacher(2)]), token);
  return { id, input };
}

/** The three steps saved in full: submitted. */
async function submitted(token: string, schoolId: number, extra: Record<string, unknown> = {}) {
  const { id, input } = await throughStepTwo(token, schoolId, extra);
  const done = await ok(STEP_THREE, stepThree(id, input.principal.email), token);
  expect(done.status).toBe('PENDING_PRINCIPAL');
  return { id, input };
}

beforeAll(async () => {
  api = await createTestApi();
  district = await createDistrict(api.db, 'Aid ISD');
  otherDistrict = await createDistrict(api.db, 'Other ISD');
  term = await createTerm(api.db, { program: 'TEACHERS_AID', year: 2025, type: 'SCHOOL' });
  summer = await createTerm(api.db, { program: 'TEACHERS_AID', year: 2025, type: 'SUMMER' });
  await setProgramSettings(api.db, {
    program: 'TEACHERS_AID',
    schoolEnabled: true,
    summerEnabled: false,
  });
});
afterAll(async () => {
  await api.close();
});

describe('the Teachers Aid application, end to end', () => {
  it("is saved in three steps, mails its principal, and the principal's signature approves it", async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, {
      districtId: district.id,
      name: 'Aid High',
      teachersAidSchoolNumber: 'TA-0042',
    });
    const input = stepOne(school.id);
    const principalEmail = input.principal.email;

    const one = await ok(STEP_ONE, input, educator.token);
    expect(one).toMatchObject({ status: 'IN_PROGRESS', stepsCompleted: 1 });
    const id = one.applicationTeachersAidId;

    const roster = [
      teacher(1, { firstName: 'Zoe', lastName: 'Young', phone: '7135550111', title: 'Coach' }),
      teacher(2, {
        firstName: 'Adam',
        lastName: 'Young',
        proxyTeacher: 'Ms. Proxy',
        gradesTaught: ['9', '10'],
        subjectsTaught: ['MATH', 'SCIENCE'],
        numStudentsTaughtPerYear: '120',
      }),
      teacher(3, { firstName: 'Mia', lastName: 'Abbott' }),
    ];
    const two = await ok(STEP_TWO, stepTwo(id, roster), educator.token);
    expect(two).toMatchObject({ applicationTeachersAidId: id, stepsCompleted: 2 });

    // Nothing of the school's shared record changed before approval.
    const [unchanged] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(unchanged!.address1).toBeNull();
    expect(await liveRoster(school.id)).toEqual([]);

    const three = await ok(STEP_THREE, stepThree(id, principalEmail.toUpperCase()), educator.token);
    expect(three).toEqual({
      applicationTeachersAidId: id,
      status: 'PENDING_PRINCIPAL',
      stepsCompleted: 3,
    });
    expect(
      (await api.gql<{ educatorUser: unknown }>(ME, {}, { token: educator.token })).data,
    ).toEqual({
      educatorUser: {
        applicationTeachersAidRequired: true,
        applicationTeachersAidRequiredId: id,
        schools: [],
      },
    });

    const pending = await view(educator.token, id);
    expect(pending).toMatchObject({
      id: String(id),
      applicationTeachersAidId: id,
      status: 'PENDING_PRINCIPAL',
      heldForReview: false,
      draft: false,
      new: true,
      stepsCompleted: 3,
      term: { year: 2025, type: 'SCHOOL' },
      isContinuation: false,
      organizationType: null,
      nonProfitOrganizations: 'Bayou Partners',
      numTotalEnrollment: 900,
      numReducedLunch: 100,
      numFreeLunch: 500,
      demographicAsian: 0.1,
      demographicBlack: 0.25,
      demographicHispanic: 0.55,
      demographicWhite: 0.105,
      certififedVerification: true,
      certifiedProgramRules: true,
      certifiedAgreement: true,
      certifiedNonDiscrimination: true,
      nameSignThird: 'Sam Reyes',
      verifyPrincipalEmail: principalEmail.toUpperCase(),
      waitlisted: false,
      waitlistedAt: null,
      signedAt: null,
      submittedBy: { email: educator.email },
      agreement: { version: 'newer' },
      school: {
        id: `${school.id}@application-${id}`,
        schoolId: school.id,
        name: 'Aid High',
        districtName: 'Aid ISD',
        address1: '300 Aid St',
        zip: '77004',
        gradesServed: ['9', '10', '11', '12'],
        teachersAidSchoolNumber: 'TA-0042',
        siteCoordinator: {
          fullName: 'Sam Reyes',
          title: 'Counselor',
          phone: '713-555-0101',
          email: input.siteCoordinator.email,
        },
        principal: { fullName: 'Pat Lee', title: null, email: principalEmail },
      },
    });
    expect(pending.submittedAt).toEqual(expect.any(String));
    // Teachers by last name, then first name; optional fields normalised or null.
    expect(pending.teachers.map((t) => `${t.lastName}, ${t.firstName}`)).toEqual([
      'Abbott, Mia',
      'Young, Adam',
      'Young, Zoe',
    ]);
    expect(pending.teachers[1]).toMatchObject({
      proxyTeacher: 'Ms. Proxy',
      gradesTaught: ['9', '10'],
      subjectsTaught: ['MATH', 'SCIENCE'],
      numStudentsTaughtPerYear: 120,
      phone: null,
      title: null,
    });
    expect(pending.teachers[2]).toMatchObject({ phone: '713-555-0111', title: 'Coach' });

    // Only the principal was mailed, with a token link.
    expect(await signatureMailsTo(input.siteCoordinator.email)).toEqual([]);
    const token = await tokenFromMail(principalEmail);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const details = await api.gql<{ applicationSignatureDetails: unknown }>(DETAILS, { id: token });
    expect(details.errors).toBeUndefined();
    expect(details.data!.applicationSignatureDetails).toMatchObject({
      applicationId: id,
      status: 'PENDING_PRINCIPAL',
      programName: 'teachers-aid',
      school: { name: 'Aid High', districtName: 'Aid ISD', address1: '300 Aid St' },
      principal: { fullName: 'Pat Lee', email: principalEmail },
      nameSignFirst: 'Sam Reyes',
      agreeToProgramPurpose: true,
      agreeToProgramResponsibilities: true,
      agreeNondiscrimination: true,
      certifiedAgreement: true,
      certifiedNonDiscrimination: true,
      signeeName: null,
    });

    const wrong = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: input.siteCoordinator.email },
    });
    expect(firstError(wrong)).toBe(MESSAGES.emailDoesntMatch);
    const signed = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: principalEmail },
    });
    expect(signed.data).toEqual({
      principalSignature: { success: true, message: MESSAGES.signatureSubmittedSuccessfully },
    });

    // Approval applied the proposal to the school and granted the submitter the school.
    const approved = await view(educator.token, id);
    expect(approved).toMatchObject({
      status: 'APPROVED',
      signedAt: expect.any(String),
      school: { id: `${school.id}@application-${id}`, principal: { email: principalEmail } },
    });
    expect(approved.teachers).toHaveLength(3);
    const [record] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(record).toMatchObject({ address1: '300 Aid St', zip: '77004' });
    expect(await liveRoster(school.id)).toEqual([
      ['PRINCIPAL', 'Pat', principalEmail],
      ['SITE_COORDINATOR', 'Sam', input.siteCoordinator.email],
    ]);
    expect(
      (await api.gql<{ educatorUser: unknown }>(ME, {}, { token: educator.token })).data,
    ).toEqual({
      educatorUser: {
        applicationTeachersAidRequired: false,
        applicationTeachersAidRequiredId: null,
        schools: [{ schoolId: school.id }],
      },
    });
    const again = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: principalEmail },
    });
    expect(firstError(again)).toBe(MESSAGES.signatureAlreadySubmitted);

    // An approved application is read-only, at every step.
    const before = await snapshot(id);
    for (const [document, changed] of [
      [STEP_ONE, { ...input, applicationTeachersAidId: id, draft: true }],
      [STEP_TWO, stepTwo(id, [teacher(9)], { draft: true })],
      [STEP_THREE, stepThree(id, principalEmail, { draft: true })],
    ] as const) {
      expect(firstError(await call(document, changed, educator.token))).toBe(
        MESSAGES.applicationLocked,
      );
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('holds an application naming another principal than the one on record, and mails nobody', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'TEACHERS_AID',
      type: 'PRINCIPAL',
      email: 'recorded.principal@school.test',
    });
    const before = await mailCount();
    const { id } = await submitted(educator.token, school.id);
    expect(await mailCount()).toBe(before);
    expect(await view(educator.token, id)).toMatchObject({
      status: 'PENDING_PRINCIPAL',
      heldForReview: true,
    });
    expect((await rowOf(id)).signerReview).toMatchObject({
      onRecordEmail: 'recorded.principal@school.test',
    });
  });

  it('mails the principal on record when the application names the same person', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const input = stepOne(school.id);
    const member = await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'TEACHERS_AID',
      type: 'PRINCIPAL',
      email: input.principal.email,
    });
    const { id } = await submitted(educator.token, school.id, {
      principal: { ...input.principal, email: input.principal.email.toUpperCase() },
    });
    expect(await tokenFromMail(input.principal.email)).toBeDefined();
    expect((await rowOf(id)).signerReview).toBeNull();
    const proposal = (await rowOf(id)).proposedSchool as {
      roster: { program: string; members: { type: string; teamMemberId: number | null }[] };
    };
    expect(proposal.roster.program).toBe('TEACHERS_AID');
    expect(proposal.roster.members.find((m) => m.type === 'PRINCIPAL')!.teamMemberId).toBe(
      member.id,
    );
  });
});

describe('the teacher roster (step 2)', () => {
  it('is replaced as a whole: kept teachers keep their ids, others are removed or added', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { id } = await throughStepTwo(educator.token, school.id);
    const first = (await view(educator.token, id)).teachers;
    expect(first.map((t) => t.email)).toEqual(['teacher.1@school.test', 'teacher.2@school.test']);
    const [one, two] = first as [Teacher, Teacher];

    // The two teachers swap emails (the unique index never sees two at once), a third is added.
    await ok(
      STEP_TWO,
      stepTwo(id, [
        { ...teacher(1), teacherId: one.teacherId, email: two.email },
        {
          ...teacher(2),
          teacherId: two.teacherId,
          email: one.email,
          title: 'Librarian',
          gradesTaught: ['K', '1'],
          subjectsTaught: ['ART', 'MATH'],
          numStudentsTaughtPerYear: '30',
        },
        teacher(3),
      ]),
      educator.token,
    );
    const second = (await view(educator.token, id)).teachers;
    expect(second.map((t) => [t.teacherId, t.email])).toEqual([
      [one.teacherId, two.email],
      [two.teacherId, one.email],
      [expect.any(Number), 'teacher.3@school.test'],
    ]);
    expect(second[1]).toMatchObject({
      title: 'Librarian',
      gradesTaught: ['K', '1'],
      subjectsTaught: ['ART', 'MATH'],
      numStudentsTaughtPerYear: 30,
    });
    // The unchanged fields of the other updated teacher are kept.
    expect(second[0]).toMatchObject({ firstName: 'First1', lastName: 'Last1', title: null });

    // Left out: removed.
    await ok(
      STEP_TWO,
      stepTwo(id, [{ ...teacher(3), teacherId: second[2]!.teacherId }]),
      educator.token,
    );
    expect(await rosterRows(id)).toEqual(['teacher.3@school.test']);
  });

  it('refuses a teacherId of another application (or given twice), writing nothing', async () => {
    const educator = await createUser(api.db);
    const { id } = await throughStepTwo(
      educator.token,
      (await createSchool(api.db, { districtId: district.id })).id,
    );
    const { id: otherId } = await throughStepTwo(
      educator.token,
      (await createSchool(api.db, { districtId: district.id })).id,
    );
    const [foreign] = (await view(educator.token, otherId)).teachers;
    const [own] = (await view(educator.token, id)).teachers;
    for (const roster of [
      [teacher(5), { ...teacher(6), teacherId: foreign!.teacherId }],
      [teacher(5), { ...teacher(6), teacherId: 2_000_000_000 }],
      [
        { ...teacher(5), teacherId: own!.teacherId },
        { ...teacher(6), teacherId: own!.teacherId },
      ],
    ]) {
      const before = await snapshot(id);
      const result = await call(STEP_TWO, stepTwo(id, roster), educator.token);
      expect(firstError(result)).toBe(MESSAGES.notFound);
      expect(result.errors![0]!.extensions?.field).toBe('teachers.1.teacherId');
      expect(await snapshot(id)).toEqual(before);
    }
    expect(await rosterRows(otherId)).toEqual(['teacher.1@school.test', 'teacher.2@school.test']);
  });

  it.each<[string, (id: number) => Record<string, unknown>, string, string]>([
    [
      'a repeated email, in another case',
      (id) => stepTwo(id, [teacher(7), teacher(8), teacher(9, { email: 'TEACHER.7@School.test' })]),
      MESSAGES.emailMustBeUnique,
      'teachers.2.email',
    ],
    [
      'a repeated email in a draft',
      (id) =>
        stepTwo(id, [teacher(7), teacher(8, { email: 'teacher.7@school.test' })], { draft: true }),
      MESSAGES.emailMustBeUnique,
      'teachers.1.email',
    ],
    [
      'more than 1,000 teachers',
      (id) =>
        stepTwo(
          id,
          Array.from({ length: 1001 }, (_, i) => teacher(100 + i)),
        ),
      MESSAGES.tooManyItems(1000, 'teachers'),
      'teachers',
    ],
    ['an empty roster', (id) => stepTwo(id, []), MESSAGES.teachersRequired, 'teachers'],
    [
      'the background verification unticked',
      (id) => stepTwo(id, [teacher(7)], { certififedVerification: false }),
      MESSAGES.required,
      'certififedVerification',
    ],
    [
      "a teacher's bad phone",
      (id) => stepTwo(id, [teacher(7, { phone: '555' })]),
      MESSAGES.invalidPhone,
      'teachers.0.phone',
    ],
    [
      'a teacher without a last name, even in a draft',
      (id) => stepTwo(id, [teacher(7, { lastName: ' ' })], { draft: true }),
      MESSAGES.required,
      'teachers.0.lastName',
    ],
    [
      'an unknown subject',
      (id) => stepTwo(id, [teacher(7, { subjectsTaught: ['CHESS'] })]),
      MESSAGES.required,
      'teachers.0.subjectsTaught.0',
    ],
  ])('refuses %s, writing nothing', async (_name, input, message, field) => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { id } = await throughStepTwo(educator.token, school.id);
    const before = await snapshot(id);
    const result = await call(STEP_TWO, input(id), educator.token);
    expect(firstError(result)).toContain(message);
    expect(result.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions?.field).toBe(field);
    expect(await snapshot(id)).toEqual(before);
    expect(await rosterRows(id)).toEqual(['teacher.1@school.test', 'teacher.2@school.test']);
  });

  it("maps the database's own refusal of a repeated email (the index the save names)", async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { id } = await throughStepTwo(educator.token, school.id);
    // Past the domain's check (which the save makes first), the unique index still refuses.
    const repeated = [teacher(1), teacher(2, { email: 'TEACHER.1@school.test' })].map((t) => ({
      teacherId: null,
      title: null,
      phone: null,
      proxyTeacher: null,
      gradesTaught: [],
      subjectsTaught: [],
      numStudentsTaughtPerYear: null,
      ...t,
    }));
    const error = await api.db
      .transaction((tx) => replaceRoster(tx, id, repeated))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, TEACHER_EMAIL_KEY)).toBe(true);
    expect(await rosterRows(id)).toEqual(['teacher.1@school.test', 'teacher.2@school.test']);
  });

  it('saves a roster of 1,000 teachers', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { applicationTeachersAidId: id } = await ok(STEP_ONE, stepOne(school.id), educator.token);
    const roster = Array.from({ length: 1000 }, (_, i) => teacher(i));
    await ok(STEP_TWO, stepTwo(id, roster), educator.token);
    expect(await rosterRows(id)).toHaveLength(1000);
  });
});

describe('drafts and the order of the steps', () => {
  it('saves a draft of each step, linking nobody and mailing nobody, then submits it', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id, name: 'Draft High' });
    const before = { mails: await mailCount(), links: await links() };
    const one = await ok(
      STEP_ONE,
      { draft: true, termId: term.id, schoolId: school.id },
      educator.token,
    );
    expect(one).toMatchObject({ status: 'IN_PROGRESS', stepsCompleted: 0 });
    const id = one.applicationTeachersAidId;
    expect(await view(educator.token, id)).toMatchObject({
      status: 'IN_PROGRESS',
      draft: true,
      stepsCompleted: 0,
      submittedAt: null,
      demographicAsian: null,
      teachers: [],
      certifiedAgreement: false,
      school: { name: 'Draft High', siteCoordinator: null, principal: null },
    });

    // Step 2 waits for a full step 1.
    const early = await call(STEP_TWO, stepTwo(id, [teacher(1)], { draft: true }), educator.token);
    expect(firstError(early)).toBe(MESSAGES.previousStepsRequired);

    const input = stepOne(school.id, { applicationTeachersAidId: id });
    expect(await ok(STEP_ONE, input, educator.token)).toMatchObject({ stepsCompleted: 1 });
    // A draft of step 2 may hold no teacher, and completes nothing.
    expect(
      await ok(
        STEP_TWO,
        stepTwo(id, [], { draft: true, certififedVerification: null }),
        educator.token,
      ),
    ).toMatchObject({ stepsCompleted: 1 });
    const late = await call(STEP_THREE, stepThree(id, input.principal.email), educator.token);
    expect(firstError(late)).toBe(MESSAGES.previousStepsRequired);
    await ok(STEP_TWO, stepTwo(id, [teacher(1)]), educator.token);
    expect(
      await ok(STEP_THREE, { applicationTeachersAidId: id, draft: true }, educator.token),
    ).toMatchObject({ status: 'IN_PROGRESS', stepsCompleted: 2 });
    expect(await mailCount()).toBe(before.mails);
    expect(await links()).toBe(before.links);

    await ok(STEP_THREE, stepThree(id, input.principal.email), educator.token);
    expect(await tokenFromMail(input.principal.email)).toBeDefined();
    // Pending: no more edits, not even a draft.
    expect(firstError(await call(STEP_ONE, { ...input, draft: true }, educator.token))).toBe(
      MESSAGES.applicationLocked,
    );
  });

  it('a submit finds the roster still there (teachers removed behind the form: Teachers Required)', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { id, input } = await throughStepTwo(educator.token, school.id);
    await api.db.delete(teachersTable).where(eq(teachersTable.applicationTeachersAidId, id));
    const before = await snapshot(id);
    const result = await call(STEP_THREE, stepThree(id, input.principal.email), educator.token);
    expect(firstError(result)).toBe(MESSAGES.teachersRequired);
    expect(result.errors![0]!.extensions?.field).toBe('teachers');
    expect(await snapshot(id)).toEqual(before);
  });

  it('a draft that empties a completed step makes it (and the later ones) incomplete again', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { id, input } = await throughStepTwo(educator.token, school.id);
    // A complete draft completes nothing and loses nothing.
    expect(
      await ok(STEP_ONE, { ...input, applicationTeachersAidId: id, draft: true }, educator.token),
    ).toMatchObject({ stepsCompleted: 2 });
    // A roster emptied by a draft: step 3 waits for step 2 again.
    expect(await ok(STEP_TWO, stepTwo(id, [], { draft: true }), educator.token)).toMatchObject({
      stepsCompleted: 1,
    });
    expect(
      firstError(await call(STEP_THREE, stepThree(id, input.principal.email), educator.token)),
    ).toBe(MESSAGES.previousStepsRequired);
    // The principal emptied by a draft of step 1: step 2 waits for step 1 again.
    expect(
      await ok(
        STEP_ONE,
        { ...input, applicationTeachersAidId: id, draft: true, principal: { firstName: 'Pat' } },
        educator.token,
      ),
    ).toMatchObject({ stepsCompleted: 0 });
    expect(firstError(await call(STEP_TWO, stepTwo(id, [teacher(1)]), educator.token))).toBe(
      MESSAGES.previousStepsRequired,
    );
    expect((await rowOf(id)).status).toBe('IN_PROGRESS');
  });
});

describe('bad input is refused with its message and writes nothing', () => {
  it.each<[string, Record<string, unknown>, string, string?]>([
    ['a blank address', { address1: ' ' }, MESSAGES.required, 'address1'],
    ['no term', { termId: null }, MESSAGES.required, 'termId'],
    ['a blank demographic', { demographicWhite: '' }, MESSAGES.required, 'demographicWhite'],
    ['a demographic that is not a number', { demographicAsian: 'ten' }, MESSAGES.invalidNumber],
    ['a negative demographic', { demographicBlack: '-5' }, MESSAGES.nonNegative],
    [
      'an Elementary school type',
      { schoolType: 'ELEMENTARY' },
      MESSAGES.notForElementary,
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
      'numReducedLunch',
    ],
    ['a five-digit enrollment', { numTotalEnrollment: '10000' }, MESSAGES.maxLength(4)],
    [
      'a bad phone',
      { principal: { firstName: 'Pat', lastName: 'Lee', phone: '555', email: 'p@x.co' } },
      MESSAGES.invalidPhone,
      'principal.phone',
    ],
    [
      'the same email twice',
      {
        principal: { firstName: 'Pat', lastName: 'Lee', phone: '7135550100', email: 'SAME@x.test' },
        siteCoordinator: {
          firstName: 'Sam',
          lastName: 'Reyes',
          phone: '7135550101',
          email: 'same@x.test',
        },
      },
      MESSAGES.emailMustBeUnique,
      'principal.email',
    ],
    ['no principal at all', { principal: null }, MESSAGES.required, 'principal'],
    [
      'no site coordinator at all',
      { siteCoordinator: undefined },
      MESSAGES.required,
      'siteCoordinator',
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
      { districtIdOf: 'other' },
      MESSAGES.schoolNotFound,
      'schoolId',
    ],
    [
      'an Elementary school whatever the form claims',
      { schoolOf: 'elementary' },
      MESSAGES.notForElementary,
      'schoolType',
    ],
    ['an archived school', { schoolOf: 'archived' }, MESSAGES.schoolNotFound, 'schoolId'],
    ['an unknown school', { schoolId: 2_000_000_000 }, MESSAGES.schoolNotFound, 'schoolId'],
    [
      'a draft naming an Elementary school type',
      { draft: true, schoolType: 'ELEMENTARY' },
      MESSAGES.notForElementary,
      'schoolType',
    ],
    ['a draft without a school', { draft: true, schoolId: null }, MESSAGES.required, 'schoolId'],
    ['a draft without a term', { draft: true, termId: null }, MESSAGES.required, 'termId'],
  ])('step 1: %s', async (_name, change, message, field) => {
    const educator = await createUser(api.db);
    const { termIdOf, districtIdOf, schoolOf, ...rest } = change;
    const school = await createSchool(api.db, {
      districtId: district.id,
      ...(schoolOf === 'elementary' ? { type: 'ELEMENTARY' as const } : {}),
      ...(schoolOf === 'archived' ? { deletedAt: new Date() } : {}),
    });
    const other =
      termIdOf === 'other' ? await createTerm(api.db, { program: 'SCHOOL_MARKET' }) : null;
    const input = stepOne(school.id, {
      ...rest,
      ...(termIdOf === 'summer' ? { termId: summer.id } : {}),
      ...(other ? { termId: other.id } : {}),
      ...(districtIdOf === 'other' ? { districtId: otherDistrict.id } : {}),
    });
    const before = await snapshot();
    const result = await call(STEP_ONE, input, educator.token);
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    if (field) expect(result.errors![0]!.extensions?.field).toBe(field);
    expect(await snapshot()).toEqual(before);
  });

  it.each<[string, (principalEmail: string) => Record<string, unknown>, string, string]>([
    [
      "another email than the principal's",
      () => ({ verifyPrincipalEmail: 'someone.else@school.test' }),
      MESSAGES.principalEmailDoesntMatch,
      'verifyPrincipalEmail',
    ],
    [
      "another email than the principal's, in a draft",
      () => ({ draft: true, verifyPrincipalEmail: 'someone.else@school.test' }),
      MESSAGES.principalEmailDoesntMatch,
      'verifyPrincipalEmail',
    ],
    [
      "the site coordinator's email",
      () => ({ verifyPrincipalEmail: 'sam.coordinator@school.test' }),
      MESSAGES.principalEmailDoesntMatch,
      'verifyPrincipalEmail',
    ],
    [
      'no principal email',
      () => ({ verifyPrincipalEmail: '' }),
      MESSAGES.required,
      'verifyPrincipalEmail',
    ],
    [
      'an unticked certification',
      () => ({ certifiedNonDiscrimination: false }),
      MESSAGES.required,
      'certifiedNonDiscrimination',
    ],
    ['a blank typed name', () => ({ nameSignSecond: ' ' }), MESSAGES.required, 'nameSignSecond'],
  ])('step 3: %s', async (_name, change, message, field) => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { id, input } = await throughStepTwo(educator.token, school.id, {
      siteCoordinator: { ...contacts().siteCoordinator, email: 'sam.coordinator@school.test' },
    });
    const before = await snapshot(id);
    const result = await call(
      STEP_THREE,
      stepThree(id, input.principal.email, change(input.principal.email)),
      educator.token,
    );
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions?.field).toBe(field);
    expect(await snapshot(id)).toEqual(before);
    expect((await rowOf(id)).status).toBe('IN_PROGRESS');
  });
});

describe('intake and one open application per school and term', () => {
  it('shows the starter to another educator and refuses their application', async () => {
    const first = await createUser(api.db, { firstName: 'Rita', lastName: 'Starter' });
    const second = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { applicationTeachersAidId: id } = await ok(
      STEP_ONE,
      { draft: true, termId: term.id, schoolId: school.id },
      first.token,
    );
    const notice = await api.gql(
      IN_PROGRESS,
      { s: school.id, t: term.id },
      { token: second.token },
    );
    expect(notice.data).toEqual({
      applicationInProgressTeachersAid: {
        applicationTeachersAidId: id,
        termYear: 2025,
        starterName: 'Rita Starter',
        starterEmail: first.email,
        contactEmail: 'teachersaid@foodbank.example',
      },
    });
    expect(
      (await api.gql(IN_PROGRESS, { s: school.id, t: term.id, e: id }, { token: first.token }))
        .data,
    ).toEqual({ applicationInProgressTeachersAid: null });
    expect(
      (await api.gql(IN_PROGRESS, { s: school.id, t: summer.id }, { token: second.token })).data,
    ).toEqual({ applicationInProgressTeachersAid: null });
    expect(firstError(await api.gql(IN_PROGRESS, { s: school.id, t: term.id }))).toBe(
      MESSAGES.notLoggedIn,
    );

    const before = await snapshot();
    for (const input of [
      stepOne(school.id),
      { draft: true, termId: term.id, schoolId: school.id },
    ]) {
      const refused = await call(STEP_ONE, input, second.token);
      expect(firstError(refused)).toBe(MESSAGES.applicationInProgress('Teachers Aid', 2025));
      expect(refused.errors![0]!.extensions?.field).toBe('schoolId');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the live index the save maps (a race between two educators) is the table’s', async () => {
    const school = await createSchool(api.db, { districtId: district.id });
    await api.db.insert(applicationTeachersAid).values({ schoolId: school.id, termId: term.id });
    const error = await api.db
      .insert(applicationTeachersAid)
      .values({ schoolId: school.id, termId: term.id })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, LIVE_KEY)).toBe(true);
  });

  it('refuses every step once intake of the term is closed, writing nothing', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const { id, input } = await throughStepTwo(educator.token, school.id);
    const fresh = await createSchool(api.db, { districtId: district.id });
    await setProgramSettings(api.db, {
      program: 'TEACHERS_AID',
      schoolEnabled: false,
      summerEnabled: false,
    });
    try {
      const before = await snapshot(id);
      for (const [document, closed] of [
        [STEP_ONE, stepOne(fresh.id)],
        [STEP_ONE, { ...input, applicationTeachersAidId: id }],
        [STEP_TWO, stepTwo(id, [teacher(4)])],
        [STEP_THREE, stepThree(id, input.principal.email)],
      ] as const) {
        const result = await call(document, closed, educator.token);
        expect(firstError(result)).toBe(MESSAGES.notAcceptingSchoolYear);
        expect(result.errors![0]!.extensions?.field).toBe('termId');
      }
      expect(await snapshot(id)).toEqual(before);
    } finally {
      await setProgramSettings(api.db, {
        program: 'TEACHERS_AID',
        schoolEnabled: true,
        summerEnabled: false,
      });
    }
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
    const { id, input } = await throughStepTwo(owner.token, school.id);
    const principalEmail = input.principal.email;
    const before = await snapshot(id);

    expect(firstError(await api.gql(APPLICATION, { id }, { token: stranger.token }))).toBe(
      MESSAGES.notFound,
    );
    expect(firstError(await api.gql(APPLICATION, { id }))).toBe(MESSAGES.notLoggedIn);
    const saves = [
      [STEP_ONE, { ...stepOne(school.id), applicationTeachersAidId: id, draft: true }],
      [STEP_TWO, stepTwo(id, [teacher(9)], { draft: true })],
      [STEP_THREE, stepThree(id, principalEmail)],
    ] as const;
    for (const [document, input] of saves) {
      expect(firstError(await call(document, input, stranger.token))).toBe(MESSAGES.notFound);
      expect(firstError(await call(document, input, admin.token))).toBe(MESSAGES.forbidden);
      expect(firstError(await call(document, input))).toBe(MESSAGES.notLoggedIn);
    }
    expect(firstError(await call(STEP_ONE, stepOne(school.id), admin.token))).toBe(
      MESSAGES.forbidden,
    );
    expect(await snapshot(id)).toEqual(before);

    // Admins read it; so does a colleague granted the school, who may also complete it.
    expect(await view(admin.token, id)).toMatchObject({
      applicationTeachersAidId: id,
      teachers: [{ email: 'teacher.1@school.test' }, { email: 'teacher.2@school.test' }],
    });
    const colleague = await createUser(api.db);
    await grantSchool(api.db, colleague.id, school.id);
    expect(await view(colleague.token, id)).toMatchObject({ applicationTeachersAidId: id });
    await ok(STEP_THREE, stepThree(id, principalEmail), colleague.token);
    expect(await rowOf(id)).toMatchObject({
      status: 'PENDING_PRINCIPAL',
      submittedById: colleague.id,
    });
  });

  it('prefills a school: address, grades and school number for anyone, contacts for grantees and admins', async () => {
    const granted = await createUser(api.db);
    const other = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, {
      districtId: district.id,
      name: 'Prefill High',
      address1: '1 Prefill Way',
      gradesServed: ['9', '10'],
      teachersAidSchoolNumber: 'TA-7',
    });
    await grantSchool(api.db, granted.id, school.id);
    const coordinator = await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'TEACHERS_AID',
      type: 'SITE_COORDINATOR',
    });
    // Another program's principal is not Teachers Aid's.
    await createTeamMember(api.db, { schoolId: school.id, type: 'PRINCIPAL' });
    const shared = {
      id: String(school.id),
      schoolId: school.id,
      name: 'Prefill High',
      address1: '1 Prefill Way',
      gradesServed: ['9', '10'],
      teachersAidSchoolNumber: 'TA-7',
      districtName: 'Aid ISD',
    };
    const withContacts = {
      teachersAidSchool: {
        ...shared,
        siteCoordinator: {
          fullName: `${coordinator.firstName} ${coordinator.lastName}`,
          email: coordinator.email,
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
      teachersAidSchool: { ...shared, siteCoordinator: null, principal: null },
    });
    expect(firstError(await api.gql(SCHOOL, { id: school.id }))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await api.gql(SCHOOL, { id: 2_000_000 }, { token: other.token }))).toBe(
      MESSAGES.notFound,
    );
  });

  it("does not show the school's own contacts through a draft of a school the educator is not granted", async () => {
    const claimer = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    await createTeamMember(api.db, {
      schoolId: school.id,
      program: 'TEACHERS_AID',
      type: 'PRINCIPAL',
      email: 'secret.principal@school.test',
    });
    const { applicationTeachersAidId: id } = await ok(
      STEP_ONE,
      { draft: true, termId: term.id, schoolId: school.id },
      claimer.token,
    );
    const draft = await api.gql(APPLICATION, { id }, { token: claimer.token });
    expect(draft.errors).toBeUndefined();
    expect(JSON.stringify(draft.data)).not.toContain('secret.principal');
  });

  it("lists the caller's schools' applications and their own, and nobody else's", async () => {
    const owner = await createUser(api.db);
    const colleague = await createUser(api.db);
    const stranger = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id, name: 'Listed High' });
    const { applicationTeachersAidId: id } = await ok(
      STEP_ONE,
      { draft: true, termId: term.id, schoolId: school.id },
      owner.token,
    );
    await grantSchool(api.db, colleague.id, school.id);
    const expected = {
      userApplicationsTeachersAid: [
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
      userApplicationsTeachersAid: [],
    });
    expect(firstError(await api.gql(LIST, {}, { token: admin.token }))).toBe(MESSAGES.forbidden);
  });
});

describe('continuation', () => {
  it('a school approved last year as a new participant continues, with the older agreement text', async () => {
    const educator = await createUser(api.db);
    const school = await createSchool(api.db, { districtId: district.id });
    const lastYear = new Date().getUTCFullYear() - 1;
    await api.db.insert(applicationTeachersAid).values({
      schoolId: school.id,
      termId: summer.id,
      status: 'APPROVED',
      isContinuation: false,
      submittedAt: new Date(Date.UTC(lastYear, 2, 15)),
    });
    const { applicationTeachersAidId: id } = await ok(
      STEP_ONE,
      { draft: true, new: false, termId: term.id, schoolId: school.id },
      educator.token,
    );
    expect(await view(educator.token, id)).toMatchObject({
      isContinuation: true,
      agreement: { version: 'older', date: `3/15/${lastYear}` },
    });
  });
});

describe("the admin console on a Teachers Aid school's applications", () => {
  it('an admin reads the agreement by application id; educators cannot', async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id, name: 'Signed High' });
    const { id } = await submitted(educator.token, school.id);
    const asAdmin = await api.gql(
      DETAILS,
      { id: String(id), program: 'teachers-aid' },
      { token: admin.token },
    );
    expect(asAdmin.data).toMatchObject({
      applicationSignatureDetails: {
        applicationId: id,
        programName: 'teachers-aid',
        school: { name: 'Signed High' },
        principal: { fullName: 'Pat Lee' },
        certifiedAgreement: true,
      },
    });
    const asEducator = await api.gql(
      DETAILS,
      { id: String(id), program: 'teachers-aid' },
      { token: educator.token },
    );
    expect(asEducator.data).toEqual({ applicationSignatureDetails: null });
  });

  it("an admin's approval applies the proposal and grants the submitter; a denial takes the grant back", async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const { id, input } = await submitted(educator.token, school.id);
    const status = (value: string) =>
      api.gql(
        ADMIN_STATUS,
        {
          input: {
            program: 'TEACHERS_AID',
            schoolId: school.id,
            applications: [{ id, status: value }],
          },
        },
        { token: admin.token },
      );
    expect((await status('APPROVED')).errors).toBeUndefined();
    expect((await rowOf(id)).status).toBe('APPROVED');
    expect(await liveRoster(school.id)).toEqual([
      ['PRINCIPAL', 'Pat', input.principal.email],
      ['SITE_COORDINATOR', 'Sam', input.siteCoordinator.email],
    ]);
    const [record] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(record).toMatchObject({ address1: '300 Aid St', firstYearAppliedTeachersAid: 2025 });
    const grant = async () =>
      api.db
        .select()
        .from(userSchools)
        .where(and(eq(userSchools.userId, educator.id), eq(userSchools.schoolId, school.id)));
    expect((await grant())[0]!.source).toBe('APPLICATION');
    // The application shows the school's record now, and keeps its roster.
    expect(await view(educator.token, id)).toMatchObject({
      school: { principal: { email: input.principal.email } },
      teachers: [{ email: 'teacher.1@school.test' }, { email: 'teacher.2@school.test' }],
    });
    const token = (await tokenFromMail(input.principal.email))!;
    const late = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Lee', signeeEmail: input.principal.email },
    });
    expect(firstError(late)).toBe(MESSAGES.signatureAlreadySubmitted);

    expect((await status('DENIED')).errors).toBeUndefined();
    expect(await grant()).toEqual([]);
    // A denied application frees the term: the educator may apply again.
    expect(
      (await call(STEP_ONE, { draft: true, termId: term.id, schoolId: school.id }, educator.token))
        .errors,
    ).toBeUndefined();
  });

  it('an admin resends the signature email to the principal, the earlier link stops working', async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const { id, input } = await submitted(educator.token, school.id);
    const first = (await tokenFromMail(input.principal.email))!;
    const resent = await api.gql(ADMIN_RESEND, { id }, { token: admin.token });
    expect(resent.data).toEqual({ resendPrincipalSignatureEmail: true });
    // The newest mail first.
    expect(await signatureMailsTo(input.principal.email)).toHaveLength(2);
    const second = (await tokenFromMail(input.principal.email))!;
    expect(second).not.toBe(first);
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

  it('an admin deletes an application: it is gone for the educator and its link no longer signs', async () => {
    const educator = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, { districtId: district.id });
    const { id, input } = await submitted(educator.token, school.id);
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
      userApplicationsTeachersAid: [],
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
      .where(eq(principalSignatures.applicationTeachersAidId, id));
    expect(link!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
