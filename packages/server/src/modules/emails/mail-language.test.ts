/**
 * Issue 20: every mail goes in its recipient's language. Each template has a Spanish subject and
 * message (seeded with the catalogue's Spanish defaults, edited by admins like the English ones);
 * a Spanish-speaking recipient gets them, an English-speaking one the English, through the
 * outbox. A principal, who has no account, gets the language of the submitting educator.
 */
import {
  EMAIL_MESSAGES,
  PASSWORD_RESET_KEY,
  emailTemplates,
  principalSignatureKey,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { adminEmails } from '../../db/schema/emails.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import {
  createBackpackBuddyApplication,
  createSchool,
  createTerm,
  createUser,
} from '../../testing/factories.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { inviteNewAccount } from '../admin-users/account-invite.ts';
import { createSignatureRequest } from '../signatures/requests.ts';

const EMAILS = `query { adminEmails { emailId key status subjectLine messageBody subjectLineEs messageBodyEs } }`;
const EDIT = `mutation ($e: [AdminEmailInput!]!) { adminEditEmails(emails: $e) { emailId subjectLineEs } }`;
const FORGOT = `mutation ($input: SendPasswordResetEmailInput!) { sendPasswordResetEmail(input: $input) { success } }`;

interface AdminEmail {
  emailId: number;
  key: string;
  status: string;
  subjectLine: string;
  messageBody: string;
  subjectLineEs: string;
  messageBodyEs: string;
}

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await api.close();
});

const mailsTo = (to: string) => api.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function templates(): Promise<AdminEmail[]> {
  const result = await api.gql<{ adminEmails: AdminEmail[] }>(EMAILS, {}, { token: admin.token });
  expect(result.errors).toBeUndefined();
  return result.data!.adminEmails;
}
const template = async (key: string) => (await templates()).find((t) => t.key === key)!;
/** The template as adminEditEmails takes it (without its key). */
const asInput = ({ key: _key, ...rest }: AdminEmail) => rest;

describe('the Spanish texts of the templates', () => {
  it("starts every template with the catalogue's Spanish defaults", async () => {
    const rows = await templates();
    expect(rows.map((r) => r.key)).toEqual(emailTemplates().map((t) => t.key));
    for (const definition of emailTemplates()) {
      expect(rows.find((r) => r.key === definition.key)).toMatchObject({
        subjectLine: definition.defaultSubject,
        subjectLineEs: definition.defaultSubjectEs,
        messageBodyEs: definition.defaultBodyEs,
      });
    }
  });

  it('saves an edited Spanish subject and message, audited, and leaves the English alone', async () => {
    const before = await template(PASSWORD_RESET_KEY);
    const edited = await api.gql(
      EDIT,
      {
        e: [
          {
            ...asInput(before),
            subjectLineEs: 'Nueva contraseña para {firstName}',
            messageBodyEs: 'Hola, {firstName}: {resetLink}',
          },
        ],
      },
      { token: admin.token },
    );
    expect(edited.errors).toBeUndefined();
    const after = await template(PASSWORD_RESET_KEY);
    expect(after).toMatchObject({
      subjectLine: before.subjectLine,
      messageBody: before.messageBody,
      subjectLineEs: 'Nueva contraseña para {firstName}',
      messageBodyEs: 'Hola, {firstName}: {resetLink}',
    });
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'admin_emails'), eq(auditLog.entityId, before.emailId)));
    expect(entry!.after).toEqual({
      subjectLineEs: 'Nueva contraseña para {firstName}',
      messageBodyEs: 'Hola, {firstName}: {resetLink}',
    });

    // An edit without Spanish texts (an older client) keeps the saved ones.
    const english = await api.gql(
      EDIT,
      { e: [{ ...asInput(after), subjectLineEs: undefined, messageBodyEs: undefined }] },
      { token: admin.token },
    );
    expect(english.errors).toBeUndefined();
    expect((await template(PASSWORD_RESET_KEY)).subjectLineEs).toBe(
      'Nueva contraseña para {firstName}',
    );

    // Back to the defaults for the tests below.
    const reset = await api.gql(EDIT, { e: [asInput(before)] }, { token: admin.token });
    expect(reset.errors).toBeUndefined();
  });

  it.each([
    [
      'an unknown tag in the Spanish message',
      { messageBodyEs: 'Hola, {nombre}' },
      'messageBodyEs',
      EMAIL_MESSAGES.unknownTag('nombre', ['firstName', 'resetLink']),
    ],
    ['an empty Spanish subject', { subjectLineEs: '   ' }, 'subjectLineEs', 'Required'],
    [
      'a Spanish message over 5000 characters',
      { messageBodyEs: 'x'.repeat(5001) },
      'messageBodyEs',
      'Must be 5000 characters or less',
    ],
  ])('refuses %s like the English, and saves nothing', async (_name, change, field, message) => {
    const before = await template(PASSWORD_RESET_KEY);
    const result = await api.gql(
      EDIT,
      { e: [{ ...asInput(before), subjectLine: 'Changed', ...change }] },
      { token: admin.token },
    );
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: `emails.0.${field}` },
    });
    expect(await template(PASSWORD_RESET_KEY)).toEqual(before);
  });
});

