import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.ts';
import type { Module } from '../../graphql/module.ts';

export const notificationsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: { Query: { notification: 'authenticated' } },
  resolvers: {
    Query: {
      notification: async (_p, { program }, ctx) => {
        const [row] = await ctx.db
          .select()
          .from(notifications)
          .where(eq(notifications.program, program ?? 'BACKPACK_BUDDY'))
          .limit(1);
        return row && row.text.trim() !== '' ? { notificationId: row.id, text: row.text } : null;
      },
    },
  },
};
