import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { sendApplicationApprovedMail, type ApprovedTerm } from '../emails/mails.ts';

/**
 * The Application Approved mail to an approved application's submitter (a live account; none
 * without one), in their language, naming the holder (site or organization) as it is now: the template of
 * emails/mails.ts, nothing when it is inactive, through the outbox in the approving transaction.
 */
export async function mailApplicationApproved(
  tx: Tx,
  mail: {
    submittedById: number | null;
    holderName: string;
    programName: string;
    term: ApprovedTerm;
    publicUrl: string;
  },
): Promise<void> {
  if (mail.submittedById === null) return;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.id, mail.submittedById), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  await sendApplicationApprovedMail(tx, {
    to: user.email,
    language: user.language,
    firstName: user.firstName,
    schoolName: mail.holderName,
    programName: mail.programName,
    term: mail.term,
    portalLink: `${mail.publicUrl}/login`,
  });
}
