import { eq } from 'drizzle-orm';
import { hasBannerText } from '@portal/domain';
import { notifications } from '../../db/schema/notifications.ts';
import type { Module } from '../../graphql/module.ts';
import { adminNotification } from './admin-notification.ts';
import { editNotification } from './edit-notification.ts';
import { lastReportReminder } from './last-report-reminder.ts';

/**
 * What the portal tells educators besides the screens: the Reminder banner of a program (read by
 * educators, edited by admins on Program Settings → Banner Notifications) and the monthly report
 * reminders (report-reminders.ts, a job of the server; the admin sees the last one on a
 * school's Reports tab).
 */
export const notificationsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: { notification: 'authenticated', adminNotification: 'admin' },
    Mutation: { adminEditNotification: 'admin' },
  },
  resolvers: {
    Query: {
      notification: async (_p, { program }, ctx) => {
        const [row] = await ctx.db
          .select()
          .from(notifications)
          .where(eq(notifications.program, program ?? 'BACKPACK_BUDDY'))
          .limit(1);
        return row && hasBannerText(row.text) ? { notificationId: row.id, text: row.text } : null;
      },
      adminNotification: (_p, { program }, ctx) =>
        adminNotification(ctx.db, program ?? 'BACKPACK_BUDDY'),
    },
    Mutation: {
      adminEditNotification: (_p, args, ctx) => editNotification(ctx, args),
    },
    AdminSchool: {
      lastReportReminder: (school, _a, ctx) => lastReportReminder(ctx, school.schoolId),
    },
  },
};
