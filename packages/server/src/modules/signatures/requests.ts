import { DEFAULT_LANGUAGE, programByEnum, type Language, type SchoolProgram } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { sendPrincipalSignatureMail } from '../emails/mails.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

/**
 * A signature link for the principal: a random token (only its hash is stored) that expires and
 * is spent by signing, mailed through the outbox in the caller's transaction. The program's name
 * and principal_signatures column come from its registry entry (name, applicationIdField); this
 * file is imported by program modules, so it reads the domain registry, not the server one.
 *
 * The mail's language (issue 20): a principal has no account, so no language of their own; the
 * request goes in the language of the educator who submitted the application (who chose the
 * principal and most likely shares their language), English when there is none.
 */
export async function createSignatureRequest(
  tx: DbOrTx,
  input: {
    program: SchoolProgram;
    applicationId: number;
    principalEmail: string;
    principalFirstName: string;
    schoolName: string;
    publicUrl: string;
    ttlDays: number;
    /** The educator who submitted the application: the mail goes in their language. */
    submittedById: number | null;
  },
): Promise<void> {
  const entry = programByEnum(input.program);
  if (!entry || entry.signer === 'none') throw new Error(`${input.program}: nobody signs by link`);
  const token = newToken();
  await tx.insert(principalSignatures).values({
    program: input.program,
    [entry.applicationIdField]: input.applicationId,
    tokenHash: hashToken(token),
    principalEmail: input.principalEmail,
    expiresAt: new Date(Date.now() + input.ttlDays * 24 * 60 * 60 * 1000),
  });
  // From the program's editable template; an inactive template mails nothing (the link is still
  // made, and an admin can resend once the template is active again).
  await sendPrincipalSignatureMail(tx, {
    language: await submitterLanguage(tx, input.submittedById),
    program: input.program,
    programName: entry.name,
    to: input.principalEmail,
    firstName: input.principalFirstName,
    schoolName: input.schoolName,
    link: `${input.publicUrl}/principal-signature/${token}`,
    ttlDays: input.ttlDays,
  });
}

/** The submitter's language (a deleted account's too: the application still names them). */
async function submitterLanguage(tx: DbOrTx, userId: number | null): Promise<Language> {
  if (userId === null) return DEFAULT_LANGUAGE;
  const [user] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.language ?? DEFAULT_LANGUAGE;
}
