import { and, eq, isNull } from 'drizzle-orm';
import { isRecordId } from '@portal/domain';
import { surveySchema } from '@portal/domain/library/surveys';
import { surveys } from '../../db/schema/surveys.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput, userError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';

/** The audit log's words for survey changes (entity surveys). */
export const SURVEYS_ENTITY = 'surveys';
export const SURVEY_ACTIONS = { create: 'CREATE_SURVEY', delete: 'DELETE_SURVEY' } as const;

type SurveyRow = typeof surveys.$inferSelect;

const view = (s: SurveyRow) => ({
  surveyId: s.id,
  title: s.title,
  link: s.link,
  createdAt: s.createdAt,
});

/**
 * adminCreateSurvey (spec 3 §7 Surveys): a Backpack Buddy survey, checked by the add form's
 * schema (title and link required, the link http:// or https://), audited in its transaction.
 */
export async function adminCreateSurvey(ctx: Context, args: { title: string; link: string }) {
  const input = parseInput(surveySchema, args);
  const actorId = ctx.viewer!.userId;
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(surveys)
      .values({ program: 'BACKPACK_BUDDY', ...input, createdById: actorId })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: SURVEY_ACTIONS.create,
      entityType: SURVEYS_ENTITY,
      entityId: created!.id,
      before: null,
      after: input,
    });
    return created!;
  });
  return view(row);
}

/**
 * adminDeleteSurvey (spec 3 §7 Surveys): takes a live Backpack Buddy survey away from educators
 * (deletedAt; the row stays for the audit trail), audited with what it was. An unknown or
 * already deleted survey is 'Not found'.
 */
export async function adminDeleteSurvey(ctx: Context, surveyId: number) {
  if (!isRecordId(surveyId)) throw userError('NOT_FOUND');
  const row = await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(surveys)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(surveys.id, surveyId),
          eq(surveys.program, 'BACKPACK_BUDDY'),
          isNull(surveys.deletedAt),
        ),
      )
      .returning();
    if (!deleted) throw userError('NOT_FOUND');
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: SURVEY_ACTIONS.delete,
      entityType: SURVEYS_ENTITY,
      entityId: deleted.id,
      before: { title: deleted.title, link: deleted.link },
      after: null,
    });
    return deleted;
  });
  return view(row);
}
