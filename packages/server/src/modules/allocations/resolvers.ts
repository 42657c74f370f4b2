import type { Module } from '../../graphql/module.ts';
import { programConfig } from '../admin-schools/programs.ts';
import { deleteAllocationEntry } from './delete-allocation-entry.ts';
import { allocationEntriesOf } from './entries.ts';
import { saveAllocation } from './save-allocation.ts';

/**
 * Backpack Buddy allocations (spec 3 §2 Allocate tab, §4, §7): the weekly allocation entries of
 * the admin school, and the admins' save and delete, which set the weekly and monthly allocation
 * of the school's current and future term months.
 */
export const allocationsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Mutation: {
      adminSaveAllocation: 'admin',
      adminDeleteAllocationEntry: 'admin',
    },
  },
  resolvers: {
    AdminSchool: {
      // Only admins reach an AdminSchool (every field answering one is 'admin').
      allocationEntries: (school, _a, ctx) =>
        programConfig(school.program).allocations
          ? allocationEntriesOf(ctx.db, school.schoolId)
          : [],
    },
    Mutation: {
      adminSaveAllocation: (_p, args, ctx) => saveAllocation(ctx, args),
      adminDeleteAllocationEntry: (_p, { allocationEntryId }, ctx) =>
        deleteAllocationEntry(ctx, allocationEntryId),
    },
  },
};
