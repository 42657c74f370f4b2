import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { Program } from '../../graphql/generated/resolvers.ts';
import { auditHistory } from '../audit/history.ts';

/** The audit log's words for banner changes. */
export const NOTIFICATIONS_ENTITY = 'notifications';
export const NOTIFICATION_ACTIONS = { edit: 'UPDATE_NOTIFICATION' } as const;

export type NotificationRow = typeof notifications.$inferSelect;

/** A banner as the admin console reads it, or null when no row matches. */
async function adminNotificationWhere(db: DbOrTx, where: SQL) {
  const [found] = await db
    .select({
      row: notifications,
      editor: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.updatedById))
    .where(where)
    .limit(1);
  if (!found) return null;
  const { row, editor } = found;
  // A row made on demand (never edited) has no editor and was never updated.
  const edited = row.updatedById !== null || row.updatedAt.getTime() > row.createdAt.getTime();
  return {
    id: String(row.id),
    notificationId: row.id,
    program: row.program,
    text: row.text,
    lastEdited: edited ? row.updatedAt : null,
    lastEditedBy: editor ? `${editor.firstName} ${editor.lastName}` : null,
    history: await auditHistory(db, [{ entityType: NOTIFICATIONS_ENTITY, entityIds: [row.id] }]),
  };
}

export function adminNotificationById(db: DbOrTx, notificationId: number) {
  return adminNotificationWhere(db, eq(notifications.id, notificationId));
}

/**
 * adminNotification: the program's banner. A program without a row gets one (empty text, so no
 * banner) with an idempotent insert, as the email templates do: the admin's first edit always
 * has a notificationId, and a concurrent first read creates one row, not two.
 */
export async function adminNotification(db: DbOrTx, program: Program) {
  const where = eq(notifications.program, program);
  const existing = await adminNotificationWhere(db, where);
  if (existing) return existing;
  await db.insert(notifications).values({ program }).onConflictDoNothing({
    target: notifications.program,
  });
  return (await adminNotificationWhere(db, where))!;
}
