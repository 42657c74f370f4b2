import type { Module } from '../../graphql/module.ts';
import { login, register, resetPassword, sendPasswordResetEmail } from './service.ts';
import { revokeAllSessions } from './sessions.ts';

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
      // The browser keeps the session as an HttpOnly cookie; the token is also in the answer
      // for API clients, which send it as 'Authorization: Bearer <token>'.
      login: async (_p, { input }, ctx) => {
        const session = await login(ctx, input);
        ctx.sessionCookie.set(session);
        return session;
      },
      register: async (_p, { input }, ctx) => {
        const session = await register(ctx, input);
        ctx.sessionCookie.set(session);
        return session;
      },
      sendPasswordResetEmail: (_p, { input }, ctx) => sendPasswordResetEmail(ctx, input),
      resetPassword: (_p, { input }, ctx) => resetPassword(ctx, input),
      // Logging out ends every session of the account, on every device (ASVS 3.3.1).
      logout: async (_p, _a, ctx) => {
        if (ctx.viewer) await revokeAllSessions(ctx.db, ctx.viewer.userId);
        ctx.sessionCookie.clear();
        return true;
      },
    },
  },
};
