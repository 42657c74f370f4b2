// The APPLICATION grant (user_schools, source APPLICATION) lasts only while an approved
// application of that account gives the school, and goes to the educator who submitted the
// application (not one who only started it). Admin grants are never touched.
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type SchoolProgram } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { schoolTeamMembers, userSchools } from '../../db/schema/schools.ts';
import {
  createDistrict,
  createSchool,
  createTerm,
  createUser,
  grantSchool,
  setProgramSettings,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { createApplication, programTerm } from '../admin-schools/test-world.ts';

const SET_STATUS = `mutation ($input: AdminUpdateApplicationsInput!) { adminUpdateApplications(input: $input) { id } }`;
const DELETE = `mutation ($program: SchoolProgram!, $id: Int!) {
  adminDeleteApplication(program: $program, applicationId: $id) { id } }`;
const ME = `query { educatorUser { schools { schoolId } } }`;
const STEP_ONE = `mutation ($input: SaveApplicationStepOneInput!) {
  saveApplicationStepOne(input: $input) { applicationBackpackBuddyId } }`;
const STEP_TWO = `mutation ($input: SaveApplicationStepTwoInput!) {
  saveApplicationStepTwo(input: $input) { applicationBackpackBuddyId } }`;
const STEP_THREE = `mutation ($input: SaveApplicationStepThreeInput!) {
  saveApplicationStepThree(input: $input) { status } }`;
const APPLICATION = `query ($id: Int!) { applicationBackpackBuddy(id: $id) { status submittedBy { email } } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success } }`;

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let district: Awaited<ReturnType<typeof createDistrict>>;
let term: { id: number; year: number };
let years = 2100;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  district = await createDistrict(api.db, 'Grant ISD');
  term = await createTerm(api.db, { year: 2025 });
  await setProgramSettings(api.db, {
    program: 'BACKPACK_BUDDY',
    schoolEnabled: true,
    summerEnabled: false,
  });
});
afterAll(async () => {
  await api.close();
});

const grantOf = async (userId: number, schoolId: number) =>
  (
    await api.db
      .select({ source: userSchools.source })
      .from(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.schoolId, schoolId)))
  )[0]?.source;

const schoolsOf = async (token: string) =>
  (
    await api.gql<{ educatorUser: { schools: { schoolId: number }[] } }>(ME, {}, { token })
  ).data!.educatorUser.schools.map((s) => s.schoolId);

const setStatus = (program: SchoolProgram, schoolId: number, id: number, status: string) =>
  api.gql(
    SET_STATUS,
    { input: { program, schoolId, applications: [{ id, status }] } },
    { token: admin.token },
  );

/** An APPROVED application of the program submitted by the user, in a term of its own. */
async function approvedApplication(program: SchoolProgram, schoolId: number, userId: number) {
  const own = await programTerm(api.db, program, (years += 1));
  return createApplication(api.db, program, {
    schoolId,
    termId: own.id,
    status: 'APPROVED',
    submittedById: userId,
  });
}

/** A school granted to an educator by the approval of their Backpack Buddy application. */
async function grantedByApproval() {
  const school = await createSchool(api.db, { districtId: district.id, type: 'HIGH' });
  const educator = await createUser(api.db);
  const app = await approvedApplication('BACKPACK_BUDDY', school.id, educator.id);
  await grantSchool(api.db, educator.id, school.id, 'APPLICATION');
  expect(await schoolsOf(educator.token)).toEqual([school.id]);
  return { school, educator, app };
}

