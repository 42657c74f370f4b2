import type { Module } from '../../graphql/module.ts';
import { createNextTerms } from '../terms/create-next-terms.ts';
import { adminProgramSettings, programConfig, programConfigOf } from './service.ts';
import { updateSettings } from './update-settings.ts';

export const settingsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      backpackBuddyConfig: 'authenticated',
      schoolMarketConfig: 'authenticated',
      teachersAidConfig: 'authenticated',
      kidsCafeConfig: 'authenticated',
      partnerServicesConfig: 'authenticated',
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
      backpackBuddyConfig: (_p, _a, ctx) => programConfig(ctx.db, 'BACKPACK_BUDDY'),
      schoolMarketConfig: (_p, _a, ctx) => programConfig(ctx.db, 'SCHOOL_MARKET'),
      teachersAidConfig: (_p, _a, ctx) => programConfig(ctx.db, 'TEACHERS_AID'),
      kidsCafeConfig: (_p, _a, ctx) => programConfig(ctx.db, 'KIDS_CAFE'),
      partnerServicesConfig: (_p, _a, ctx) => programConfig(ctx.db, 'PARTNER_SERVICES'),
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
