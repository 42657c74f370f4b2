import type { Module } from '../../graphql/module.ts';
import { adminCreateSurvey, adminDeleteSurvey } from './admin-surveys.ts';
import { backpackBuddySurveys } from './surveys.ts';

export const surveysModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    // An educator's schoolId must be one of their schools (checked in the query).
    Query: { surveys: 'authenticated' },
    Mutation: { adminCreateSurvey: 'admin', adminDeleteSurvey: 'admin' },
  },
  resolvers: {
    Query: {
      surveys: (_p, { schoolId }, ctx) => backpackBuddySurveys(ctx, schoolId),
    },
    Mutation: {
      adminCreateSurvey: (_p, args, ctx) => adminCreateSurvey(ctx, args),
      adminDeleteSurvey: (_p, { surveyId }, ctx) => adminDeleteSurvey(ctx, surveyId),
    },
  },
};
