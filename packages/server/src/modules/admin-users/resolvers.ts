import type { Module } from '../../graphql/module.ts';
import { setEducatorDeleted } from './delete-educator-user.ts';
import { educatorUserDetails } from './educator-user-details.ts';
import { educatorUserList, educatorUserPage } from './educator-user-list.ts';
import { adminSchoolOptions } from './school-options.ts';
import { adminSiteOptions } from './site-options.ts';
import { updateEducatorUser } from './update-educator-user.ts';
import { USER_HOLDERS, holderOptions } from './user-holders.ts';

export const adminUsersModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      educatorUsers: 'admin',
      educatorUsersPage: 'admin',
      adminEducatorUserDetails: 'admin',
      adminSchoolOptions: 'admin',
      adminSiteOptions: 'admin',
      adminOrganizationOptions: 'admin',
    },
    Mutation: {
      adminUpdateEducatorUser: 'admin',
      adminDeleteEducatorUser: 'admin',
      adminRestoreEducatorUser: 'admin',
    },
  },
  resolvers: {
    Query: {
      educatorUsers: (_p, _a, ctx) => educatorUserList(ctx.db),
      educatorUsersPage: (_p, { holder, page }, ctx) => educatorUserPage(ctx.db, holder, page),
      adminEducatorUserDetails: (_p, { educatorId }, ctx) =>
        educatorUserDetails(ctx.db, educatorId),
      adminSchoolOptions: (_p, _a, ctx) => adminSchoolOptions(ctx.db),
      adminSiteOptions: (_p, _a, ctx) => adminSiteOptions(ctx.db),
      adminOrganizationOptions: (_p, _a, ctx) => holderOptions(ctx.db, USER_HOLDERS.organization),
    },
    Mutation: {
      adminUpdateEducatorUser: (_p, { input }, ctx) => updateEducatorUser(ctx, input),
      adminDeleteEducatorUser: (_p, { educatorId }, ctx) =>
        setEducatorDeleted(ctx, educatorId, true),
      adminRestoreEducatorUser: (_p, { educatorId }, ctx) =>
        setEducatorDeleted(ctx, educatorId, false),
    },
  },
};
