/**
 * The admin's edit of an email template (spec 3 §5: subject and message required, message at most
 * 5000 characters; §4: status from emailStatuses; §7 adminEditEmails), in English and Spanish.
 * The same schemas check the editor's Done and the server's mutation. Merge tags a text uses must
 * be the template's own.
 */
import { z } from 'zod';
import { enumValues } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import type { EmailTemplateDefinition } from './catalogue.ts';
import { tagsUsed } from './render.ts';

export const EMAIL_MESSAGE_MAX = 5000;
/** Ours: a subject line is one line of a mail client; 255 like other short texts. */
export const EMAIL_SUBJECT_MAX = 255;
/** Ours: how many templates one adminEditEmails may change. */
export const EMAIL_EDIT_MAX = 50;

export const EMAIL_MESSAGES = {
  unknownTag: (tag: string, allowed: readonly string[]) =>
    `Unknown merge tag {${tag}}. Use only: ${allowed.map((t) => `{${t}}`).join(', ')}`,
  unknownEmail: 'This email template does not exist.',
  tooManyEmails: (n: number) => `At most ${n} emails can be saved at once`,
  duplicateEmail: 'The same email is listed twice.',
  badStatus: 'Choose a status: Active or Inactive',
} as const;

function knownTags(allowed: readonly string[]) {
  return (text: string, ctx: z.RefinementCtx) => {
    const unknown = tagsUsed(text).find((t) => !allowed.includes(t));
    if (unknown)
      ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.unknownTag(unknown, allowed) });
  };
}

const subjectField = (allowed: readonly string[]) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(EMAIL_SUBJECT_MAX, MESSAGES.maxLength(EMAIL_SUBJECT_MAX))
    .regex(/^[^\r\n]*$/, 'A subject is one line')
    .superRefine(knownTags(allowed));

const messageField = (allowed: readonly string[]) =>
  z
    .string({ error: MESSAGES.required })
    .refine((v) => v.trim() !== '', MESSAGES.required)
    .refine((v) => v.length <= EMAIL_MESSAGE_MAX, MESSAGES.maxLength(EMAIL_MESSAGE_MAX))
    .superRefine(knownTags(allowed));

/**
 * A template's editable fields: what Done and the server accept for that template. The Spanish
 * subject and message (issue 20: a mail goes in its recipient's language) follow the English
 * ones' rules.
 */
export function emailEditSchema(template: Pick<EmailTemplateDefinition, 'mergeTags'>) {
  const allowed = template.mergeTags.map((t) => t.name);
  return z.object({
    status: z.enum(enumValues('emailStatuses'), { error: EMAIL_MESSAGES.badStatus }),
    subjectLine: subjectField(allowed),
    messageBody: messageField(allowed),
    subjectLineEs: subjectField(allowed),
    messageBodyEs: messageField(allowed),
  });
}
export type EmailEdit = z.output<ReturnType<typeof emailEditSchema>>;

/** The mutation's list before each email is checked against its template. */
export const emailEditListSchema = z
  .array(z.object({ emailId: z.number().int().positive() }).loose())
  .min(1, MESSAGES.required)
  .max(EMAIL_EDIT_MAX, EMAIL_MESSAGES.tooManyEmails(EMAIL_EDIT_MAX))
  .refine(
    (list) => new Set(list.map((e) => e.emailId)).size === list.length,
    EMAIL_MESSAGES.duplicateEmail,
  );
