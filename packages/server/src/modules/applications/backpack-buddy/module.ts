import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import { HOLDERS } from '../../programs/holders.ts';
import type { SchoolProgramModule } from '../../programs/types.ts';
import { backpackBuddyApplicationModule } from './resolvers.ts';
import { backpackBuddySignaturePage } from './signature-page.ts';
import { backpackBuddyTable } from './table.ts';

/** Backpack Buddy's server module: everything built. */
export const backpackBuddyModule: SchoolProgramModule<'backpackBuddy'> = {
  key: 'backpackBuddy',
  entry: PROGRAMS_BY_KEY.backpackBuddy,
  holder: HOLDERS.school,
  applications: {
    table: backpackBuddyTable,
    name: getTableName(applicationBackpackBuddy),
    related: [],
  },
  school: {
    columns: {
      programId: 'backpackBuddyId',
      status: 'statusBackpackBuddy',
      statusUpdatedAt: 'statusBackpackBuddyUpdatedAt',
      firstYearApplied: 'firstYearAppliedBackpackBuddy',
    },
    mainContactType: 'PRIMARY',
    allocations: true,
  },
  signatures: { column: 'applicationBackpackBuddyId', page: backpackBuddySignaturePage },
  graphql: backpackBuddyApplicationModule,
};
