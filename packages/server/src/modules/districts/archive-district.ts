import { eq, sql } from 'drizzle-orm';
import { districts } from '../../db/schema/districts.ts';
import type { Context } from '../../graphql/context.ts';
import { userError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { districtDetails } from './district-details.ts';

/**
 * Archives (sets deleted_at) or restores a district. Archived districts leave the educators'
 * district selects (allDistricts); their schools keep pointing at them. Archiving an archived
 * district changes and records nothing.
 */
export async function setDistrictArchived(ctx: Context, districtId: number, archived: boolean) {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(districts)
      .where(eq(districts.id, districtId))
      .for('update');
    if (!current) throw userError('NOT_FOUND');
    if ((current.deletedAt !== null) === archived) return;
    const [row] = await tx
      .update(districts)
      .set({ deletedAt: archived ? sql`now()` : null })
      .where(eq(districts.id, districtId))
      .returning({ deletedAt: districts.deletedAt });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: archived ? 'ARCHIVE' : 'RESTORE',
      entityType: 'districts',
      entityId: districtId,
      before: { deletedAt: current.deletedAt },
      after: { deletedAt: row!.deletedAt },
    });
  });
  return districtDetails(ctx.db, districtId);
}
