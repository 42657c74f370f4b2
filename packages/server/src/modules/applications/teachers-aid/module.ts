import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationTeachersAid, teachers } from '../../../db/schema/application-teachers-aid.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { SchoolProgramModule } from '../../programs/types.ts';
import { teachersAidApplicationModule } from './resolvers.ts';
import { teachersAidSignaturePage } from './signature-page.ts';
import { teachersAidTable } from './table.ts';

/**
 * Teachers Aid's server module: everything built — its table (and its teachers table), its
 * school columns and contacts, its application's GraphQL part (three steps, the teacher roster
 * belonging to the application) and its signature page (signed by the principal).
 */
export const teachersAidModule: SchoolProgramModule<'teachersAid'> = {
  key: 'teachersAid',
  entry: PROGRAMS_BY_KEY.teachersAid,
  holder: HOLDERS.school,
  applications: {
    table: teachersAidTable,
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
    page: teachersAidSignaturePage,
  },
  graphql: teachersAidApplicationModule,
};