describe('an approved application grants the school only while it is approved', () => {
  it.each(['DENIED', 'WITHDRAWN'])(
    "an admin's change to %s takes the applicant's grant away, audited",
    async (status) => {
      const { school, educator, app } = await grantedByApproval();
      const result = await setStatus('BACKPACK_BUDDY', school.id, app.id, status);
      expect(result.errors).toBeUndefined();
      expect(await grantOf(educator.id, school.id)).toBeUndefined();
      expect(await schoolsOf(educator.token)).toEqual([]);
      const entries = await api.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, educator.id)));
      expect(entries).toMatchObject([
        {
          actorId: admin.id,
          action: 'REVOKE_SCHOOL_GRANT',
          before: { schoolIds: [school.id] },
          after: { schoolIds: [] },
        },
      ]);

      // Approved again: granted again.
      expect((await setStatus('BACKPACK_BUDDY', school.id, app.id, 'APPROVED')).errors).toBe(
        undefined,
      );
      expect(await grantOf(educator.id, school.id)).toBe('APPLICATION');
    },
  );

  it("an admin's deletion of the approved application takes the grant away", async () => {
    const { school, educator, app } = await grantedByApproval();
    const result = await api.gql(
      DELETE,
      { program: 'BACKPACK_BUDDY', id: app.id },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect(await grantOf(educator.id, school.id)).toBeUndefined();
    expect(await schoolsOf(educator.token)).toEqual([]);
  });

  it('a waitlisted School Market application no longer grants the school', async () => {
    const school = await createSchool(api.db, { districtId: district.id, type: 'HIGH' });
    const educator = await createUser(api.db);
    const app = await approvedApplication('SCHOOL_MARKET', school.id, educator.id);
    await grantSchool(api.db, educator.id, school.id, 'APPLICATION');
    expect((await setStatus('SCHOOL_MARKET', school.id, app.id, 'WAITLISTED')).errors).toBe(
      undefined,
    );
    expect(await grantOf(educator.id, school.id)).toBeUndefined();
  });

  it('keeps the grant while another approved application of the same educator gives the school (any program)', async () => {
    const { school, educator, app } = await grantedByApproval();
    const other = await approvedApplication('TEACHERS_AID', school.id, educator.id);

    expect((await setStatus('BACKPACK_BUDDY', school.id, app.id, 'DENIED')).errors).toBe(undefined);
    expect(await grantOf(educator.id, school.id)).toBe('APPLICATION');

    // The last one goes: so does the grant.
    const gone = await api.gql(
      DELETE,
      { program: 'TEACHERS_AID', id: other.id },
      { token: admin.token },
    );
    expect(gone.errors).toBeUndefined();
    expect(await grantOf(educator.id, school.id)).toBeUndefined();
  });

  it("another educator's approved application of the school does not keep this one's grant", async () => {
    const { school, educator, app } = await grantedByApproval();
    const colleague = await createUser(api.db);
    await approvedApplication('BACKPACK_BUDDY', school.id, colleague.id);
    await grantSchool(api.db, colleague.id, school.id, 'APPLICATION');

    expect((await setStatus('BACKPACK_BUDDY', school.id, app.id, 'DENIED')).errors).toBe(undefined);
    expect(await grantOf(educator.id, school.id)).toBeUndefined();
    expect(await grantOf(colleague.id, school.id)).toBe('APPLICATION');
  });

  it("never takes away an admin's grant", async () => {
    const school = await createSchool(api.db, { districtId: district.id, type: 'HIGH' });
    const educator = await createUser(api.db);
    await grantSchool(api.db, educator.id, school.id, 'ADMIN');
    const app = await approvedApplication('BACKPACK_BUDDY', school.id, educator.id);

    expect((await setStatus('BACKPACK_BUDDY', school.id, app.id, 'DENIED')).errors).toBe(undefined);
    expect(await grantOf(educator.id, school.id)).toBe('ADMIN');
    expect(
      (await api.gql(DELETE, { program: 'BACKPACK_BUDDY', id: app.id }, { token: admin.token }))
        .errors,
    ).toBeUndefined();
    expect(await grantOf(educator.id, school.id)).toBe('ADMIN');
    expect(await schoolsOf(educator.token)).toEqual([school.id]);
  });

  it('changes nothing when the status change is refused', async () => {
    const { school, educator, app } = await grantedByApproval();
    const refused = await setStatus('BACKPACK_BUDDY', school.id, app.id, 'IN_PROGRESS');
    expect(refused.errors).toBeDefined();
    expect(await grantOf(educator.id, school.id)).toBe('APPLICATION');
  });
});

