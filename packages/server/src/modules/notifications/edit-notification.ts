import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { NOTIFICATION_MESSAGES, adminEditNotificationSchema } from '@portal/domain';
import { notifications } from '../../db/schema/notifications.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { MutationAdminEditNotificationArgs } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import {
  NOTIFICATIONS_ENTITY,
  NOTIFICATION_ACTIONS,
  adminNotificationById,
} from './admin-notification.ts';

/**
 * adminEditNotification (spec 3 §7): the banner's new text, checked by the domain schema the
 * form uses (at most 5000 characters, trimmed; empty clears the banner). In one transaction,
 * with the row locked: the text, the editor and the audit entry; an unchanged text writes
 * nothing (no audit, lastEdited kept).
 */
export async function editNotification(ctx: Context, args: MutationAdminEditNotificationArgs) {
  const input = parseInput(adminEditNotificationSchema, args);
  const actorId = ctx.viewer!.userId;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notifications)
      .where(eq(notifications.id, input.notificationId))
      .for('update');
    if (!row) {
      throw new GraphQLError(NOTIFICATION_MESSAGES.unknownNotification, {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    if (row.text === input.text) return;
    await tx
      .update(notifications)
      .set({ text: input.text, updatedById: actorId, updatedAt: new Date() })
      .where(eq(notifications.id, row.id));
    await recordAudit(tx, {
      actorId,
      action: NOTIFICATION_ACTIONS.edit,
      entityType: NOTIFICATIONS_ENTITY,
      entityId: row.id,
      before: { text: row.text },
      after: { text: input.text },
    });
  });
  return (await adminNotificationById(ctx.db, input.notificationId))!;
}
