import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Context } from '../../graphql/context.ts';
import { recordAudit } from '../audit/record.ts';
import { lockHolder, type AnyConsoleHolder } from './console-holder.ts';

/** Ours: archiving an archived holder, or restoring a live one (another admin was first). */
export const alreadyArchived = (noun: string) => `This ${noun} is already archived`;
export const notArchived = (noun: string) => `This ${noun} is not archived`;

/**
 * Archives (deletedAt set) or restores (cleared) a site or an organization, audited; nothing
 * else changes (its grants and applications stay). Archiving an archived one or restoring a live
 * one is refused with a message saying so, and writes nothing.
 */
export async function setHolderArchived(
  ctx: Context,
  holder: AnyConsoleHolder,
  holderId: number,
  archived: boolean,
): Promise<boolean> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockHolder(tx, holder, holderId);
    if ((row.deletedAt !== null) === archived) {
      const message = archived ? alreadyArchived(holder.noun) : notArchived(holder.noun);
      throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const [saved] = await tx
      .update(holder.table)
      .set({ deletedAt: archived ? sql`now()` : null } as never)
      .where(eq(holder.id, row.id))
      .returning({ deletedAt: holder.deletedAt });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: archived ? 'ARCHIVE' : 'RESTORE',
      entityType: holder.entity,
      entityId: row.id,
      before: { deletedAt: row.deletedAt },
      after: { deletedAt: saved!.deletedAt },
    });
  });
  return true;
}
