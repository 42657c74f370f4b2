import type { Module } from '../../graphql/module.ts';
import { setSiteArchived } from './archive-site.ts';
import { createSite } from './create-site.ts';
import { deleteSiteApplication } from './delete-application.ts';
import { deleteSite } from './delete-site.ts';
import { siteList } from './list-query.ts';
import { adminSite } from './site-view.ts';
import { updateSiteApplications } from './update-applications.ts';
import { updateSiteMembers } from './update-members.ts';
import { updateSiteProfile } from './update-profile.ts';
import { updateSiteStatus } from './update-status.ts';

/** The admin console's Kids Cafe sites (spec 3 §2 Kids Cafe sites): admins only. */
export const adminSitesModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      sitesKidsCafe: 'admin',
      adminSite: 'admin',
    },
    Mutation: {
      adminCreateSite: 'admin',
      adminUpdateSiteProfile: 'admin',
      adminUpdateSiteMembers: 'admin',
      adminUpdateSiteStatus: 'admin',
      adminUpdateSiteApplications: 'admin',
      adminDeleteSiteApplication: 'admin',
      adminArchiveSite: 'admin',
      adminRestoreSite: 'admin',
      adminDeleteSite: 'admin',
    },
  },
  resolvers: {
    Query: {
      sitesKidsCafe: (_p, args, ctx) => siteList(ctx.db, args),
      adminSite: (_p, { siteId }, ctx) => adminSite(ctx.db, siteId),
    },
    Mutation: {
      adminCreateSite: (_p, { input }, ctx) => createSite(ctx, input),
      adminUpdateSiteProfile: (_p, { input }, ctx) => updateSiteProfile(ctx, input),
      adminUpdateSiteMembers: (_p, { input }, ctx) => updateSiteMembers(ctx, input),
      adminUpdateSiteStatus: (_p, { input }, ctx) => updateSiteStatus(ctx, input),
      adminUpdateSiteApplications: (_p, { input }, ctx) => updateSiteApplications(ctx, input),
      adminDeleteSiteApplication: (_p, { applicationKidsCafeId }, ctx) =>
        deleteSiteApplication(ctx, applicationKidsCafeId),
      adminArchiveSite: (_p, { siteId }, ctx) => setSiteArchived(ctx, siteId, true),
      adminRestoreSite: (_p, { siteId }, ctx) => setSiteArchived(ctx, siteId, false),
      adminDeleteSite: (_p, { siteId }, ctx) => deleteSite(ctx, siteId),
    },
  },
};
