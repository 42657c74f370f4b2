import type { Module } from '../../graphql/module.ts';
import { editSchoolContacts, schoolContacts } from './school-contacts.ts';

export const contactsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  // Educators for their linked live schools, admins for any school: scoped by findSchoolFor.
  access: {
    Query: { schoolContacts: 'authenticated' },
    Mutation: { editSchoolContacts: 'authenticated' },
  },
  resolvers: {
    Query: {
      schoolContacts: (_p, { schoolId }, ctx) => schoolContacts(ctx, schoolId),
    },
    Mutation: {
      editSchoolContacts: (_p, { input }, ctx) => editSchoolContacts(ctx, input),
    },
  },
};
