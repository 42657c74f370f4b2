import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { createDistrict, createSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { createSignatureRequest } from '../signatures/requests.ts';
import {
  DETAIL,
  callers,
  createApplication,
  createRoster,
  programTerm,
  type SchoolResult,
  type User,
} from './test-world.ts';

const RESEND = `mutation ($program: SchoolProgram!, $id: Int!) {
  resendPrincipalSignatureEmail(program: $program, applicationId: $id) }`;
const DETAILS = `query ($id: String!) { applicationSignatureDetails(applicationId: $id) { applicationId status } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success message } }`;

let api: TestApi;
let admin: User;
let educator: User;
let bbTerm: { id: number };

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
  bbTerm = await programTerm(api.db, 'BACKPACK_BUDDY', 2025);
});
afterAll(async () => {
  await api.close();
});

/** The token of the newest mailed signature link. */
async function latestLink() {
  const [mail] = await api.mails();
  const token = /\/principal-signature\/([\w-]+)/.exec(mail!.text)?.[1];
  return { mail: mail!, token: token! };
}

const resend = (program: string, id: number, caller: User | null = admin) =>
  api.gql<{ resendPrincipalSignatureEmail: boolean }>(
    RESEND,
    { program, id },
    { token: caller?.token },
  );

async function pendingBackpackBuddy() {
  const school = await createSchool(api.db, { name: 'Maple Elementary' });
  const { principal } = await createRoster(api.db, 'BACKPACK_BUDDY', school.id);
  const app = await createApplication(api.db, 'BACKPACK_BUDDY', {
    schoolId: school.id,
    termId: bbTerm.id,
    status: 'PENDING_PRINCIPAL',
  });
  return { school, principal, app };
}

describe('resendPrincipalSignatureEmail', () => {
  it('mails a new link to the principal; the old link stops working and the new one signs', async () => {
    const { school, principal, app } = await pendingBackpackBuddy();
    await createSignatureRequest(api.db, {
      program: 'BACKPACK_BUDDY',
      applicationId: app.id,
      principalEmail: principal.email!,
      principalFirstName: principal.firstName,
      schoolName: school.name,
      publicUrl: api.config.publicUrl,
      ttlDays: 30,
      submittedById: null,
    });
    const old = await latestLink();
    const before = await api.gql<{ applicationSignatureDetails: { applicationId: number } | null }>(
      DETAILS,
      { id: old.token },
    );
    expect(before.data!.applicationSignatureDetails).toMatchObject({ applicationId: app.id });

    const result = await resend('BACKPACK_BUDDY', app.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.resendPrincipalSignatureEmail).toBe(true);
    const fresh = await latestLink();
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.mail).toMatchObject({ to: principal.email, kind: 'principal-signature' });
    expect(fresh.mail.subject).toContain('Maple Elementary');

    const oldDetails = await api.gql<{ applicationSignatureDetails: unknown }>(DETAILS, {
      id: old.token,
    });
    expect(oldDetails.data!.applicationSignatureDetails).toBeNull();
    const signOld = await api.gql(SIGN, {
      input: { id: old.token, signeeName: 'Pat Lee', signeeEmail: principal.email },
    });
    expect(firstError(signOld)).toBe(MESSAGES.signatureLinkInvalid);
    const signNew = await api.gql<{ principalSignature: { success: boolean } }>(SIGN, {
      input: { id: fresh.token, signeeName: 'Pat Lee', signeeEmail: principal.email },
    });
    expect(signNew.errors).toBeUndefined();
    expect(signNew.data!.principalSignature.success).toBe(true);
    const [row] = await api.db
      .select({ status: applicationBackpackBuddy.status })
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, app.id));
    expect(row!.status).toBe('APPROVED');

    const view = await api.gql<{ school: SchoolResult }>(
      DETAIL.BACKPACK_BUDDY,
      { id: school.id },
      { token: admin.token },
    );
    expect(view.data!.school.history[0]).toMatchObject({
      action: 'RESEND_SIGNATURE_EMAIL',
      entityType: 'application_backpack_buddy',
      entityId: app.id,
      actorName: 'Ada Admin',
    });
  });

  it('is offered only while the signature is pending, and needs a principal', async () => {
    const term = await programTerm(api.db, 'TEACHERS_AID', 2025);
    const school = await createSchool(api.db);
    const approved = await createApplication(api.db, 'TEACHERS_AID', {
      schoolId: school.id,
      termId: term.id,
      status: 'APPROVED',
    });
    const mailsBefore = (await api.mails()).length;
    const refused = await resend('TEACHERS_AID', approved.id);
    expect(firstError(refused)).toBe(
      'The principal signature email can only be sent while the signature is pending',
    );
    const other = await createSchool(api.db);
    const pending = await createApplication(api.db, 'TEACHERS_AID', {
      schoolId: other.id,
      termId: term.id,
    });
    expect(firstError(await resend('TEACHERS_AID', pending.id))).toBe(MESSAGES.principalRequired);
    expect(firstError(await resend('SCHOOL_MARKET', pending.id))).toBe(MESSAGES.notFound);
    expect((await api.mails()).length).toBe(mailsBefore);
  });

  it("mails a Houston ISD school's School Market link to the primary point of contact", async () => {
    const term = await programTerm(api.db, 'SCHOOL_MARKET', 2025);
    const houston = await createDistrict(api.db, 'Houston ISD');
    const school = await createSchool(api.db, { districtId: houston.id });
    const { main } = await createRoster(api.db, 'SCHOOL_MARKET', school.id);
    const app = await createApplication(api.db, 'SCHOOL_MARKET', {
      schoolId: school.id,
      termId: term.id,
    });
    const result = await resend('SCHOOL_MARKET', app.id);
    expect(result.errors).toBeUndefined();
    expect((await latestLink()).mail.to).toBe(main.email);
  });

  it('is refused to educators and anonymous callers', async () => {
    const { app } = await pendingBackpackBuddy();
    const mailsBefore = (await api.mails()).length;
    expect(firstError(await resend('BACKPACK_BUDDY', app.id, educator))).toBe(MESSAGES.forbidden);
    expect(firstError(await resend('BACKPACK_BUDDY', app.id, null))).toBe(MESSAGES.notLoggedIn);
    expect((await api.mails()).length).toBe(mailsBefore);
  });
});
