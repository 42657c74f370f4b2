import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import type { AuditEntry } from '../../graphql/generated/resolvers.ts';

export interface AuditSubject {
  entityType: string;
  entityIds: readonly number[];
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * The history of one or more entities (a school and its applications, say), newest first, in
 * one statement whatever the number of entries.
 */
export async function auditHistory(
  db: DbOrTx,
  subjects: readonly AuditSubject[],
  limit = 200,
): Promise<AuditEntry[]> {
  const conditions = subjects
    .filter((s) => s.entityIds.length > 0)
    .map((s) =>
      and(eq(auditLog.entityType, s.entityType), inArray(auditLog.entityId, [...s.entityIds])),
    );
  if (conditions.length === 0) return [];
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(or(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(auditEntry);
}

/** An audit_log row (its actor's name joined) as the API's AuditEntry: one change per field. */
export function auditEntry(row: {
  id: number;
  action: string;
  entityType: string;
  entityId: number;
  before: unknown;
  after: unknown;
  createdAt: Date | string;
  actorName: string | null;
}): AuditEntry {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: String(row.id),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actorName: row.actorName,
    createdAt: new Date(row.createdAt),
    changes: fields.map((field) => ({
      field,
      before: asText(before[field]),
      after: asText(after[field]),
    })),
  };
}
