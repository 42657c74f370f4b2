import { eq } from 'drizzle-orm';
import { schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSchool } from './school-lock.ts';

/**
 * Permanently deletes a school and all its program data in one transaction. Every table that
 * refers to a school cascades (user links, team members, the three programs' applications and
 * through them principal signatures and Teachers Aid teachers, term months and through them
 * distribution dates, distributions, their entries and reports, allocation entries, food safety
 * entries), so deleting the school row deletes them all; a foreign key added later without a
 * cascade makes this fail rather than leave orphans (admin-schools tests check every key).
 * The audit log has no foreign key and keeps a snapshot of what was deleted.
 */
export async function deleteSchool(ctx: Context, schoolId: number): Promise<boolean> {
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, schoolId);
    await tx.delete(schools).where(eq(schools.id, school.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'DELETE',
      entityType: 'schools',
      entityId: school.id,
      before: {
        name: school.name,
        type: school.type,
        districtId: school.districtId,
        address1: school.address1,
        city: school.city,
        zip: school.zip,
        backpackBuddyId: school.backpackBuddyId,
        schoolMarketAgencyNumber: school.schoolMarketAgencyNumber,
        teachersAidSchoolNumber: school.teachersAidSchoolNumber,
        deletedAt: school.deletedAt,
      },
      after: null,
    });
  });
  return true;
}