describe('a mail in its recipient’s language', () => {
  it('sends the password reset in the account’s stored language', async () => {
    const rosa = await createUser(api.db, { firstName: 'Rosa', email: 'rosa@mail.test' });
    const lucia = await createUser(api.db, {
      firstName: 'Lucía',
      email: 'lucia@mail.test',
      language: 'es',
    });
    for (const email of [rosa.email, lucia.email]) {
      const result = await api.gql(FORGOT, { input: { email } });
      expect(result.errors).toBeUndefined();
    }
    const [english] = await mailsTo(rosa.email);
    expect(english!.subject).toBe('Reset your Partner Portal password');
    expect(english!.text).toMatch(/^Hello Rosa,\n/);
    const [spanish] = await mailsTo(lucia.email);
    expect(spanish!.subject).toBe('Restablezca su contraseña del Portal de Socios');
    expect(spanish!.text).toMatch(/^Hola, Lucía:\n/);
    expect(spanish!.text).toContain('Abra este enlace dentro de una hora');
    expect(spanish!.text).toMatch(/http:\/\/portal\.test\/reset-password\?token=[\w-]+/);
    expect(spanish!.html).toContain('<p>Hola, Lucía:</p>');
  });

  it("uses the admin's Spanish edit for a Spanish recipient only", async () => {
    const before = await template(PASSWORD_RESET_KEY);
    await api.gql(
      EDIT,
      { e: [{ ...asInput(before), subjectLineEs: 'Contraseña de {firstName}' }] },
      { token: admin.token },
    );
    const es = await createUser(api.db, { firstName: 'Eva', language: 'es' });
    const en = await createUser(api.db, { firstName: 'Ed' });
    await api.gql(FORGOT, { input: { email: es.email } });
    await api.gql(FORGOT, { input: { email: en.email } });
    expect((await mailsTo(es.email))[0]!.subject).toBe('Contraseña de Eva');
    expect((await mailsTo(en.email))[0]!.subject).toBe('Reset your Partner Portal password');
    await api.gql(EDIT, { e: [asInput(before)] }, { token: admin.token });
  });

  it('sends nothing in either language while the template is inactive', async () => {
    const before = await template(PASSWORD_RESET_KEY);
    await api.gql(
      EDIT,
      { e: [{ ...asInput(before), status: 'INACTIVE' }] },
      { token: admin.token },
    );
    try {
      const es = await createUser(api.db, { language: 'es' });
      const en = await createUser(api.db);
      await api.gql(FORGOT, { input: { email: es.email } });
      await api.gql(FORGOT, { input: { email: en.email } });
      expect(await mailsTo(es.email)).toEqual([]);
      expect(await mailsTo(en.email)).toEqual([]);
    } finally {
      await api.gql(EDIT, { e: [asInput(before)] }, { token: admin.token });
    }
  });

  it('sends a new account’s welcome in its language', async () => {
    const person = await createUser(api.db, { firstName: 'Nora', language: 'es' });
    await api.db.transaction((tx) => inviteNewAccount(tx, 'http://portal.test', person));
    const [mail] = await mailsTo(person.email);
    expect(mail).toMatchObject({
      kind: 'account-created',
      subject: 'Su cuenta del Portal de Socios',
    });
    expect(mail!.text).toContain('dentro de los próximos 7 días para establecer su contraseña:');
  });

  describe('the principal signature request (the principal has no account)', () => {
    let termId: number;
    beforeAll(async () => {
      termId = (await createTerm(api.db, { program: 'BACKPACK_BUDDY', year: 2031 })).id;
    });

    async function request(principalEmail: string, submittedById: number | null) {
      const school = await createSchool(api.db, { name: `Escuela ${principalEmail}` });
      const app = await createBackpackBuddyApplication(api.db, {
        schoolId: school.id,
        termId,
        status: 'PENDING_PRINCIPAL',
      });
      await api.db.transaction((tx) =>
        createSignatureRequest(tx, {
          program: 'BACKPACK_BUDDY',
          applicationId: app.id,
          principalEmail,
          principalFirstName: 'Pilar',
          schoolName: school.name,
          publicUrl: 'http://portal.test',
          ttlDays: 14,
          submittedById,
        }),
      );
      const [mail, ...more] = await mailsTo(principalEmail);
      expect(more).toEqual([]);
      return { mail: mail!, school };
    }

    it('goes in the language of the educator who submitted the application', async () => {
      const educator = await createUser(api.db, { language: 'es' });
      const { mail, school } = await request('pilar@es.test', educator.id);
      expect(mail.subject).toBe(
        `Por favor, firme la solicitud de Backpack Buddy de ${school.name}`,
      );
      expect(mail.text).toContain(
        'El enlace funciona durante 14 días y se puede usar una sola vez.',
      );
      expect(mail.html).toMatch(/<a href="http:\/\/portal\.test\/principal-signature\/[\w-]+">/);
    });

    it('goes in English for an English-speaking submitter, or when there is none', async () => {
      const educator = await createUser(api.db);
      const english = await request('pat@en.test', educator.id);
      expect(english.mail.subject).toBe(
        `Please sign the Backpack Buddy application of ${english.school.name}`,
      );
      const nobody = await request('pam@none.test', null);
      expect(nobody.mail.subject).toMatch(/^Please sign the Backpack Buddy application of /);
    });
  });

  it("keeps the key's Spanish template for a program's signature request", async () => {
    const [row] = await api.db
      .select({ subject: adminEmails.subjectLineEs })
      .from(adminEmails)
      .where(eq(adminEmails.key, principalSignatureKey('TEACHERS_AID')));
    expect(row!.subject).toBe('Por favor, firme la solicitud de Teachers Aid de {schoolName}');
  });
});
