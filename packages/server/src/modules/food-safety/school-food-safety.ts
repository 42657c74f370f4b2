import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { isoDayToUs } from '@portal/domain';
import { FOOD_SAFETY_ENTRIES_SHOWN } from '@portal/domain/programs/backpack-buddy';
import type { DbOrTx } from '../../db/client.ts';
import { foodSafetyEntries } from '../../db/schema/food-safety.ts';
import { schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import type { FoodSafetyEntry } from '../../graphql/generated/resolvers.ts';

/** What the Food Safety tab shows of a school. Dates MM/DD/YYYY. */
export interface SchoolFoodSafety {
  status: string | null;
  /** Newest completion first, at most FOOD_SAFETY_ENTRIES_SHOWN. */
  entries: FoodSafetyEntry[];
  /** The latest expiration date of all the school's entries (null without entries). */
  expirationDate: string | null;
}

const NONE: SchoolFoodSafety = { status: null, entries: [], expirationDate: null };

const day = (value: string) => isoDayToUs(value) ?? value;

/**
 * The food safety of some schools in ONE statement: each school's status, its newest entries
 * (ranked per school, at most FOOD_SAFETY_ENTRIES_SHOWN each) and its latest expiration date
 * over all its entries. Unknown schools are left out of the answer.
 */
export async function loadFoodSafety(
  db: DbOrTx,
  schoolIds: readonly number[],
): Promise<Map<number, SchoolFoodSafety>> {
  const answer = new Map<number, SchoolFoodSafety>();
  if (schoolIds.length === 0) return answer;
  const e = foodSafetyEntries;
  const ranked = db
    .select({
      id: e.id,
      schoolId: e.schoolId,
      completedBy: e.completedBy,
      completionDate: sql<string>`${e.completionDate}::text`.as('completion_day'),
      expirationDate: sql<string>`${e.expirationDate}::text`.as('expiration_day'),
      createdAt: e.createdAt,
      rank: sql<number>`row_number() over (partition by ${e.schoolId}
        order by ${e.completionDate} desc, ${e.id} desc)`.as('rank'),
      latest: sql<string>`(max(${e.expirationDate}) over (partition by ${e.schoolId}))::text`.as(
        'latest',
      ),
    })
    .from(e)
    .where(inArray(e.schoolId, [...schoolIds]))
    .as('ranked');
  const rows = await db
    .select({
      schoolId: schools.id,
      status: schools.foodSafetyStatus,
      entryId: ranked.id,
      completedBy: ranked.completedBy,
      completionDate: ranked.completionDate,
      expirationDate: ranked.expirationDate,
      createdAt: ranked.createdAt,
      latest: ranked.latest,
    })
    .from(schools)
    .leftJoin(
      ranked,
      and(eq(ranked.schoolId, schools.id), lte(ranked.rank, FOOD_SAFETY_ENTRIES_SHOWN)),
    )
    .where(inArray(schools.id, [...schoolIds]))
    .orderBy(asc(schools.id), asc(ranked.rank));
  for (const row of rows) {
    let school = answer.get(row.schoolId);
    if (!school) {
      school = {
        status: row.status,
        entries: [],
        expirationDate: row.latest ? day(row.latest) : null,
      };
      answer.set(row.schoolId, school);
    }
    if (row.entryId !== null) {
      school.entries.push({
        foodSafetyEntryId: row.entryId,
        completedBy: row.completedBy!,
        completionDate: day(row.completionDate!),
        expirationDate: day(row.expirationDate!),
        createdAt: row.createdAt!,
      });
    }
  }
  return answer;
}

type Batch = { ids: Set<number>; answer: Promise<Map<number, SchoolFoodSafety>> };

/** The batch of each request that is still collecting school ids. */
const collecting = new WeakMap<Context, Batch>();

/**
 * A school's food safety for a field resolver: the fields of every school asked for in the same
 * tick of one request share one statement (no statement per school or per field). Nothing is
 * kept after the batch runs, so a mutation's answer reads what it wrote.
 */
export function schoolFoodSafety(ctx: Context, schoolId: number): Promise<SchoolFoodSafety> {
  let batch = collecting.get(ctx);
  if (!batch) {
    const ids = new Set<number>();
    const answer = Promise.resolve().then(() => {
      collecting.delete(ctx);
      return loadFoodSafety(ctx.db, [...ids]);
    });
    batch = { ids, answer };
    collecting.set(ctx, batch);
  }
  batch.ids.add(schoolId);
  return batch.answer.then((answer) => answer.get(schoolId) ?? NONE);
}
