import { ORGANIZATION_LIST } from '@portal/domain';
import type { Module } from '../../graphql/module.ts';
import { setHolderArchived } from '../admin-holders/archive-holder.ts';
import { deleteHolder } from '../admin-holders/delete-holder.ts';
import { keptListPage } from '../admin-holders/kept-list.ts';
import {
  deleteHolderApplication,
  updateHolderApplications,
} from '../admin-holders/holder-applications.ts';
import { updateHolderStatus } from '../admin-holders/holder-edits.ts';
import { createOrganization } from './create-organization.ts';
import { organizationList } from './list-query.ts';
import { ORGANIZATION_HOLDER } from './organization-holder.ts';
import { adminOrganization } from './organization-view.ts';
import { updateOrganizationMembers, updateOrganizationProfile } from './update-organization.ts';

const HOLDER = ORGANIZATION_HOLDER;

/** The admin console's Partner Services organizations (issue 18): admins only. */
export const adminOrganizationsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      organizationsPartnerServices: 'admin',
      organizationsPartnerServicesPage: 'admin',
      adminOrganization: 'admin',
    },
    Mutation: {
      adminCreateOrganization: 'admin',
      adminUpdateOrganizationProfile: 'admin',
      adminUpdateOrganizationMembers: 'admin',
      adminUpdateOrganizationStatus: 'admin',
      adminUpdateOrganizationApplications: 'admin',
      adminDeleteOrganizationApplication: 'admin',
      adminArchiveOrganization: 'admin',
      adminRestoreOrganization: 'admin',
      adminDeleteOrganization: 'admin',
    },
  },
  resolvers: {
    Query: {
      organizationsPartnerServices: (_p, { applicationYear }, ctx) =>
        organizationList(ctx.db, applicationYear),
      organizationsPartnerServicesPage: (_p, { applicationYear, page }, ctx) =>
        keptListPage(
          page,
          () => organizationList(ctx.db, applicationYear),
          () => ORGANIZATION_LIST,
        ),
      adminOrganization: (_p, { organizationId }, ctx) => adminOrganization(ctx.db, organizationId),
    },
    Mutation: {
      adminCreateOrganization: (_p, { input }, ctx) => createOrganization(ctx, input),
      adminUpdateOrganizationProfile: (_p, { input }, ctx) => updateOrganizationProfile(ctx, input),
      adminUpdateOrganizationMembers: (_p, { input }, ctx) => updateOrganizationMembers(ctx, input),
      adminUpdateOrganizationStatus: async (_p, { input }, ctx) => {
        await updateHolderStatus(ctx, HOLDER, input.organizationId, input.status);
        return adminOrganization(ctx.db, input.organizationId);
      },
      adminUpdateOrganizationApplications: async (_p, { input }, ctx) => {
        const changes = input.applications.map((c) => ({
          applicationId: c.applicationPartnerServicesId,
          status: c.status,
        }));
        await updateHolderApplications(ctx, HOLDER, input.organizationId, changes);
        return adminOrganization(ctx.db, input.organizationId);
      },
      adminDeleteOrganizationApplication: async (_p, { applicationPartnerServicesId }, ctx) =>
        adminOrganization(
          ctx.db,
          await deleteHolderApplication(ctx, HOLDER, applicationPartnerServicesId),
        ),
      adminArchiveOrganization: (_p, { organizationId }, ctx) =>
        setHolderArchived(ctx, HOLDER, organizationId, true),
      adminRestoreOrganization: (_p, { organizationId }, ctx) =>
        setHolderArchived(ctx, HOLDER, organizationId, false),
      adminDeleteOrganization: (_p, { organizationId }, ctx) =>
        deleteHolder(ctx, HOLDER, organizationId),
    },
  },
};