describe('the grant goes to the educator who submitted the application', () => {
  const roster = [
    {
      type: 'PRINCIPAL',
      firstName: 'Pam',
      lastName: 'Real',
      phone: '7135550199',
      email: 'pam@grant.test',
    },
    {
      type: 'PRIMARY',
      firstName: 'Ray',
      lastName: 'Real',
      phone: '7135550198',
      email: 'ray@grant.test',
    },
  ];

  it("a draft's starter gains nothing when a colleague of the school submits it", async () => {
    const school = await createSchool(api.db, { districtId: district.id, type: 'HIGH' });
    await api.db.insert(schoolTeamMembers).values(
      roster.map((m) => ({
        schoolId: school.id,
        program: 'BACKPACK_BUDDY' as const,
        type: m.type as 'PRINCIPAL' | 'PRIMARY',
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
      })),
    );
    const starter = await createUser(api.db);
    // Issue 20: the submitter speaks Spanish, the starter English; the mails follow the submitter.
    const colleague = await createUser(api.db, { language: 'es' });
    await grantSchool(api.db, colleague.id, school.id, 'ADMIN');

    // Somebody with no link to the school starts the application (steps 1 and 2)…
    const one = await api.gql<{ saveApplicationStepOne: { applicationBackpackBuddyId: number } }>(
      STEP_ONE,
      {
        input: {
          draft: false,
          termId: term.id,
          new: true,
          schoolType: 'HIGH',
          districtId: district.id,
          schoolId: school.id,
          address1: '1 Grant St',
          city: 'Houston',
          county: 'HARRIS',
          state: 'TX',
          zip: '77001',
          gradesServed: ['9'],
          teamMembers: roster,
        },
      },
      { token: starter.token },
    );
    expect(one.errors).toBeUndefined();
    const id = one.data!.saveApplicationStepOne.applicationBackpackBuddyId;
    const two = await api.gql(
      STEP_TWO,
      {
        input: {
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
        },
      },
      { token: starter.token },
    );
    expect(two.errors).toBeUndefined();

    // …and the school's own educator signs the agreement and submits it.
    const three = await api.gql(
      STEP_THREE,
      {
        input: {
          applicationBackpackBuddyId: id,
          draft: false,
          nameSignFirst: 'Ray Real',
          nameSignSecond: 'Ray Real',
          nameSignThird: 'Ray Real',
          agreeToProgramPurpose: true,
          agreeToProgramResponsibilities: true,
          agreeNondiscrimination: true,
          verifyPrincipalEmail: 'pam@grant.test',
        },
      },
      { token: colleague.token },
    );
    expect(three.data).toEqual({ saveApplicationStepThree: { status: 'PENDING_PRINCIPAL' } });
    const [row] = await api.db
      .select({ submittedById: applicationBackpackBuddy.submittedById })
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, id));
    expect(row!.submittedById).toBe(colleague.id);
    // The application is the submitter's now: the principal's page and the admin show them.
    const view = await api.gql(APPLICATION, { id }, { token: colleague.token });
    expect(view.data).toMatchObject({
      applicationBackpackBuddy: { submittedBy: { email: colleague.email } },
    });
    expect(firstError(await api.gql(APPLICATION, { id }, { token: starter.token }))).toBe(
      MESSAGES.notFound,
    );

    // The principal signs: approval grants the submitter (who already had the school), never
    // the starter.
    const [mail] = (await api.db.select().from(mailOutbox)).filter(
      (m) => m.to === 'pam@grant.test',
    );
    // A principal has no account: the request goes in the submitter's language.
    expect(mail!.subject).toBe(`Por favor, firme la solicitud de Backpack Buddy de ${school.name}`);
    expect(mail!.text).toMatch(/^Hola, Pam:\n/);
    const token = /principal-signature\/([\w-]+)/.exec(mail!.text)![1]!;
    const signed = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pam Real', signeeEmail: 'pam@grant.test' },
    });
    expect(signed.errors).toBeUndefined();
    expect(await grantOf(starter.id, school.id)).toBeUndefined();
    expect(await schoolsOf(starter.token)).toEqual([]);
    expect(await grantOf(colleague.id, school.id)).toBe('ADMIN');

    // The approval is mailed to the submitter, from the Application Approved template.
    const approved = (await api.db.select().from(mailOutbox)).filter(
      (m) => m.kind === 'application-approved',
    );
    expect(approved.map((m) => m.to)).toContain(colleague.email);
    expect(approved.map((m) => m.to)).not.toContain(starter.email);
    const toColleague = approved.find((m) => m.to === colleague.email)!;
    expect(toColleague.subject).toBe(`Solicitud de Backpack Buddy aprobada para ${school.name}`);
    expect(toColleague.text).toContain('para el año escolar 2025-2026 fue aprobada.');
  });
});

