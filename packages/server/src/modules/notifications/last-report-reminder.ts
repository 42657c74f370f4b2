import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reportReminders } from '../../db/schema/report-reminders.ts';
import type { Context } from '../../graphql/context.ts';
import type { ReportReminder } from '../../graphql/generated/resolvers.ts';

/** The latest reminder of each school (by sentAt) in ONE statement; schools without one are left out. */
export async function loadLastReportReminders(
  db: DbOrTx,
  schoolIds: readonly number[],
): Promise<Map<number, ReportReminder>> {
  const answer = new Map<number, ReportReminder>();
  if (schoolIds.length === 0) return answer;
  const r = reportReminders;
  const rows = await db
    .selectDistinctOn([r.schoolId], {
      schoolId: r.schoolId,
      monthStart: r.monthStart,
      sentAt: r.sentAt,
      recipients: r.recipients,
    })
    .from(r)
    .where(inArray(r.schoolId, [...schoolIds]))
    .orderBy(r.schoolId, desc(r.sentAt), desc(r.id));
  for (const { schoolId, ...reminder } of rows) answer.set(schoolId, reminder);
  return answer;
}

type Batch = { ids: Set<number>; answer: Promise<Map<number, ReportReminder>> };

/** The batch of each request that is still collecting school ids. */
const collecting = new WeakMap<Context, Batch>();

/**
 * A school's last reminder for the AdminSchool field: every school asked for in the same tick of
 * one request shares one statement (no statement per school).
 */
export function lastReportReminder(ctx: Context, schoolId: number): Promise<ReportReminder | null> {
  let batch = collecting.get(ctx);
  if (!batch) {
    const ids = new Set<number>();
    const answer = Promise.resolve().then(() => {
      collecting.delete(ctx);
      return loadLastReportReminders(ctx.db, [...ids]);
    });
    batch = { ids, answer };
    collecting.set(ctx, batch);
  }
  batch.ids.add(schoolId);
  return batch.answer.then((answer) => answer.get(schoolId) ?? null);
}
