import type { Module } from '../../../graphql/module.ts';
import { findSchoolMarketApplicationFor } from './access.ts';
import { applicationInProgress, userSchoolMarketApplications } from './queries.ts';
import { saveSchoolMarketApplication } from './save.ts';
import { applicationView, schoolMarketSchool } from './view.ts';

/** School Market's GraphQL part (schema.graphql): the form, its prefill and My Account's list. */
export const schoolMarketApplicationModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      applicationSchoolMarket: 'authenticated',
      applicationInProgressSchoolMarket: 'authenticated',
      schoolMarketSchool: 'authenticated',
      userApplicationsSchoolMarket: 'educator',
    },
    // Admins view applications read-only (spec 2 §6).
    Mutation: {
      saveSchoolMarketApplication: 'educator',
    },
  },
  resolvers: {
    Query: {
      applicationSchoolMarket: async (_p, { applicationSchoolMarketId }, ctx) =>
        applicationView(
          ctx.db,
          await findSchoolMarketApplicationFor(ctx.db, ctx.viewer!, applicationSchoolMarketId),
          ctx.viewer!,
        ) as never,
      applicationInProgressSchoolMarket: (_p, args, ctx) => applicationInProgress(ctx.db, args),
      schoolMarketSchool: (_p, { schoolId }, ctx) =>
        schoolMarketSchool(ctx.db, ctx.viewer!, schoolId),
      userApplicationsSchoolMarket: (_p, _a, ctx) =>
        userSchoolMarketApplications(ctx.db, ctx.viewer!.userId),
    },
    Mutation: {
      saveSchoolMarketApplication: async (_p, { input }, ctx) => {
        const saved = await saveSchoolMarketApplication(ctx, input);
        return {
          applicationSchoolMarketId: saved.id,
          status: saved.status,
          // Spec 2 §7 names it in the answer; School Market creates no Backpack Buddy application.
          applicationBackpackBuddyId: null,
        };
      },
    },
  },
};
