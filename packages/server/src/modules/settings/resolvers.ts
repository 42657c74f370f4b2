import { PROGRAMS } from '@portal/domain';
import type { Access } from '../../graphql/access.ts';
import type { QueryResolvers } from '../../graphql/generated/resolvers.ts';
import type { Module } from '../../graphql/module.ts';
import { createNextTerms } from '../terms/create-next-terms.ts';
import { adminProgramSettings, programConfig, programConfigOf } from './service.ts';
import { updateSettings } from './update-settings.ts';

/**
 * Each program's config query of the spec (backpackBuddyConfig, …, partnerServicesConfig), one
 * per program of the registry, named by its entry's graphqlName; the schema declares them.
 */
function perProgramConfig() {
  const Query: QueryResolvers = {};
  const access: Record<string, Access> = {};
  for (const program of PROGRAMS) {
    // Typed as Backpack Buddy's: every config query has no arguments and the same result.
    const name = `${program.graphqlName[0]!.toLowerCase()}${program.graphqlName.slice(1)}Config`;
    const query = name as 'backpackBuddyConfig';
    Query[query] = (_p, _a, ctx) => programConfig(ctx.db, program.programEnum);
    access[query] = 'authenticated';
  }
  return { Query, access };
}

const configs = perProgramConfig();

export const settingsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      ...configs.access,
      programConfig: 'authenticated',
      adminProgramSettings: 'admin',
    },
    Mutation: {
      adminUpdateTermSettings: 'admin',
      adminUpdateApplicationSettings: 'admin',
      adminCreateNextTerms: 'admin',
    },
  },
  resolvers: {
    Query: {
      ...configs.Query,
      programConfig: (_p, { program }, ctx) => programConfigOf(ctx.db, program),
      adminProgramSettings: (_p, { program }, ctx) => adminProgramSettings(ctx.db, program),
    },
    Mutation: {
      adminUpdateTermSettings: (_p, { program, input }, ctx) =>
        updateSettings(ctx, program, 'terms', input),
      adminUpdateApplicationSettings: (_p, { program, input }, ctx) =>
        updateSettings(ctx, program, 'application', input),
      adminCreateNextTerms: (_p, { program, year }, ctx) => createNextTerms(ctx, program, year),
    },
  },
};
