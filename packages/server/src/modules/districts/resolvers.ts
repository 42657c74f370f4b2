import type { Module } from '../../graphql/module.ts';
import { DISTRICT_LIST } from '@portal/domain';
import { keptListPage } from '../admin-holders/kept-list.ts';
import { adminDistricts } from './admin-districts.ts';
import { setDistrictArchived } from './archive-district.ts';
import { districtDetails } from './district-details.ts';
import { updateDistrict } from './update-district.ts';

export const districtsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: { adminDistricts: 'admin', adminDistrictsPage: 'admin', adminDistrictDetails: 'admin' },
    Mutation: {
      adminUpdateDistrict: 'admin',
      adminArchiveDistrict: 'admin',
      adminRestoreDistrict: 'admin',
    },
  },
  resolvers: {
    Query: {
      adminDistricts: (_p, _a, ctx) => adminDistricts(ctx.db),
      adminDistrictsPage: (_p, { page }, ctx) =>
        keptListPage(
          page,
          () => adminDistricts(ctx.db),
          () => DISTRICT_LIST,
        ),
      adminDistrictDetails: (_p, { districtId }, ctx) => districtDetails(ctx.db, districtId),
    },
    Mutation: {
      adminUpdateDistrict: (_p, { input }, ctx) => updateDistrict(ctx, input),
      adminArchiveDistrict: (_p, { districtId }, ctx) => setDistrictArchived(ctx, districtId, true),
      adminRestoreDistrict: (_p, { districtId }, ctx) =>
        setDistrictArchived(ctx, districtId, false),
    },
  },
};
