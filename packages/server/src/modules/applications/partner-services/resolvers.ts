import type { Module } from '../../../graphql/module.ts';
import { findPartnerServicesApplicationFor } from './access.ts';
import { userOrganizationOptions, userPartnerServicesApplications } from './queries.ts';
import { savePartnerServicesApplication } from './save.ts';
import { applicationView, partnerServicesOrganization } from './view.ts';

/**
 * Partner Services' GraphQL part (schema.graphql): the form, its organization choice and
 * prefill, My Account's list.
 */
export const partnerServicesApplicationModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      applicationPartnerServices: 'authenticated',
      partnerServicesOrganization: 'authenticated',
      // Admins hold no grants: their list is empty (the read-only form shows the application's).
      userOrganizationOptions: 'authenticated',
      userApplicationsPartnerServices: 'educator',
    },
    // Admins view applications read-only (spec 2 §6).
    Mutation: {
      savePartnerServicesApplication: 'educator',
    },
  },
  resolvers: {
    Query: {
      applicationPartnerServices: async (_p, { applicationPartnerServicesId }, ctx) =>
        applicationView(
          ctx.db,
          await findPartnerServicesApplicationFor(
            ctx.db,
            ctx.viewer!,
            applicationPartnerServicesId,
          ),
          ctx.viewer!,
        ) as never,
      partnerServicesOrganization: (_p, { organizationId }, ctx) =>
        partnerServicesOrganization(ctx.db, ctx.viewer!, organizationId),
      userOrganizationOptions: (_p, _a, ctx) => userOrganizationOptions(ctx.db, ctx.viewer!.userId),
      userApplicationsPartnerServices: (_p, _a, ctx) =>
        userPartnerServicesApplications(ctx.db, ctx.viewer!.userId),
    },
    Mutation: {
      savePartnerServicesApplication: async (_p, { input }, ctx) => {
        const saved = await savePartnerServicesApplication(ctx, input);
        return { applicationPartnerServicesId: saved.id, status: saved.status };
      },
    },
  },
};
