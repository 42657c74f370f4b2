import { SITE_LIST } from '@portal/domain';
import type { Module } from '../../graphql/module.ts';
import { setHolderArchived } from '../admin-holders/archive-holder.ts';
import { deleteHolder } from '../admin-holders/delete-holder.ts';
import { keptListPage } from '../admin-holders/kept-list.ts';
import {
  deleteHolderApplication,
  updateHolderApplications,
} from '../admin-holders/holder-applications.ts';
import { updateHolderStatus } from '../admin-holders/holder-edits.ts';
import { createSite } from './create-site.ts';
import { siteList } from './list-query.ts';
import { SITE_HOLDER } from './site-holder.ts';
import { adminSite } from './site-view.ts';
import { updateSiteMembers } from './update-members.ts';
import { updateSiteProfile } from './update-profile.ts';

/** The admin console's Kids Cafe sites (spec 3 §2 Kids Cafe sites): admins only. */
export const adminSitesModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      sitesKidsCafe: 'admin',
      sitesKidsCafePage: 'admin',
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
      sitesKidsCafePage: (_p, { page, ...filter }, ctx) =>
        keptListPage(
          page,
          () => siteList(ctx.db, filter),
          () => SITE_LIST,
        ),
      adminSite: (_p, { siteId }, ctx) => adminSite(ctx.db, siteId),
    },
    Mutation: {
      adminCreateSite: (_p, { input }, ctx) => createSite(ctx, input),
      adminUpdateSiteProfile: (_p, { input }, ctx) => updateSiteProfile(ctx, input),
      adminUpdateSiteMembers: (_p, { input }, ctx) => updateSiteMembers(ctx, input),
      adminUpdateSiteStatus: async (_p, { input }, ctx) => {
        await updateHolderStatus(ctx, SITE_HOLDER, input.siteId, input.status);
        return adminSite(ctx.db, input.siteId);
      },
      adminUpdateSiteApplications: async (_p, { input }, ctx) => {
        const changes = input.applications.map((c) => ({
          applicationId: c.applicationKidsCafeId,
          status: c.status,
        }));
        await updateHolderApplications(ctx, SITE_HOLDER, input.siteId, changes);
        return adminSite(ctx.db, input.siteId);
      },
      adminDeleteSiteApplication: async (_p, { applicationKidsCafeId }, ctx) =>
        adminSite(ctx.db, await deleteHolderApplication(ctx, SITE_HOLDER, applicationKidsCafeId)),
      adminArchiveSite: (_p, { siteId }, ctx) => setHolderArchived(ctx, SITE_HOLDER, siteId, true),
      adminRestoreSite: (_p, { siteId }, ctx) => setHolderArchived(ctx, SITE_HOLDER, siteId, false),
      adminDeleteSite: (_p, { siteId }, ctx) => deleteHolder(ctx, SITE_HOLDER, siteId),
    },
  },
};
