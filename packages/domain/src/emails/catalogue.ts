/**
 * The mails the portal sends, each editable by admins (spec 3 §2 Program Settings › Emails, §3
 * Admin email). The catalogue is the code's half of a template: a stable key the sending code
 * names, who receives it, the merge tags its text may use, and the default texts a deployment
 * starts with (the database row holds the admin's current status, subject and message).
 *
 * A principal-signature request exists once per program whose registry entry has a signer (never
 * a switch on the program key), so a new signed program gets its template by its entry alone.
 *
 * Every template has an English and a Spanish text (issue 20): a mail goes in its recipient's
 * language. The Spanish defaults use exactly the merge tags of the English ones (emails.test.ts);
 * program names stay as they are (proper names), "the Food Bank" is "el Banco de Alimentos" and
 * the Partner Portal "el Portal de Socios", as on the screens.
 */
import type { EmailStatus } from '../enums.ts';
import type { Language } from '../i18n/language.ts';
import type { Program, ProgramEnum } from '../programs/entry.ts';
import { signedPrograms } from '../programs.ts';

/** A {tag} a template may use: what it stands for, and the value the preview shows. */
export interface MergeTag {
  readonly name: string;
  readonly description: string;
  readonly sample: string;
  /** The value is a web address: the HTML version makes it a link. */
  readonly link?: boolean;
}

export type EmailTemplateKind =
  | 'principalSignatureRequest'
  | 'applicationApproved'
  | 'accountCreated'
  | 'passwordReset'
  | 'reportReminder';

export interface EmailTemplateDefinition {
  /** Stable identifier of the template (the admin_emails row's key). */
  readonly key: string;
  readonly kind: EmailTemplateKind;
  /** The program the mail belongs to; null for portal-wide mails (accounts, passwords). */
  readonly program: ProgramEnum | null;
  readonly name: string;
  readonly recipients: string;
  readonly mergeTags: readonly MergeTag[];
  /** The outbox kind (the dev mailbox and tests tell mails apart by it). */
  readonly mailKind: string;
  readonly defaultStatus: EmailStatus;
  readonly defaultSubject: string;
  readonly defaultBody: string;
  /** The Spanish defaults: the same merge tags as the English ones. */
  readonly defaultSubjectEs: string;
  readonly defaultBodyEs: string;
}

const tag = (name: string, description: string, sample: string, link = false): MergeTag =>
  link ? { name, description, sample, link } : { name, description, sample };

const FIRST_NAME = tag('firstName', "The recipient's first name", 'Maria');
const SCHOOL_NAME = tag('schoolName', "The school's name", 'Lincoln Elementary');

export function principalSignatureKey(programEnum: ProgramEnum): string {
  return `principalSignatureRequest.${programEnum}`;
}

function principalSignatureTemplate(program: Program): EmailTemplateDefinition {
  const signer =
    program.signer === 'principal-or-primary-contact'
      ? 'The principal (or primary point of contact) named on the application'
      : 'The principal named on the application';
  return {
    key: principalSignatureKey(program.programEnum),
    kind: 'principalSignatureRequest',
    program: program.programEnum,
    name: `${program.name} Principal Signature Request`,
    recipients: signer,
    mergeTags: [
      tag('firstName', "The signer's first name", 'Maria'),
      tag('principalName', "The signer's full name", 'Maria Lopez'),
      SCHOOL_NAME,
      tag('programName', "The program's name", program.name),
      tag(
        'signatureLink',
        'The single-use link to review and sign the agreement',
        'https://portal.example.org/principal-signature/sample',
        true,
      ),
      tag('linkDays', 'How many days the link works', '14'),
    ],
    mailKind: 'principal-signature',
    defaultStatus: 'ACTIVE',
    defaultSubject: `Please sign the ${program.name} application of {schoolName}`,
    defaultBody: [
      'Hello {firstName},',
      '',
      `{schoolName} has applied to the Food Bank's ${program.name} program and named you as its principal.`,
      'Please read the program agreement and sign it electronically at this link:',
      '{signatureLink}',
      '',
      'The link works for {linkDays} days and can be used once. You do not need an account.',
    ].join('\n'),
    defaultSubjectEs: `Por favor, firme la solicitud de ${program.name} de {schoolName}`,
    defaultBodyEs: [
      'Hola, {firstName}:',
      '',
      `{schoolName} presentó una solicitud para el programa ${program.name} del Banco de Alimentos y lo(a) designó como su director(a).`,
      'Lea el acuerdo del programa y fírmelo electrónicamente en este enlace:',
      '{signatureLink}',
      '',
      'El enlace funciona durante {linkDays} días y se puede usar una sola vez. No necesita una cuenta.',
    ].join('\n'),
  };
}

