import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/record.ts';

/**
 * Where a program whose holders are sites or organizations keeps its grants and applications:
 * the grant table (user_sites, user_organizations), the program's application table, and the
 * audit entry a revoked grant writes on the user ('REVOKE_SITE_GRANT' listing 'siteIds').
 */
export interface HolderGrantFacts {
  links: { table: PgTable; id: PgColumn; userId: PgColumn; holderId: PgColumn; source: PgColumn };
  applications: {
    table: PgTable;
    id: PgColumn;
    holderId: PgColumn;
    submittedById: PgColumn;
    status: PgColumn;
    deletedAt: PgColumn;
  };
  audit: { action: string; list: string };
}

/** An application that stops being approved (its holder, submitter and id). */
export interface FormerHolderApplication {
  holderId: number;
  submittedById: number | null;
  id?: number;
}

/**
 * The other half of a holder program's approval: when an application stops being approved (an
 * admin's status change or deletion, in the same transaction, after the application's row is
 * written) its submitter's APPLICATION grant of the holder goes, unless another live APPROVED
 * application of the program by the same account and holder remains. An admin's grant (source
 * ADMIN) is never removed here. The removal is audited on the user (as
 * admin-schools/application-grant.ts does for schools).
 */
export async function revokeHolderGrant(
  tx: Tx,
  actorId: number,
  facts: HolderGrantFacts,
  app: FormerHolderApplication,
): Promise<void> {
  const userId = app.submittedById;
  if (userId === null) return;
  const { links, applications: t } = facts;
  const [grant] = await tx
    .select({ id: links.id })
    .from(links.table)
    .where(
      and(
        eq(links.userId, userId),
        eq(links.holderId, app.holderId),
        eq(links.source, 'APPLICATION'),
      ),
    )
    .for('update')
    .limit(1);
  if (!grant) return;
  const [approved] = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(
      and(
        eq(t.holderId, app.holderId),
        eq(t.submittedById, userId),
        eq(t.status, 'APPROVED'),
        isNull(t.deletedAt),
        ...(app.id !== undefined ? [ne(t.id, app.id)] : []),
      ),
    )
    .limit(1);
  if (approved) return;
  const before = (
    await tx
      .select({ holderId: links.holderId })
      .from(links.table)
      .where(eq(links.userId, userId))
      .orderBy(asc(links.holderId))
  ).map((row) => row.holderId as number);
  await tx.delete(links.table).where(eq(links.id, grant.id));
  await recordAudit(tx, {
    actorId,
    action: facts.audit.action,
    entityType: 'users',
    entityId: userId,
    before: { [facts.audit.list]: before },
    after: { [facts.audit.list]: before.filter((id) => id !== app.holderId) },
  });
}
