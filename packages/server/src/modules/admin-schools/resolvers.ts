import type { Module } from '../../graphql/schema.ts';
import { setSchoolArchived } from './archive-school.ts';
import { deleteApplication } from './delete-application.ts';
import { deleteSchool } from './delete-school.ts';
import { schoolList } from './list-query.ts';
import { resendSignatureEmail } from './resend-signature.ts';
import { adminSchool } from './school-view.ts';
import { updateApplications } from './update-applications.ts';
import { updateSchoolContacts } from './update-contacts.ts';
import { updateProgramStatus } from './update-status.ts';
import { updateSchoolProfile } from './update-profile.ts';

/** The admin console's schools of Backpack Buddy, School Market and Teachers Aid (spec 3). */
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
      schoolsBackpackBuddy: (_p, { termId }, ctx) => schoolList(ctx.db, 'BACKPACK_BUDDY', termId),
      schoolsSchoolMarket: (_p, { termId }, ctx) => schoolList(ctx.db, 'SCHOOL_MARKET', termId),
      schoolsTeachersAid: (_p, { termId }, ctx) => schoolList(ctx.db, 'TEACHERS_AID', termId),
      adminSchoolBackpackBuddy: (_p, { schoolId }, ctx) =>
        adminSchool(ctx.db, 'BACKPACK_BUDDY', schoolId),
      adminSchoolSchoolMarket: (_p, { schoolId }, ctx) =>
        adminSchool(ctx.db, 'SCHOOL_MARKET', schoolId),
      adminSchoolTeachersAid: (_p, { schoolId }, ctx) =>
        adminSchool(ctx.db, 'TEACHERS_AID', schoolId),
    },
    Mutation: {
      adminUpdateSchoolProfile: (_p, { input }, ctx) => updateSchoolProfile(ctx, input),
      adminUpdateSchoolContacts: (_p, { input }, ctx) => updateSchoolContacts(ctx, input),
      adminUpdateProgramStatus: (_p, { input }, ctx) => updateProgramStatus(ctx, input),
      adminUpdateApplications: (_p, { input }, ctx) => updateApplications(ctx, input),
      adminDeleteApplication: (_p, { program, applicationId }, ctx) =>
        deleteApplication(ctx, program, applicationId),
      resendPrincipalSignatureEmail: (_p, { program, applicationId }, ctx) =>
        resendSignatureEmail(ctx, program, applicationId),
      adminArchiveSchool: (_p, { schoolId }, ctx) => setSchoolArchived(ctx, schoolId, true),
      adminRestoreSchool: (_p, { schoolId }, ctx) => setSchoolArchived(ctx, schoolId, false),
      adminDeleteSchool: (_p, { schoolId }, ctx) => deleteSchool(ctx, schoolId),
    },
  },
};
