import { eq, sql } from 'drizzle-orm';
import { schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { recordAudit } from '../audit/record.ts';
import { lockSchool } from './school-lock.ts';

/**
 * Archives (deletedAt set) or restores (cleared) a school, audited. Archiving an archived school
 * keeps its first archive date; neither changes anything else.
 */
export async function setSchoolArchived(
  ctx: Context,
  schoolId: number,
  archived: boolean,
): Promise<boolean> {
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, schoolId);
    if ((school.deletedAt !== null) === archived) return;
    const [saved] = await tx
      .update(schools)
      .set({ deletedAt: archived ? sql`now()` : null })
      .where(eq(schools.id, school.id))
      .returning({ deletedAt: schools.deletedAt });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: archived ? 'ARCHIVE' : 'RESTORE',
      entityType: 'schools',
      entityId: school.id,
      before: { deletedAt: school.deletedAt },
      after: { deletedAt: saved!.deletedAt },
    });
  });
  return true;
}
