import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sameEmail } from '@portal/domain';
import type { Tx } from '../../db/client.ts';

/**
 * The contacts table of a site or organization (site_members, organization_members: at most one
 * live row of each type), as the shared approval code reads and writes it.
 */
export interface HolderMemberFacts {
  table: PgTable;
  id: PgColumn;
  holderId: PgColumn;
  type: PgColumn;
  email: PgColumn;
  deletedAt: PgColumn;
  /** The property of a new row naming its holder ('siteId', 'organizationId'). */
  holderKey: string;
}

/** A contact an approved application brings: its type, email and the row's other values. */
export type ProposedMember = { type: string; email: string | null } & Record<string, unknown>;

/**
 * Applies an approved application's contacts to its holder, in the approving transaction: each
 * to the holder's live member of the same type — updated when it has the same email (the same
 * person, ignoring case), else that member is archived and the contact added.
 */
export async function applyProposedMembers(
  tx: Tx,
  facts: HolderMemberFacts,
  holderId: number,
  members: readonly ProposedMember[],
): Promise<void> {
  const live = await tx
    .select({ id: facts.id, type: facts.type, email: facts.email })
    .from(facts.table)
    .where(and(eq(facts.holderId, holderId), isNull(facts.deletedAt)))
    .orderBy(asc(facts.id));
  for (const member of members) {
    const current = live.find((m) => m.type === member.type);
    if (current && sameEmail(current.email as string | null, member.email)) {
      await tx.update(facts.table).set(member).where(eq(facts.id, current.id));
      continue;
    }
    if (current) {
      await tx
        .update(facts.table)
        .set({ deletedAt: sql`now()` })
        .where(eq(facts.id, current.id));
    }
    await tx.insert(facts.table).values({ [facts.holderKey]: holderId, ...member });
  }
}
