import type { Module } from '../../../graphql/module.ts';
import { findTeachersAidApplicationFor } from './access.ts';
import { applicationInProgress, userTeachersAidApplications } from './queries.ts';
import { saveStepOne } from './save-step-one.ts';
import { saveStepThree } from './save-step-three.ts';
import { saveStepTwo } from './save-step-two.ts';
import { applicationView, teachersAidSchool } from './view.ts';

const payload = (app: { id: number; status: string; stepsCompleted: number }) => ({
  applicationTeachersAidId: app.id,
  status: app.status as never,
  stepsCompleted: app.stepsCompleted,
});

/** Teachers Aid's GraphQL part (schema.graphql): the three steps, the prefill and My Account's list. */
export const teachersAidApplicationModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      applicationTeachersAid: 'authenticated',
      applicationInProgressTeachersAid: 'authenticated',
      teachersAidSchool: 'authenticated',
      userApplicationsTeachersAid: 'educator',
    },
    // Admins view applications read-only (spec 2 §6).
    Mutation: {
      saveTeachersAidApplicationStepOne: 'educator',
      saveTeachersAidApplicationStepTwo: 'educator',
      saveTeachersAidApplicationStepThree: 'educator',
    },
  },
  resolvers: {
    Query: {
      applicationTeachersAid: async (_p, { applicationTeachersAidId }, ctx) =>
        applicationView(
          ctx.db,
          await findTeachersAidApplicationFor(ctx.db, ctx.viewer!, applicationTeachersAidId),
          ctx.viewer!,
        ) as never,
      applicationInProgressTeachersAid: (_p, args, ctx) => applicationInProgress(ctx.db, args),
      teachersAidSchool: (_p, { schoolId }, ctx) =>
        teachersAidSchool(ctx.db, ctx.viewer!, schoolId),
      userApplicationsTeachersAid: (_p, _a, ctx) =>
        userTeachersAidApplications(ctx.db, ctx.viewer!.userId),
    },
    Mutation: {
      saveTeachersAidApplicationStepOne: async (_p, { input }, ctx) =>
        payload(await saveStepOne(ctx, input)),
      saveTeachersAidApplicationStepTwo: async (_p, { input }, ctx) =>
        payload(await saveStepTwo(ctx, input)),
      saveTeachersAidApplicationStepThree: async (_p, { input }, ctx) =>
        payload(await saveStepThree(ctx, input)),
    },
  },
};
