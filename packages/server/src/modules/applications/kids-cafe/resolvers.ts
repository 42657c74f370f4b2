import type { Module } from '../../../graphql/module.ts';
import { adminSiteOptions } from '../../admin-users/site-options.ts';
import { findKidsCafeApplicationFor } from './access.ts';
import { userKidsCafeApplications } from './queries.ts';
import { saveKidsCafeApplication } from './save.ts';
import { applicationView, kidsCafeSite } from './view.ts';

/** Kids Cafe's GraphQL part (schema.graphql): the form, its site dropdown and prefill, My Account's list. */
export const kidsCafeApplicationModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      applicationKidsCafe: 'authenticated',
      // Spec 2 §2: the form's dropdown lists every site (names only).
      allSites: 'authenticated',
      kidsCafeSite: 'authenticated',
      userApplicationsKidsCafe: 'educator',
    },
    // Admins view applications read-only (spec 2 §6).
    Mutation: {
      saveKidsCafeApplication: 'educator',
    },
  },
  resolvers: {
    Query: {
      applicationKidsCafe: async (_p, { applicationKidsCafeId }, ctx) =>
        applicationView(
          ctx.db,
          await findKidsCafeApplicationFor(ctx.db, ctx.viewer!, applicationKidsCafeId),
          ctx.viewer!,
        ) as never,
      allSites: (_p, _a, ctx) => adminSiteOptions(ctx.db),
      kidsCafeSite: (_p, { siteId }, ctx) => kidsCafeSite(ctx.db, ctx.viewer!, siteId),
      userApplicationsKidsCafe: (_p, _a, ctx) =>
        userKidsCafeApplications(ctx.db, ctx.viewer!.userId),
    },
    Mutation: {
      saveKidsCafeApplication: async (_p, { input }, ctx) => {
        const saved = await saveKidsCafeApplication(ctx, input);
        return { applicationKidsCafeId: saved.id, status: saved.status };
      },
    },
  },
};
