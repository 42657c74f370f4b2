import type { Module } from '../../graphql/schema.ts';
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
      principalSignature: (_p, { input }, ctx) => signApplication(ctx, input),
    },
  },
};
