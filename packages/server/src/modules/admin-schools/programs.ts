import { getTableName } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, type Program as ProgramEntry, type SchoolProgram } from '@portal/domain';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { applicationSchoolMarket } from '../../db/schema/application-school-market.ts';
import { applicationTeachersAid } from '../../db/schema/application-teachers-aid.ts';
import type { TeamMemberType } from '../../db/schema/enums.ts';
import { schools } from '../../db/schema/schools.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';

/**
 * The columns every school program's application table has. The three tables differ only in
 * their program-specific columns, so the admin console reads and writes them through this view
 * (typed as the School Market table, whose common columns are the same as the other two).
 */
export type ApplicationTable = typeof applicationSchoolMarket;

type SchoolColumn = keyof typeof schools.$inferSelect;

export interface SchoolProgramConfig {
  program: SchoolProgram;
  entry: ProgramEntry;
  table: ApplicationTable;
  /** The table's name: the audit log's entityType of the program's applications. */
  tableName: string;
  /** Whether the table has waitlisted and waitlistedAt (School Market, Teachers Aid). */
  hasWaitlist: boolean;
  /** The school's columns for this program. */
  columns: {
    programId: SchoolColumn &
      ('backpackBuddyId' | 'schoolMarketAgencyNumber' | 'teachersAidSchoolNumber');
    status: SchoolColumn & ('statusBackpackBuddy' | 'statusSchoolMarket' | 'statusTeachersAid');
    statusUpdatedAt: SchoolColumn &
      (
        | 'statusBackpackBuddyUpdatedAt'
        | 'statusSchoolMarketUpdatedAt'
        | 'statusTeachersAidUpdatedAt'
      );
    firstYearApplied: SchoolColumn &
      (
        | 'firstYearAppliedBackpackBuddy'
        | 'firstYearAppliedSchoolMarket'
        | 'firstYearAppliedTeachersAid'
      );
  };
  /** The list's contact columns: Backpack Buddy PRIMARY, … (spec 3 §3). */
  mainContactType: TeamMemberType;
  /** The principal_signatures column that points at this program's applications. */
  signatureColumn:
    'applicationBackpackBuddyId' | 'applicationSchoolMarketId' | 'applicationTeachersAidId';
}

export const SCHOOL_PROGRAM_CONFIG: Record<SchoolProgram, SchoolProgramConfig> = {
  BACKPACK_BUDDY: {
    program: 'BACKPACK_BUDDY',
    entry: PROGRAMS_BY_KEY.backpackBuddy,
    // Same common columns; the Backpack Buddy table only adds its own.
    table: applicationBackpackBuddy as unknown as ApplicationTable,
    tableName: getTableName(applicationBackpackBuddy),
    hasWaitlist: false,
    columns: {
      programId: 'backpackBuddyId',
      status: 'statusBackpackBuddy',
      statusUpdatedAt: 'statusBackpackBuddyUpdatedAt',
      firstYearApplied: 'firstYearAppliedBackpackBuddy',
    },
    mainContactType: 'PRIMARY',
    signatureColumn: 'applicationBackpackBuddyId',
  },
  SCHOOL_MARKET: {
    program: 'SCHOOL_MARKET',
    entry: PROGRAMS_BY_KEY.schoolMarket,
    table: applicationSchoolMarket,
    tableName: getTableName(applicationSchoolMarket),
    hasWaitlist: true,
    columns: {
      programId: 'schoolMarketAgencyNumber',
      status: 'statusSchoolMarket',
      statusUpdatedAt: 'statusSchoolMarketUpdatedAt',
      firstYearApplied: 'firstYearAppliedSchoolMarket',
    },
    mainContactType: 'PRIMARY_POINT_OF_CONTACT',
    signatureColumn: 'applicationSchoolMarketId',
  },
  TEACHERS_AID: {
    program: 'TEACHERS_AID',
    entry: PROGRAMS_BY_KEY.teachersAid,
    table: applicationTeachersAid as unknown as ApplicationTable,
    tableName: getTableName(applicationTeachersAid),
    hasWaitlist: true,
    columns: {
      programId: 'teachersAidSchoolNumber',
      status: 'statusTeachersAid',
      statusUpdatedAt: 'statusTeachersAidUpdatedAt',
      firstYearApplied: 'firstYearAppliedTeachersAid',
    },
    mainContactType: 'SITE_COORDINATOR',
    signatureColumn: 'applicationTeachersAidId',
  },
};

export function programConfig(program: SchoolProgram): SchoolProgramConfig {
  return SCHOOL_PROGRAM_CONFIG[program];
}

/** The principal_signatures column of a program, as a drizzle column. */
export function signatureColumnOf(config: SchoolProgramConfig) {
  return principalSignatures[config.signatureColumn];
}

/** The school's column of a program-specific field, as a drizzle column. */
export function schoolColumn<K extends keyof SchoolProgramConfig['columns']>(
  config: SchoolProgramConfig,
  key: K,
) {
  return schools[config.columns[key]];
}
