import { and, desc, eq, isNull } from 'drizzle-orm';
import { surveys } from '../../db/schema/surveys.ts';
import type { Context } from '../../graphql/context.ts';
import { findSchoolFor } from '../schools/school-access.ts';

/**
 * The live Backpack Buddy surveys, newest first. The school the list is viewed for (the
 * dashboard's school) must be one the caller may act for; the surveys are the program's.
 */
export async function backpackBuddySurveys(ctx: Context, schoolId: number | null | undefined) {
  if (schoolId != null) await findSchoolFor(ctx.db, ctx.viewer!, schoolId);
  const rows = await ctx.db
    .select()
    .from(surveys)
    .where(and(eq(surveys.program, 'BACKPACK_BUDDY'), isNull(surveys.deletedAt)))
    .orderBy(desc(surveys.createdAt), desc(surveys.id));
  return rows.map((s) => ({
    surveyId: s.id,
    title: s.title,
    link: s.link,
    createdAt: s.createdAt,
  }));
}
