import type { Module } from '../../graphql/module.ts';
import { backpackBuddySurveys } from './surveys.ts';

export const surveysModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  // An educator's schoolId must be one of their schools (checked in the query).
  access: { Query: { surveys: 'authenticated' } },
  resolvers: {
    Query: {
      surveys: (_p, { schoolId }, ctx) => backpackBuddySurveys(ctx, schoolId),
    },
  },
};
