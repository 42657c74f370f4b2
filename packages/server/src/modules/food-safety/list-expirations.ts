import { sql, type SQL } from 'drizzle-orm';
import { isoDayToUs } from '@portal/domain';
import { foodSafetyEntries } from '../../db/schema/food-safety.ts';

/**
 * For the admin school lists' one statement (admin-schools/list-query.ts): a JSON text of
 * [schoolId, latest expiration day] for every school with food safety entries. Uncorrelated,
 * one pass over the entries (indexed by school and expiration date); the list joins it by
 * school id in Node, as it joins the applications.
 */
export function latestExpirationsSql(): SQL {
  const e = foodSafetyEntries;
  return sql`(
    select coalesce(json_agg(json_build_array(latest.school_id, latest.day)), '[]'::json)
    from (
      select ${e.schoolId} as school_id, max(${e.expirationDate})::text as day
      from ${e} group by ${e.schoolId}
    ) latest)::text`;
}

/** The statement's text as a map of school id to its latest expiration date, MM/DD/YYYY. */
export function latestExpirations(text: string): Map<number, string> {
  const pairs = JSON.parse(text) as [number, string][];
  return new Map(pairs.map(([schoolId, day]) => [schoolId, isoDayToUs(day) ?? day]));
}
