import type { Module } from '../../graphql/schema.ts';

// Stub: every field is implemented in this module's files (in progress).
const todo = () => {
  throw new Error('Not implemented');
};

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
    Query: { adminDistricts: todo, adminDistrictDetails: todo },
    Mutation: { adminUpdateDistrict: todo, adminArchiveDistrict: todo, adminRestoreDistrict: todo },
  },
};
