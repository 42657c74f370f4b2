import { getTableColumns } from 'drizzle-orm';
import type { Program as ProgramEntry, SchoolProgram } from '@portal/domain';
import type { TeamMemberType } from '../../db/schema/enums.ts';
import { schools } from '../../db/schema/schools.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { schoolProgramModules } from '../programs/registry.ts';
import type {
  SchoolApplicationTable,
  SchoolColumns,
  SchoolProgramModule,
  SignatureColumn,
} from '../programs/types.ts';

/** The school programs' application tables, seen through their common columns. */
export type ApplicationTable = SchoolApplicationTable;

/**
 * A school program as the admin console's schools screens use it: a view of its server module
 * (modules/applications/<slug>/module.ts, through the program registry), not a table of its own.
 */
export interface SchoolProgramConfig {
  program: SchoolProgram;
  entry: ProgramEntry;
  table: ApplicationTable;
  /** The table's name: the audit log's entityType of the program's applications. */
  tableName: string;
  /** Whether the table has waitlisted and waitlistedAt (School Market, Teachers Aid). */
  hasWaitlist: boolean;
  /** The school's columns for this program. */
  columns: SchoolColumns;
  /** The list's contact columns: Backpack Buddy PRIMARY, … (spec 3 §3). */
  mainContactType: TeamMemberType;
  /** The principal_signatures column that points at this program's applications. */
  signatureColumn: SignatureColumn;
  /** Whether the school has term months of this program (Backpack Buddy's allocations). */
  allocations: boolean;
}

function configOf(module: SchoolProgramModule): SchoolProgramConfig {
  const { table, name } = module.applications;
  return {
    program: module.entry.programEnum as SchoolProgram,
    entry: module.entry,
    table,
    tableName: name,
    hasWaitlist: 'waitlisted' in getTableColumns(table),
    columns: module.school.columns,
    mainContactType: module.school.mainContactType,
    signatureColumn: module.signatures.column,
    allocations: module.school.allocations,
  };
}

export const SCHOOL_PROGRAM_CONFIG = Object.fromEntries(
  schoolProgramModules().map((module) => [module.entry.programEnum, configOf(module)]),
) as Record<SchoolProgram, SchoolProgramConfig>;

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
