import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import { applicationTeachersAid, teachers } from '../../../db/schema/application-teachers-aid.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { SchoolApplicationTable, SchoolProgramModule } from '../../programs/types.ts';

/**
 * Teachers Aid's server module. Built: its table (and its teachers table), its school columns
 * and contacts, its signature links (an admin's resend). Not built: the application's GraphQL
 * part and the signature page (the Teachers Aid issue).
 */
export const teachersAidModule: SchoolProgramModule<'teachersAid'> = {
  key: 'teachersAid',
  entry: PROGRAMS_BY_KEY.teachersAid,
  holder: HOLDERS.school,
  applications: {
    // Same common columns as the other school programs' tables.
    table: applicationTeachersAid as unknown as SchoolApplicationTable,
    name: getTableName(applicationTeachersAid),
    related: [teachers],
  },
  school: {
    columns: {
      programId: 'teachersAidSchoolNumber',
      status: 'statusTeachersAid',
      statusUpdatedAt: 'statusTeachersAidUpdatedAt',
      firstYearApplied: 'firstYearAppliedTeachersAid',
    },
    mainContactType: 'SITE_COORDINATOR',
    allocations: false,
  },
  signatures: {
    column: 'applicationTeachersAidId',
    page: notBuilt('Teachers Aid signature page data: the Teachers Aid issue'),
  },
  graphql: notBuilt('Teachers Aid application operations: the Teachers Aid issue'),
};
