import { eq, sql } from 'drizzle-orm';
import { MESSAGES, isEnumValue } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { lockHolder, type HolderRow, type AnyConsoleHolder } from './console-holder.ts';

/**
 * The Profile tab's save of a site or an organization: `data` (checked by the domain's profile
 * schema), then the holder's profile and lastEdited in one transaction, the changed fields
 * audited. `check` runs under the holder's lock before anything is written (an organization's
 * EIN of another live one is refused there).
 */
export async function updateHolderProfile<Data extends object>(
  ctx: Context,
  holder: AnyConsoleHolder,
  holderId: number,
  data: Data,
  check?: (tx: Tx, row: HolderRow) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockHolder(tx, holder, holderId);
    await check?.(tx, row);
    const after = { ...data } as Record<string, unknown>;
    const current = row as unknown as Record<string, unknown>;
    const before = Object.fromEntries(Object.keys(after).map((key) => [key, current[key]]));
    await tx
      .update(holder.table)
      .set({ ...after, lastEdited: sql`now()` } as never)
      .where(eq(holder.id, row.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_PROFILE',
      entityType: holder.entity,
      entityId: row.id,
      before,
      after,
    });
  });
}

/**
 * The Program Status tab's save: one value of the programStatuses enumeration (no transition
 * rules in the spec) with its date, audited under the status column's name. The same value
 * again changes nothing.
 */
export async function updateHolderStatus(
  ctx: Context,
  holder: AnyConsoleHolder,
  holderId: number,
  status: string,
): Promise<void> {
  if (!isEnumValue('programStatuses', status)) throw fieldError('status', MESSAGES.required);
  await ctx.db.transaction(async (tx) => {
    const row = (await lockHolder(tx, holder, holderId)) as Record<string, unknown> & HolderRow;
    if (row[holder.statusKey] === status) return;
    await tx
      .update(holder.table)
      .set({ [holder.statusKey]: status, [holder.statusUpdatedAtKey]: sql`now()` } as never)
      .where(eq(holder.id, row.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_PROGRAM_STATUS',
      entityType: holder.entity,
      entityId: row.id,
      before: { [holder.statusKey]: row[holder.statusKey] },
      after: { [holder.statusKey]: status },
    });
  });
}
