import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { SchoolProgramModule } from '../../programs/types.ts';
import { schoolMarketApplicationModule } from './resolvers.ts';
import { schoolMarketSignaturePage } from './signature-page.ts';

/**
 * School Market's server module: everything built — its table, its school columns and contacts
 * (the admin console's schools lists and detail read them), its application's GraphQL part and
 * its signature page (signed by the principal, in Houston ISD by the primary point of contact).
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
    page: schoolMarketSignaturePage,
  },
  graphql: schoolMarketApplicationModule,
};
