import { and, eq, ne, sql } from 'drizzle-orm';
import { profileSchema } from '@portal/domain';
import { users } from '../../db/schema/auth.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput, userError } from '../../graphql/errors.ts';
import { educatorUser } from './service.ts';

/** My Account → Profile: an educator changes their own names, email (unique in any case) and phone. */
export async function editProfile(ctx: Context, input: unknown) {
  const data = parseInput(profileSchema, input);
  const userId = ctx.viewer!.userId;
  await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${data.email})`, ne(users.id, userId)))
      .limit(1);
    if (taken) throw userError('EMAIL_TAKEN');
    await tx
      .update(users)
      .set({
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: data.phone,
      })
      .where(eq(users.id, userId));
  });
  return educatorUser(ctx.db, userId);
}
