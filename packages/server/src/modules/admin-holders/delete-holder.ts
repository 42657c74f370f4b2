import { eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { recordAudit } from '../audit/record.ts';
import { lockHolder, type AnyConsoleHolder } from './console-holder.ts';

/**
 * Permanently deletes a site or an organization and all its program data in one transaction.
 * Every table that refers to a holder cascades (its members, its educators' grants, its
 * applications), so deleting the holder row deletes them all; a foreign key added later without
 * a cascade makes this fail rather than leave orphans (the tests check every key). The audit log
 * has no foreign key and keeps a snapshot of what was deleted.
 */
export async function deleteHolder(
  ctx: Context,
  holder: AnyConsoleHolder,
  holderId: number,
): Promise<boolean> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockHolder(tx, holder, holderId);
    await tx.delete(holder.table).where(eq(holder.id, row.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'DELETE',
      entityType: holder.entity,
      entityId: row.id,
      before: holder.snapshot(row),
      after: null,
    });
  });
  return true;
}