export const APPLICATION_APPROVED_KEY = 'applicationApproved';
export const ACCOUNT_CREATED_KEY = 'accountCreated';
export const PASSWORD_RESET_KEY = 'passwordReset';
export const REPORT_REMINDER_KEY = 'reportReminder';

const PORTAL_TEMPLATES: readonly EmailTemplateDefinition[] = [
  {
    key: APPLICATION_APPROVED_KEY,
    kind: 'applicationApproved',
    program: null,
    name: 'Application Approved',
    recipients: 'The educator who submitted the application',
    mergeTags: [
      FIRST_NAME,
      SCHOOL_NAME,
      tag('programName', "The program's name", 'Backpack Buddy'),
      tag('termFormatted', 'The term of the application', 'SY 25-26'),
      tag('portalLink', 'The address of the portal', 'https://portal.example.org', true),
    ],
    mailKind: 'application-approved',
    defaultStatus: 'ACTIVE',
    defaultSubject: '{programName} application approved for {schoolName}',
    defaultBody: [
      'Hello {firstName},',
      '',
      'The {programName} application of {schoolName} for {termFormatted} is approved. Welcome to the program!',
      'Sign in to the Partner Portal to see your school:',
      '{portalLink}',
    ].join('\n'),
    // {termFormatted} is "año escolar 2025-2026" or "verano de 2026" in a Spanish mail.
    defaultSubjectEs: 'Solicitud de {programName} aprobada para {schoolName}',
    defaultBodyEs: [
      'Hola, {firstName}:',
      '',
      'La solicitud de {programName} de {schoolName} para el {termFormatted} fue aprobada. ¡Le damos la bienvenida al programa!',
      'Inicie sesión en el Portal de Socios para ver su escuela:',
      '{portalLink}',
    ].join('\n'),
  },
  {
    key: ACCOUNT_CREATED_KEY,
    kind: 'accountCreated',
    program: null,
    name: 'New User Welcome',
    recipients: 'A person whose account an administrator created',
    mergeTags: [
      FIRST_NAME,
      tag(
        'setPasswordLink',
        'The link to choose a first password',
        'https://portal.example.org/reset-password?token=sample',
        true,
      ),
      tag('linkDays', 'How many days the link works', '7'),
    ],
    mailKind: 'account-created',
    defaultStatus: 'ACTIVE',
    defaultSubject: 'Your Partner Portal account',
    defaultBody: [
      'Hello {firstName},',
      '',
      'An administrator of the Food Bank has created a Partner Portal account for you.',
      'Open this link within {linkDays} days to set your password:',
      '{setPasswordLink}',
      '',
      'Then sign in with this email address and your new password.',
    ].join('\n'),
    defaultSubjectEs: 'Su cuenta del Portal de Socios',
    defaultBodyEs: [
      'Hola, {firstName}:',
      '',
      'Un administrador del Banco de Alimentos creó para usted una cuenta del Portal de Socios.',
      'Abra este enlace dentro de los próximos {linkDays} días para establecer su contraseña:',
      '{setPasswordLink}',
      '',
      'Después, inicie sesión con esta dirección de correo electrónico y su nueva contraseña.',
    ].join('\n'),
  },
  {
    key: PASSWORD_RESET_KEY,
    kind: 'passwordReset',
    program: null,
    name: 'Password Reset',
    recipients: 'An educator who asked to reset their password',
    mergeTags: [
      FIRST_NAME,
      tag(
        'resetLink',
        'The link to choose a new password',
        'https://portal.example.org/reset-password?token=sample',
        true,
      ),
    ],
    mailKind: 'password-reset',
    defaultStatus: 'ACTIVE',
    defaultSubject: 'Reset your Partner Portal password',
    defaultBody: [
      'Hello {firstName},',
      '',
      'Someone asked to reset the password of your Food Bank Partner Portal account.',
      'Open this link within one hour to choose a new password:',
      '{resetLink}',
      '',
      'If you did not ask for this, you can ignore this email; your password stays the same.',
    ].join('\n'),
    defaultSubjectEs: 'Restablezca su contraseña del Portal de Socios',
    defaultBodyEs: [
      'Hola, {firstName}:',
      '',
      'Alguien solicitó restablecer la contraseña de su cuenta del Portal de Socios del Banco de Alimentos.',
      'Abra este enlace dentro de una hora para elegir una contraseña nueva:',
      '{resetLink}',
      '',
      'Si usted no lo solicitó, puede ignorar este correo electrónico; su contraseña no cambiará.',
    ].join('\n'),
  },
  {
    key: REPORT_REMINDER_KEY,
    kind: 'reportReminder',
    program: 'BACKPACK_BUDDY',
    name: 'Monthly Report Reminder',
    recipients:
      'Educators of an approved Backpack Buddy school whose report of last month is not submitted',
    mergeTags: [
      FIRST_NAME,
      SCHOOL_NAME,
      tag('month', 'The month of the missing report', 'March 2026'),
      tag(
        'reportsLink',
        "The link to the school's reports",
        'https://portal.example.org/backpack-buddy/reports',
        true,
      ),
    ],
    mailKind: 'report-reminder',
    defaultStatus: 'ACTIVE',
    defaultSubject: 'Your {month} distribution report for {schoolName}',
    defaultBody: [
      'Hello {firstName},',
      '',
      'The {month} Backpack Buddy distribution report of {schoolName} has not been submitted yet.',
      'Please submit it in the Partner Portal:',
      '{reportsLink}',
    ].join('\n'),
    // {month} is "marzo de 2026" in a Spanish mail.
    defaultSubjectEs: 'Su informe de distribución de {month} para {schoolName}',
    defaultBodyEs: [
      'Hola, {firstName}:',
      '',
      'El informe de distribución de Backpack Buddy de {schoolName} correspondiente a {month} todavía no se ha enviado.',
      'Envíelo en el Portal de Socios:',
      '{reportsLink}',
    ].join('\n'),
  },
];

/** Every template, in the order the admin list shows them. */
export function emailTemplates(): readonly EmailTemplateDefinition[] {
  return [...signedPrograms().map(principalSignatureTemplate), ...PORTAL_TEMPLATES];
}

export function emailTemplateByKey(key: string): EmailTemplateDefinition | undefined {
  return emailTemplates().find((template) => template.key === key);
}

/** A template's default texts in a language (a new row's, and what the tests compare with). */
export function defaultTexts(
  template: EmailTemplateDefinition,
  language: Language,
): { subjectLine: string; messageBody: string } {
  return language === 'es'
    ? { subjectLine: template.defaultSubjectEs, messageBody: template.defaultBodyEs }
    : { subjectLine: template.defaultSubject, messageBody: template.defaultBody };
}

/** The sample values of a template's tags (the preview). */
export function sampleValues(template: Pick<EmailTemplateDefinition, 'mergeTags'>) {
  return Object.fromEntries(template.mergeTags.map((t) => [t.name, t.sample]));
}
