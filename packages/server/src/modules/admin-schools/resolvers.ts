import type { Module } from '../../graphql/schema.ts';

// Stub: every field is implemented in this module's files (in progress).
const todo = () => {
  throw new Error('Not implemented');
};

export const adminSchoolsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      schoolsBackpackBuddy: 'admin',
      schoolsSchoolMarket: 'admin',
      schoolsTeachersAid: 'admin',
      adminSchoolBackpackBuddy: 'admin',
      adminSchoolSchoolMarket: 'admin',
      adminSchoolTeachersAid: 'admin',
    },
    Mutation: {
      adminUpdateSchoolProfile: 'admin',
      adminUpdateSchoolContacts: 'admin',
      adminUpdateProgramStatus: 'admin',
      adminUpdateApplications: 'admin',
      adminDeleteApplication: 'admin',
      resendPrincipalSignatureEmail: 'admin',
      adminArchiveSchool: 'admin',
      adminRestoreSchool: 'admin',
      adminDeleteSchool: 'admin',
    },
  },
  resolvers: {
    Query: {
      schoolsBackpackBuddy: todo,
      schoolsSchoolMarket: todo,
      schoolsTeachersAid: todo,
      adminSchoolBackpackBuddy: todo,
      adminSchoolSchoolMarket: todo,
      adminSchoolTeachersAid: todo,
    },
    Mutation: {
      adminUpdateSchoolProfile: todo,
      adminUpdateSchoolContacts: todo,
      adminUpdateProgramStatus: todo,
      adminUpdateApplications: todo,
      adminDeleteApplication: todo,
      resendPrincipalSignatureEmail: todo,
      adminArchiveSchool: todo,
      adminRestoreSchool: todo,
      adminDeleteSchool: todo,
    },
  },
};
