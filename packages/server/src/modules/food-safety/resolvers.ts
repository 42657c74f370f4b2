import { certificateStateOf } from '@portal/domain/programs/backpack-buddy';
import type { Module } from '../../graphql/module.ts';
import { deleteFoodSafetyEntry } from './delete-entry.ts';
import { saveFoodSafetyEntry } from './save-entry.ts';
import { schoolFoodSafety } from './school-food-safety.ts';
import { updateFoodSafetyStatus } from './update-status.ts';

/**
 * Backpack Buddy food safety (spec 3 §2 Food Safety tab, §7): the entries, status and
 * certificate of a school on the admin school and list row, and the admins' changes.
 * The certificate state is worked out on every read against today (UTC), so a cached list
 * (admin-schools/list-query.ts) still turns a certificate expired on the day it expires.
 */
export const foodSafetyModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    Mutation: {
      adminUpdateFoodSafety: 'admin',
      adminDeleteFoodSafetyEntry: 'admin',
      adminUpdateFoodSafetyStatus: 'admin',
    },
  },
  resolvers: {
    AdminSchool: {
      foodSafetyStatus: async (school, _a, ctx) =>
        (await schoolFoodSafety(ctx, school.schoolId)).status,
      foodSafetyEntries: async (school, _a, ctx) =>
        (await schoolFoodSafety(ctx, school.schoolId)).entries,
      foodSafetyExpirationDate: async (school, _a, ctx) =>
        (await schoolFoodSafety(ctx, school.schoolId)).expirationDate,
      foodSafetyCertificate: async (school, _a, ctx) =>
        certificateStateOf(
          (await schoolFoodSafety(ctx, school.schoolId)).expirationDate,
          new Date(),
        ),
    },
    AdminSchoolListRow: {
      foodSafetyCertificate: (row) => certificateStateOf(row.foodSafetyExpirationDate, new Date()),
    },
    Mutation: {
      adminUpdateFoodSafety: (_p, args, ctx) => saveFoodSafetyEntry(ctx, args),
      adminDeleteFoodSafetyEntry: (_p, { foodSafetyEntryId }, ctx) =>
        deleteFoodSafetyEntry(ctx, foodSafetyEntryId),
      adminUpdateFoodSafetyStatus: (_p, args, ctx) => updateFoodSafetyStatus(ctx, args),
    },
  },
};
