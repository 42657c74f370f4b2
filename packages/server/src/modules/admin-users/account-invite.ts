import type { Language } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/auth.ts';
import { sendAccountCreatedMail } from '../emails/mails.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

/** A new account's link lasts a week: the person may not read the mail within the reset hour. */
export const INVITE_TTL_DAYS = 7;

/**
 * Mails a new account the web's reset-password link, with a single-use token stored like a
 * password reset token (hashed), so the existing resetPassword mutation sets the first password.
 * Runs in the transaction that creates the account.
 */
export async function inviteNewAccount(
  tx: DbOrTx,
  publicUrl: string,
  user: { id: number; email: string; firstName: string; language: Language | null },
): Promise<void> {
  const token = newToken();
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60_000),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await sendAccountCreatedMail(tx, {
    to: user.email,
    language: user.language,
    firstName: user.firstName,
    link,
    ttlDays: INVITE_TTL_DAYS,
  });
}
