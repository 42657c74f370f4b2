import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type AuditValues = Record<string, unknown>;

export interface AuditRecord {
  actorId: number | null;
  /** UPDATE_PROFILE, UPDATE_CONTACTS, UPDATE_PROGRAM_STATUS, UPDATE_APPLICATION_STATUS, ARCHIVE, … */
  action: string;
  /** The changed row's table (schools, districts, users, application_backpack_buddy, …). */
  entityType: string;
  entityId: number;
  before?: AuditValues | null;
  after?: AuditValues | null;
  /**
   * Fields kept on both sides even when unchanged: what the change was about (the month and the
   * student of a report change), so the history can name it. They alone do not make an update.
   */
  keep?: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the fields whose value changed, on both sides (dates as ISO text). */
export function changedFields(
  before: AuditValues | null | undefined,
  after: AuditValues | null | undefined,
): { before: AuditValues | null; after: AuditValues | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const b: AuditValues = {};
  const a: AuditValues = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

/**
 * Records an admin change in the caller's transaction, keeping only the changed fields. An
 * update that changes nothing is not recorded. Dates become ISO text through JSON.
 */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  const { before, after } = changedFields(record.before, record.after);
  const isUpdate = record.before && record.after;
  if (isUpdate && Object.keys(after ?? {}).length === 0) return;
  for (const key of record.keep ?? []) {
    if (before && record.before && key in record.before) before[key] = record.before[key];
    if (after && record.after && key in record.after) after[key] = record.after[key];
  }
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: before ? JSON.parse(JSON.stringify(before)) : null,
    after: after ? JSON.parse(JSON.stringify(after)) : null,
  });
}