describe('the Application Approved mail', () => {
  const approvedMailsTo = async (email: string) =>
    (await api.db.select().from(mailOutbox)).filter(
      (m) => m.kind === 'application-approved' && m.to === email,
    );
  const EMAILS = `query { adminEmails { emailId key status subjectLine messageBody } }`;
  const EDIT = `mutation ($e: [AdminEmailInput!]!) { adminEditEmails(emails: $e) { emailId } }`;
  async function setApprovedTemplate(status: 'ACTIVE' | 'INACTIVE') {
    const list = await api.gql<{
      adminEmails: {
        emailId: number;
        key: string;
        status: string;
        subjectLine: string;
        messageBody: string;
      }[];
    }>(EMAILS, {}, { token: admin.token });
    const { key: _key, ...template } = list.data!.adminEmails.find(
      (e) => e.key === 'applicationApproved',
    )!;
    const edited = await api.gql(EDIT, { e: [{ ...template, status }] }, { token: admin.token });
    expect(edited.errors).toBeUndefined();
  }

  it("goes to the submitter when an admin approves, with the school's name and the term", async () => {
    const school = await createSchool(api.db, { districtId: district.id, name: 'Mailbox High' });
    const educator = await createUser(api.db, { firstName: 'Mia' });
    const own = await programTerm(api.db, 'BACKPACK_BUDDY', (years += 1));
    const app = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: own.id,
      status: 'PENDING_PRINCIPAL',
      submittedById: educator.id,
    });
    expect((await setStatus('BACKPACK_BUDDY', school.id, app.id, 'APPROVED')).errors).toBe(
      undefined,
    );
    const [mail, ...more] = await approvedMailsTo(educator.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Backpack Buddy application approved for Mailbox High');
    expect(mail!.text).toContain('Hello Mia,');
    expect(mail!.text).toContain(`${years}-${years + 1} School Year`);
    expect(mail!.text).toContain('http://portal.test/login');
  });

  it("goes in the submitter's language: Spanish texts and the term in Spanish (issue 20)", async () => {
    const school = await createSchool(api.db, { districtId: district.id, name: 'Buzón High' });
    const educator = await createUser(api.db, { firstName: 'Lupe', language: 'es' });
    const own = await programTerm(api.db, 'BACKPACK_BUDDY', (years += 1));
    const app = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: own.id,
      status: 'PENDING_PRINCIPAL',
      submittedById: educator.id,
    });
    expect((await setStatus('BACKPACK_BUDDY', school.id, app.id, 'APPROVED')).errors).toBe(
      undefined,
    );
    const [mail, ...more] = await approvedMailsTo(educator.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Solicitud de Backpack Buddy aprobada para Buzón High');
    expect(mail!.text).toBe(
      [
        'Hola, Lupe:',
        '',
        `La solicitud de Backpack Buddy de Buzón High para el año escolar ${years}-${years + 1} fue aprobada. ¡Le damos la bienvenida al programa!`,
        'Inicie sesión en el Portal de Socios para ver su escuela:',
        'http://portal.test/login',
      ].join('\n'),
    );
  });

  it('is not sent while its template is inactive; the approval still happens', async () => {
    const school = await createSchool(api.db, { districtId: district.id });
    const educator = await createUser(api.db);
    const own = await programTerm(api.db, 'BACKPACK_BUDDY', (years += 1));
    const app = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: own.id,
      status: 'PENDING_PRINCIPAL',
      submittedById: educator.id,
    });
    await setApprovedTemplate('INACTIVE');
    try {
      expect((await setStatus('BACKPACK_BUDDY', school.id, app.id, 'APPROVED')).errors).toBe(
        undefined,
      );
      expect(await approvedMailsTo(educator.email)).toEqual([]);
      expect(await grantOf(educator.id, school.id)).toBe('APPLICATION');
    } finally {
      await setApprovedTemplate('ACTIVE');
    }
  });
});
