import type { Module } from '../../graphql/module.ts';
import { enforceLimit } from '../auth/rate-limit.ts';
import { signApplication, signatureDetails } from './service.ts';

export const signaturesModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    // The link's token is the principal's credential; no account is needed.
    Query: { applicationSignatureDetails: 'anonymous' },
    Mutation: { principalSignature: 'anonymous' },
  },
  resolvers: {
    Query: {
      applicationSignatureDetails: async (_p, args, ctx) =>
        (await signatureDetails(ctx, args)) as never,
    },
    Mutation: {
      principalSignature: async (_p, { input }, ctx) => {
        // Per emailed link and per address; over the limit nothing is looked at or written.
        await enforceLimit(ctx.db, 'principalSignature', {
          token: input.id,
          address: ctx.clientAddress,
        });
        return signApplication(ctx, input);
      },
    },
  },
};
