import { programByEnum, type SchoolProgram } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { sendPrincipalSignatureMail } from '../emails/mails.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

/**
 * A signature link for the principal: a random token (only its hash is stored) that expires and
 * is spent by signing, mailed through the outbox in the caller's transaction. The program's name
 * and principal_signatures column come from its registry entry (name, applicationIdField); this
 * file is imported by program modules, so it reads the domain registry, not the server one.
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
    program: input.program,
    programName: entry.name,
    to: input.principalEmail,
    firstName: input.principalFirstName,
    schoolName: input.schoolName,
    link: `${input.publicUrl}/principal-signature/${token}`,
    ttlDays: input.ttlDays,
  });
}
