import {
  EMAIL_MESSAGES,
  emailEditListSchema,
  emailEditSchema,
  emailTemplateByKey,
  emailTemplates,
} from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { adminEmails } from '../../db/schema/emails.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { AdminEmailInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { ensureEmailTemplates } from './templates.ts';

export const EMAILS_ENTITY = 'admin_emails';

/** Every catalogue template with its row (created with the defaults when missing). */
export async function listAdminEmails(db: DbOrTx) {
  await ensureEmailTemplates(db);
  const rows = await db
    .select({
      row: adminEmails,
      editor: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(adminEmails)
    .leftJoin(users, eq(users.id, adminEmails.updatedById));
  const byKey = new Map(rows.map((r) => [r.row.key, r]));
  return emailTemplates().flatMap((template) => {
    const found = byKey.get(template.key);
    if (!found) return [];
    const { row, editor } = found;
    const edited = row.updatedById !== null || row.updatedAt.getTime() > row.createdAt.getTime();
    return [
      {
        id: String(row.id),
        emailId: row.id,
        key: template.key,
        // Name, recipients and tags are the catalogue's (the code that sends the mail decides them).
        name: template.name,
        recipients: template.recipients,
        mergeTags: template.mergeTags.map((t) => `{${t.name}}`),
        mergeTagDetails: template.mergeTags.map((t) => ({ ...t, link: t.link ?? false })),
        status: row.status,
        subjectLine: row.subjectLine,
        messageBody: row.messageBody,
        subjectLineEs: row.subjectLineEs,
        messageBodyEs: row.messageBodyEs,
        program: template.program,
        lastEdited: edited ? row.updatedAt : null,
        lastEditedBy: editor ? `${editor.firstName} ${editor.lastName}` : null,
      },
    ];
  });
}

function emailError(index: number, emailId: number, field: string, message: string) {
  const path = `emails.${index}${field ? `.${field}` : ''}`;
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', field: path, emailId, issues: [{ path, message }] },
  });
}

/**
 * adminEditEmails: every email is checked against its own template (required subject and
 * message in English and Spanish, messages ≤ 5000, status from emailStatuses, only the
 * template's merge tags) before anything is written; then, in one transaction, the changed ones
 * are written and each change audited. An unknown emailId refuses the whole list. A caller that
 * sends no Spanish text (an older client) keeps the saved one.
 */
export async function editEmails(ctx: Context, input: readonly AdminEmailInput[]) {
  parseInput(emailEditListSchema, input);
  const actorId = ctx.viewer!.userId;
  await ctx.db.transaction(async (tx) => {
    await ensureEmailTemplates(tx);
    const ids = input.map((e) => e.emailId);
    const rows = await tx
      .select()
      .from(adminEmails)
      .where(inArray(adminEmails.id, ids))
      .orderBy(adminEmails.id)
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const changes = input.map((email, index) => {
      const row = byId.get(email.emailId);
      const template = row && emailTemplateByKey(row.key);
      if (!row || !template) {
        throw emailError(index, email.emailId, 'emailId', EMAIL_MESSAGES.unknownEmail);
      }
      const parsed = emailEditSchema(template).safeParse({
        status: email.status,
        subjectLine: email.subjectLine,
        messageBody: email.messageBody,
        subjectLineEs: email.subjectLineEs ?? row.subjectLineEs,
        messageBodyEs: email.messageBodyEs ?? row.messageBodyEs,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw emailError(index, email.emailId, issue.path.map(String).join('.'), issue.message);
      }
      return { row, edit: parsed.data };
    });
    for (const { row, edit } of changes) {
      const before = {
        status: row.status,
        subjectLine: row.subjectLine,
        messageBody: row.messageBody,
        subjectLineEs: row.subjectLineEs,
        messageBodyEs: row.messageBodyEs,
      };
      const changed = (Object.keys(edit) as (keyof typeof edit)[]).filter(
        (k) => edit[k] !== before[k],
      );
      if (changed.length === 0) continue;
      await tx
        .update(adminEmails)
        .set({ ...edit, updatedById: actorId, updatedAt: new Date() })
        .where(eq(adminEmails.id, row.id));
      await recordAudit(tx, {
        actorId,
        action: 'UPDATE_EMAIL',
        entityType: EMAILS_ENTITY,
        entityId: row.id,
        before,
        after: edit,
        keep: [],
      });
    }
  });
  return listAdminEmails(ctx.db);
}
