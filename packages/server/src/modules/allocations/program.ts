import { PROGRAMS_BY_KEY, type SchoolProgram } from '@portal/domain';

/**
 * The program whose schools have allocations and term months: the Allocate tab is Backpack
 * Buddy's (spec 3 §2). allocations.test.ts checks it against the program registry's
 * `school.allocations` (which this leaf file cannot import: the registry reaches approval.ts).
 */
export const ALLOCATION_PROGRAM = PROGRAMS_BY_KEY.backpackBuddy.programEnum as SchoolProgram;
