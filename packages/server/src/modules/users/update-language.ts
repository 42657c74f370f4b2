import { updateLanguageInputSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import { educatorUser } from './service.ts';

/**
 * The language switch of a signed-in user (issue 20): their screens start in it at the next
 * sign-in, on any browser, and their mails go in it. Any signed-in user may save their own; an
 * admin's console stays English whatever they save. Not audited: a person's display preference,
 * like the session, is no shared data.
 */
export async function updateMyLanguage(ctx: Context, args: unknown) {
  const { language } = parseInput(updateLanguageInputSchema, args);
  const userId = ctx.viewer!.userId;
  await ctx.db.update(users).set({ language }).where(eq(users.id, userId));
  return educatorUser(ctx.db, userId);
}
