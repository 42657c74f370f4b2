import type { SchoolProgram } from '@portal/domain';
import type { Access } from '../../graphql/access.ts';
import type { QueryResolvers } from '../../graphql/generated/resolvers.ts';
import type { Module } from '../../graphql/module.ts';
import { schoolProgramModules } from '../programs/registry.ts';
import { setSchoolArchived } from './archive-school.ts';
import { deleteApplication } from './delete-application.ts';
import { deleteSchool } from './delete-school.ts';
import { schoolList } from './list-query.ts';
import { schoolListPage } from './school-list-page.ts';
import { resendSignatureEmail } from './resend-signature.ts';
import { adminSchool } from './school-view.ts';
import { updateApplications } from './update-applications.ts';
import { updateSchoolContacts } from './update-contacts.ts';
import { updateProgramStatus } from './update-status.ts';
import { updateSchoolProfile } from './update-profile.ts';

/**
 * Each school program's list, list page and detail queries (schoolsBackpackBuddy,
 * schoolsBackpackBuddyPage, adminSchoolBackpackBuddy, …), one set per school program of the
 * registry, named by its entry's graphqlName; the schema declares them (registry.test.ts checks
 * that each school program has its list and detail).
 */
function perSchoolProgram() {
  const Query: QueryResolvers = {};
  const access: Record<string, Access> = {};
  for (const { entry } of schoolProgramModules()) {
    const program = entry.programEnum as SchoolProgram;
    // Typed as Backpack Buddy's: the three programs' fields have the same arguments and results.
    const list = `schools${entry.graphqlName}` as 'schoolsBackpackBuddy';
    const page = `schools${entry.graphqlName}Page` as 'schoolsBackpackBuddyPage';
    const detail = `adminSchool${entry.graphqlName}` as 'adminSchoolBackpackBuddy';
    Query[list] = (_p, { termId }, ctx) => schoolList(ctx.db, program, termId);
    Query[page] = (_p, args, ctx) => schoolListPage(ctx.db, program, args.termId, args.page);
    Query[detail] = (_p, { schoolId }, ctx) => adminSchool(ctx.db, program, schoolId);
    access[list] = 'admin';
    access[page] = 'admin';
    access[detail] = 'admin';
  }
  return { Query, access };
}

const programs = perSchoolProgram();

/** The admin console's schools of Backpack Buddy, School Market and Teachers Aid (spec 3). */
export const adminSchoolsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Query: programs.access,
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
    Query: programs.Query,
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
