import { eq, sql } from 'drizzle-orm';
import { MESSAGES, isEnumValue } from '@portal/domain';
import { schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError } from '../../graphql/errors.ts';
import type { AdminUpdateProgramStatusInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { programConfig } from './programs.ts';
import { lockSchool } from './school-lock.ts';
import { adminSchool } from './school-view.ts';

/**
 * The Program Status tab's save: one value of the programStatuses enumeration (no transition
 * rules in the spec), with the program's status updated-at, audited.
 */
export async function updateProgramStatus(ctx: Context, input: AdminUpdateProgramStatusInput) {
  if (!isEnumValue('programStatuses', input.status)) {
    throw fieldError('status', MESSAGES.required);
  }
  const { columns } = programConfig(input.program);
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, input.schoolId);
    if (school[columns.status] === input.status) return;
    await tx
      .update(schools)
      .set({ [columns.status]: input.status, [columns.statusUpdatedAt]: sql`now()` })
      .where(eq(schools.id, school.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_PROGRAM_STATUS',
      entityType: 'schools',
      entityId: school.id,
      before: { [columns.status]: school[columns.status] },
      after: { [columns.status]: input.status },
    });
  });
  return adminSchool(ctx.db, input.program, input.schoolId);
}
