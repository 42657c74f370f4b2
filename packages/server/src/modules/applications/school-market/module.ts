import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { SchoolProgramModule } from '../../programs/types.ts';

/**
 * School Market's server module. Built: its table, its school columns and contacts (the admin
 * console's schools lists and detail read them), its signature links (an admin's resend). Not
 * built: the application's GraphQL part and the signature page (the School Market issue).
 */
export const schoolMarketModule: SchoolProgramModule<'schoolMarket'> = {
  key: 'schoolMarket',
  entry: PROGRAMS_BY_KEY.schoolMarket,
  holder: HOLDERS.school,
  applications: {
    table: applicationSchoolMarket,
    name: getTableName(applicationSchoolMarket),
    related: [],
  },
  school: {
    columns: {
      programId: 'schoolMarketAgencyNumber',
      status: 'statusSchoolMarket',
      statusUpdatedAt: 'statusSchoolMarketUpdatedAt',
      firstYearApplied: 'firstYearAppliedSchoolMarket',
    },
    mainContactType: 'PRIMARY_POINT_OF_CONTACT',
    allocations: false,
  },
  signatures: {
    column: 'applicationSchoolMarketId',
    page: notBuilt('School Market signature page data: the School Market issue'),
  },
  graphql: notBuilt('School Market application operations: the School Market issue'),
};
