import type { Module } from '../../graphql/module.ts';
import { editEmails, listAdminEmails } from './service.ts';

/** Program Settings › Emails (spec 3 §2, §3, §7): the templates every portal mail comes from. */
export const emailsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: { adminEmails: 'admin' },
    Mutation: { adminEditEmails: 'admin' },
  },
  resolvers: {
    Query: {
      adminEmails: (_p, _a, ctx) => listAdminEmails(ctx.db),
    },
    Mutation: {
      adminEditEmails: (_p, { emails }, ctx) => editEmails(ctx, emails),
    },
  },
};
