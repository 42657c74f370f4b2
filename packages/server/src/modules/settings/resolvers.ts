import type { Module } from '../../graphql/schema.ts';
import { programConfig } from './service.ts';

export const settingsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      backpackBuddyConfig: 'authenticated',
      schoolMarketConfig: 'authenticated',
      teachersAidConfig: 'authenticated',
      kidsCafeConfig: 'authenticated',
      partnerServicesConfig: 'authenticated',
    },
  },
  resolvers: {
    Query: {
      backpackBuddyConfig: (_p, _a, ctx) => programConfig(ctx.db, 'BACKPACK_BUDDY'),
      schoolMarketConfig: (_p, _a, ctx) => programConfig(ctx.db, 'SCHOOL_MARKET'),
      teachersAidConfig: (_p, _a, ctx) => programConfig(ctx.db, 'TEACHERS_AID'),
      kidsCafeConfig: (_p, _a, ctx) => programConfig(ctx.db, 'KIDS_CAFE'),
      partnerServicesConfig: (_p, _a, ctx) => programConfig(ctx.db, 'PARTNER_SERVICES'),
    },
  },
};
