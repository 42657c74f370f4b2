import type { Module } from '../../graphql/module.ts';
import { editProfile } from './edit-profile.ts';
import { educatorSchools } from './educator-schools.ts';
import { adminUser, educatorUser } from './service.ts';
import { updateMyLanguage } from './update-language.ts';

export const usersModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: { educatorUser: 'authenticated', educatorSchools: 'authenticated', adminUser: 'admin' },
    Mutation: { editProfile: 'educator', updateMyLanguage: 'authenticated' },
  },
  resolvers: {
    Query: {
      // Both roles load themselves with educatorUser at start-up; an admin gets no flags or links.
      educatorUser: (_p, _a, ctx) => educatorUser(ctx.db, ctx.viewer!.userId, ctx.viewer!),
      educatorSchools: (_p, _a, ctx) => educatorSchools(ctx.db, ctx.viewer!),
      adminUser: (_p, _a, ctx) => adminUser(ctx.db, ctx.viewer!.userId),
    },
    Mutation: {
      editProfile: (_p, { input }, ctx) => editProfile(ctx, input),
      updateMyLanguage: (_p, args, ctx) => updateMyLanguage(ctx, args),
    },
  },
};
