import type { Module } from '../../graphql/module.ts';
import { copyStudents } from './copy-students.ts';
import { deleteDistributions } from './delete-distributions.ts';
import { saveDistribution } from './save-distribution.ts';
import { schoolReports } from './school-reports.ts';
import { asksFor } from './selection.ts';
import { deleteReports, submitReport } from './submit-report.ts';
import { uploadStudents } from './upload-students.ts';

/**
 * Backpack Buddy distribution reports. Every operation is open to signed-in users and checks
 * the caller on the month itself: educators only on their linked live schools, and not after
 * the month's report is submitted; admins on any school, also after submission.
 */
export const reportsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: { schoolReports: 'authenticated' },
    Mutation: {
      saveDistribution: 'authenticated',
      deleteDistributions: 'authenticated',
      copyStudents: 'authenticated',
      uploadStudents: 'authenticated',
      submitReport: 'authenticated',
      deleteReports: 'admin',
    },
  },
  resolvers: {
    Query: {
      schoolReports: (_p, args, ctx, info) =>
        schoolReports(ctx.db, ctx.viewer!, args, asksFor(info, ['termMonths', 'distributions'])),
    },
    Mutation: {
      saveDistribution: (_p, { input }, ctx) => saveDistribution(ctx, input),
      deleteDistributions: (_p, { distributionIds }, ctx) =>
        deleteDistributions(ctx, distributionIds),
      copyStudents: (_p, { termMonthId }, ctx) => copyStudents(ctx, termMonthId),
      uploadStudents: (_p, { input }, ctx) => uploadStudents(ctx, input),
      submitReport: (_p, { input }, ctx) => submitReport(ctx, input),
      deleteReports: (_p, { termMonthIds }, ctx) => deleteReports(ctx, termMonthIds),
    },
  },
};
