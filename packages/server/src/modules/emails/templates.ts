import {
  emailTemplateByKey,
  emailTemplates,
  renderTemplate,
  type EmailTemplateDefinition,
  type Language,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { pino, type Logger } from 'pino';
import type { DbOrTx } from '../../db/client.ts';
import { adminEmails } from '../../db/schema/emails.ts';
import { loggerOptions } from '../../http/logging.ts';
import { enqueueMail } from '../../services/mail/outbox.ts';

export type AdminEmailRow = typeof adminEmails.$inferSelect;

function rowOf(template: EmailTemplateDefinition) {
  return {
    key: template.key,
    program: template.program,
    name: template.name,
    recipients: template.recipients,
    mergeTags: template.mergeTags.map((t) => `{${t.name}}`),
    status: template.defaultStatus,
    subjectLine: template.defaultSubject,
    messageBody: template.defaultBody,
    subjectLineEs: template.defaultSubjectEs,
    messageBodyEs: template.defaultBodyEs,
  };
}

/** The row's texts in a language. */
function textsIn(row: AdminEmailRow, language: Language) {
  return language === 'es'
    ? { subjectLine: row.subjectLineEs, messageBody: row.messageBodyEs }
    : { subjectLine: row.subjectLine, messageBody: row.messageBody };
}

/**
 * Makes sure the catalogue's templates have their rows, with the default texts: an idempotent
 * insert that never overwrites an admin's edit. Run on first use (the admin list, every send)
 * rather than at startup, so every database — a deployment, a test's, a fresh one — has them
 * without a startup step; a template added to the catalogue later appears the same way.
 */
export async function ensureEmailTemplates(
  tx: DbOrTx,
  templates: readonly EmailTemplateDefinition[] = emailTemplates(),
): Promise<void> {
  if (templates.length === 0) return;
  await tx
    .insert(adminEmails)
    .values(templates.map(rowOf))
    .onConflictDoNothing({ target: adminEmails.key });
}

/** A template's row (created with the defaults when missing). */
export async function templateRow(tx: DbOrTx, key: string): Promise<AdminEmailRow> {
  const template = emailTemplateByKey(key);
  if (!template) throw new Error(`No email template ${key}`);
  const read = () => tx.select().from(adminEmails).where(eq(adminEmails.key, key)).limit(1);
  let [row] = await read();
  if (!row) {
    await ensureEmailTemplates(tx, [template]);
    [row] = await read();
  }
  return row!;
}

let fallbackLogger: Logger | undefined;
function defaultLogger(): Logger {
  fallbackLogger ??= pino(
    loggerOptions(process.env.VITEST ? 'silent' : process.env.LOG_LEVEL?.trim() || 'info'),
  );
  return fallbackLogger;
}

/**
 * Puts a mail made from a template into the outbox, in the caller's transaction, with the merge
 * tags replaced now (at enqueue time), in the recipient's language (the template's English or
 * Spanish texts; the caller gives values in that language too). An INACTIVE template sends
 * nothing in either language (the change that would have mailed still commits); that is logged
 * at info with the template's key only. Returns whether a mail was enqueued.
 */
export async function sendTemplatedMail(
  tx: DbOrTx,
  mail: {
    key: string;
    to: string;
    language: Language;
    values: Readonly<Record<string, string>>;
  },
  logger: Pick<Logger, 'info'> = defaultLogger(),
): Promise<boolean> {
  const template = emailTemplateByKey(mail.key);
  if (!template) throw new Error(`No email template ${mail.key}`);
  const row = await templateRow(tx, mail.key);
  if (row.status !== 'ACTIVE') {
    logger.info({ emailTemplate: mail.key }, 'email template is inactive: mail not sent');
    return false;
  }
  const rendered = renderTemplate(
    { ...textsIn(row, mail.language), mergeTags: template.mergeTags },
    mail.values,
  );
  await enqueueMail(tx, { to: mail.to, kind: template.mailKind, ...rendered });
  return true;
}
