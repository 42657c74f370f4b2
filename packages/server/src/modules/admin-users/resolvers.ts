import type { Module } from '../../graphql/schema.ts';

// Stub: every field is implemented in this module's files (in progress).
const todo = () => {
  throw new Error('Not implemented');
};

export const adminUsersModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      educatorUsers: 'admin',
      adminEducatorUserDetails: 'admin',
      adminSchoolOptions: 'admin',
    },
    Mutation: {
      adminUpdateEducatorUser: 'admin',
      adminDeleteEducatorUser: 'admin',
      adminRestoreEducatorUser: 'admin',
    },
  },
  resolvers: {
    Query: { educatorUsers: todo, adminEducatorUserDetails: todo, adminSchoolOptions: todo },
    Mutation: {
      adminUpdateEducatorUser: todo,
      adminDeleteEducatorUser: todo,
      adminRestoreEducatorUser: todo,
    },
  },
};
