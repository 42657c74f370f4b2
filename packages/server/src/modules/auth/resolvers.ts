import type { Module } from '../../graphql/schema.ts';
import { login, register, resetPassword, sendPasswordResetEmail } from './service.ts';
import { revokeSession } from './sessions.ts';

export const authModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Mutation: {
      login: 'anonymous',
      register: 'anonymous',
      sendPasswordResetEmail: 'anonymous',
      resetPassword: 'anonymous',
      logout: 'authenticated',
    },
  },
  resolvers: {
    Mutation: {
      login: (_p, { input }, ctx) => login(ctx, input),
      register: (_p, { input }, ctx) => register(ctx, input),
      sendPasswordResetEmail: (_p, { input }, ctx) => sendPasswordResetEmail(ctx, input),
      resetPassword: (_p, { input }, ctx) => resetPassword(ctx, input),
      logout: async (_p, _a, ctx) => {
        if (ctx.viewer) await revokeSession(ctx.db, ctx.viewer.sessionId);
        return true;
      },
    },
  },
};
