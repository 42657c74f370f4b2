import { and, eq, ne, sql } from 'drizzle-orm';
import { MESSAGES, districtSchema } from '@portal/domain';
import { districts } from '../../db/schema/districts.ts';
import { brokenUniqueKey } from '../../db/unique-violation.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput, userError } from '../../graphql/errors.ts';
import type { AdminUpdateDistrictInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { districtDetails } from './district-details.ts';

const nameTaken = () => fieldError('name', MESSAGES.districtNameTaken);

/** Creates a district (no districtId) or renames one; names are unique whatever the case. */
export async function updateDistrict(ctx: Context, input: AdminUpdateDistrictInput) {
  const { name } = parseInput(districtSchema, { name: input.name });
  const actorId = ctx.viewer!.userId;
  const districtId = input.districtId ?? undefined;
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [current] =
        districtId === undefined
          ? [undefined]
          : await tx.select().from(districts).where(eq(districts.id, districtId)).for('update');
      if (districtId !== undefined && !current) throw userError('NOT_FOUND');
      const [taken] = await tx
        .select({ id: districts.id })
        .from(districts)
        .where(
          and(
            sql`lower(${districts.name}) = lower(${name})`,
            current ? ne(districts.id, current.id) : undefined,
          ),
        )
        .limit(1);
      if (taken) throw nameTaken();
      if (!current) {
        const [created] = await tx.insert(districts).values({ name }).returning();
        await recordAudit(tx, {
          actorId,
          action: 'CREATE',
          entityType: 'districts',
          entityId: created!.id,
          after: { name },
        });
        return created!.id;
      }
      await tx.update(districts).set({ name }).where(eq(districts.id, current.id));
      await recordAudit(tx, {
        actorId,
        action: 'UPDATE',
        entityType: 'districts',
        entityId: current.id,
        before: { name: current.name },
        after: { name },
      });
      return current.id;
    });
  } catch (error) {
    // Two admins saving the same new name at once: the unique index decides.
    if (brokenUniqueKey(error) !== undefined) throw nameTaken();
    throw error;
  }
  return districtDetails(ctx.db, id);
}
