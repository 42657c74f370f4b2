import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { lockHolder, type AnyConsoleHolder, type ConsoleMembers } from './console-holder.ts';

/** A contact as the Contacts tab saves it (a site's has isSupervisor too). */
export interface MemberValues {
  type: string | null;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
  isSupervisor?: boolean | null;
}

/** The members as the audit log keeps them: who holds which role, in the roles' order. */
export function auditMembers(members: readonly MemberValues[]) {
  return members
    .map((m) => ({
      type: m.type,
      name: `${m.firstName} ${m.lastName}`.trim(),
      title: m.title,
      email: m.email,
      phone: m.phone,
      ...(m.isSupervisor === undefined ? {} : { isSupervisor: m.isSupervisor }),
    }))
    .sort((a, b) => (a.type ?? '').localeCompare(b.type ?? ''));
}

const liveOf = (members: ConsoleMembers, holderId: number) =>
  and(eq(members.holderId, holderId), isNull(members.deletedAt));

/** A holder's live members, oldest first (at most one of each role: the tables' unique index). */
export async function liveHolderMembers(
  db: DbOrTx,
  members: ConsoleMembers,
  holderId: number,
): Promise<MemberValues[]> {
  const rows = await db
    .select()
    .from(members.table)
    .where(liveOf(members, holderId))
    .orderBy(asc(members.id));
  return rows as unknown as MemberValues[];
}

/**
 * The holder's live members become exactly `list` (checked by the domain's members schema): an
 * id given must be one of the holder's live members, each at most once (kept and updated, its
 * role may change); the others are soft-deleted; members without an id are added. The caller
 * locks the holder row first.
 */
export async function replaceHolderMembers(
  tx: Tx,
  members: ConsoleMembers,
  holderId: number,
  list: readonly MemberValues[],
): Promise<void> {
  const rows = list as unknown as readonly Record<string, unknown>[];
  const live = liveOf(members, holderId);
  const current = await tx.select({ id: members.id }).from(members.table).where(live);
  const currentIds = new Set(current.map((m) => m.id as number));
  const kept = rows.flatMap((m) => (m[members.idKey] ? [m[members.idKey] as number] : []));
  if (kept.some((id) => !currentIds.has(id)) || new Set(kept).size !== kept.length) {
    throw fieldError(members.listField, MESSAGES.notFound);
  }
  // Retire everyone first so that swapping roles never meets the one-holder index halfway.
  await tx
    .update(members.table)
    .set({ deletedAt: sql`now()` } as never)
    .where(live);
  for (const { [members.idKey]: memberId, ...values } of rows) {
    if (memberId) {
      await tx
        .update(members.table)
        .set({ ...values, deletedAt: null } as never)
        .where(eq(members.id, memberId));
    } else {
      await tx.insert(members.table).values({ ...values, [members.holderKey]: holderId } as never);
    }
  }
}

/**
 * The Contacts tab's save of a site or an organization: `list` (checked by the domain's members
 * schema: the primary and the secondary point of contact, complete, emails different) replaces
 * the holder's members in one transaction, the contacts' date moves and the change is audited.
 */
export async function updateHolderMembers(
  ctx: Context,
  holder: AnyConsoleHolder,
  holderId: number,
  list: readonly MemberValues[],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockHolder(tx, holder, holderId);
    const before = await liveHolderMembers(tx, holder.members, row.id);
    await replaceHolderMembers(tx, holder.members, row.id, list);
    await tx
      .update(holder.table)
      .set({ [holder.membersEditedKey]: sql`now()` } as never)
      .where(eq(holder.id, row.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_CONTACTS',
      entityType: holder.entity,
      entityId: row.id,
      before: { [holder.members.listField]: auditMembers(before) },
      after: { [holder.members.listField]: auditMembers(list) },
    });
  });
}
