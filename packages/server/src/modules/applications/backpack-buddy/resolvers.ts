import type { Module } from '../../../graphql/module.ts';
import { applicationInProgress, userBackpackBuddyApplications } from './queries.ts';
import { saveStepOne } from './save-step-one.ts';
import { saveStepThree } from './save-step-three.ts';
import { saveStepTwo } from './save-step-two.ts';
import { applicationSchool, applicationView } from './view.ts';

const payload = (app: { id: number; status: string; stepsCompleted: number }) => ({
  applicationBackpackBuddyId: app.id,
  status: app.status as never,
  stepsCompleted: app.stepsCompleted,
});

export const backpackBuddyApplicationModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: {
      applicationBackpackBuddy: 'authenticated',
      applicationInProgressBackpackBuddy: 'authenticated',
      applicationSchool: 'authenticated',
      userApplicationsBackpackBuddy: 'educator',
    },
    // Admins view applications read-only (spec 1 §2).
    Mutation: {
      saveApplicationStepOne: 'educator',
      saveApplicationStepTwo: 'educator',
      saveApplicationStepThree: 'educator',
    },
  },
  resolvers: {
    Query: {
      applicationBackpackBuddy: async (_p, { id }, ctx) =>
        applicationView(ctx.db, ctx.viewer!, id) as never,
      applicationInProgressBackpackBuddy: (_p, args, ctx) => applicationInProgress(ctx.db, args),
      applicationSchool: (_p, { schoolId }, ctx) =>
        applicationSchool(ctx.db, ctx.viewer!, schoolId),
      userApplicationsBackpackBuddy: (_p, _a, ctx) =>
        userBackpackBuddyApplications(ctx.db, ctx.viewer!.userId),
    },
    Mutation: {
      saveApplicationStepOne: async (_p, { input }, ctx) => payload(await saveStepOne(ctx, input)),
      saveApplicationStepTwo: async (_p, { input }, ctx) => payload(await saveStepTwo(ctx, input)),
      saveApplicationStepThree: async (_p, { input }, ctx) =>
        payload(await saveStepThree(ctx, input)),
    },
  },
};
