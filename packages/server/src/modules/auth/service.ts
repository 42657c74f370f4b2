import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  MESSAGES,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '@portal/domain';
import type { Context } from '../../graphql/context.ts';
import { parseInput, userError } from '../../graphql/errors.ts';
import { passwordResetTokens, users } from '../../db/schema/auth.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { sendPasswordResetMail } from '../emails/mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { enforceLimit } from './rate-limit.ts';
import { createSession, revokeAllSessions } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;

let dummyHash: Promise<string> | undefined;
/** Spends the same time on an unknown email as on a wrong password. */
async function burnVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-A1');
  await verifyPassword(await dummyHash, password);
}

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function login(ctx: Context, input: unknown) {
  const { email, password } = parseInput(loginInputSchema, input);
  // Counted before the password is checked, so parallel guesses cannot all be tried.
  const attempt = await enforceLimit(ctx.db, 'login', { email, address: ctx.clientAddress });
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(byEmail(email), isNull(users.deletedAt), eq(users.type, 'EDUCATOR')))
    .limit(1);
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
  if (!user || !ok) {
    if (!user?.passwordHash) await burnVerify(password);
    throw userError('INVALID_CREDENTIALS');
  }
  return ctx.db.transaction(async (tx) => {
    // A success gives back its own hit and nothing more: it never resets the failures counted.
    await attempt.refund(tx);
    const session = await createSession(tx, user.id, ctx.config.sessionTtlMs);
    return { ...session, userType: user.type };
  });
}

export async function register(ctx: Context, input: unknown) {
  const data = parseInput(registerInputSchema, input);
  await enforceLimit(ctx.db, 'register', { email: data.email, address: ctx.clientAddress });
  const passwordHash = await hashPassword(data.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(byEmail(data.email))
        .limit(1);
      if (taken) throw userError('EMAIL_TAKEN');
      const [user] = await tx
        .insert(users)
        .values({
          type: 'EDUCATOR',
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phone,
          email: data.email,
          passwordHash,
          // The language the person registered in: their mails start in it.
          language: data.language ?? null,
        })
        .returning({ id: users.id, type: users.type });
      if (!user) throw new Error('insert returned nothing');
      const session = await createSession(tx, user.id, ctx.config.sessionTtlMs);
      return { ...session, userType: user.type };
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw userError('EMAIL_TAKEN');
    throw error;
  }
}

export async function sendPasswordResetEmail(ctx: Context, input: unknown) {
  const { email } = parseInput(forgotPasswordInputSchema, input);
  // Per email whether or not it has an account, so the refusal reveals nothing.
  await enforceLimit(ctx.db, 'passwordReset', { email, address: ctx.clientAddress });
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(byEmail(email), isNull(users.deletedAt), eq(users.type, 'EDUCATOR')))
      .limit(1);
    if (!user) return;
    const token = newToken();
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    const link = `${ctx.services.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendPasswordResetMail(
      tx,
      // In the account's stored language (the asker may be signed out, on any browser).
      { to: user.email, language: user.language, firstName: user.firstName, link },
      ctx.services.logger,
    );
  });
  // The same answer whether or not the address has an account.
  return { success: true, message: MESSAGES.resetEmailSent };
}

export async function resetPassword(ctx: Context, input: unknown) {
  const { password, passwordResetToken } = parseInput(resetPasswordInputSchema, input);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(passwordResetToken)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .for('update')
      .limit(1);
    if (!row) throw userError('RESET_TOKEN_INVALID');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(passwordResetTokens.id, row.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // A reset ends every open session of the account.
    await revokeAllSessions(tx, row.userId);
  });
  return { success: true, message: MESSAGES.passwordResetSuccessful };
}
