import type { Module } from '../../graphql/module.ts';
import { adminDistricts } from './admin-districts.ts';
import { setDistrictArchived } from './archive-district.ts';
import { districtDetails } from './district-details.ts';
import { updateDistrict } from './update-district.ts';

export const districtsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: { adminDistricts: 'admin', adminDistrictDetails: 'admin' },
    Mutation: {
      adminUpdateDistrict: 'admin',
      adminArchiveDistrict: 'admin',
      adminRestoreDistrict: 'admin',
    },
  },
  resolvers: {
    Query: {
      adminDistricts: (_p, _a, ctx) => adminDistricts(ctx.db),
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
