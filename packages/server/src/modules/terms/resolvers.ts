import type { Module } from '../../graphql/module.ts';
import { listProgramTerms } from './service.ts';

export const termsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: { Query: { programTerms: 'authenticated' } },
  resolvers: {
    Query: {
      programTerms: (_p, { programName, termYear }, ctx) =>
        listProgramTerms(ctx.db, programName, termYear),
    },
  },
};
