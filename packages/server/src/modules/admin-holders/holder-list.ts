import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { SNAPSHOT, readThroughSnapshot } from '../../db/snapshot-cache.ts';

/** One JSON array of the statement: its rows (json_build_array), source, filter and order. */
export interface JsonListPart {
  row: SQL;
  /** FROM and its joins. */
  from: SQL;
  where: SQL | undefined;
  order: readonly SQL[];
}

/** `left join {table} {aliasName} on {on}`: a contact of the holder by role. */
export const leftJoinAs = (table: PgTable, aliasName: string, on: SQL | undefined) =>
  sql`left join ${table} ${sql.identifier(aliasName)} on ${on}`;

/** A contact's JSON row, or null when the holder has no live contact of the role. */
export const ifHeld = (memberId: SQL | { getSQL(): SQL }, row: SQL) =>
  sql`case when ${memberId} is null then null else ${row} end`;

const jsonArray = (part: JsonListPart) => sql`(
    select coalesce(json_agg(${part.row} order by ${sql.join([...part.order], sql`, `)}), '[]'::json)
    from ${part.from}
    where ${part.where ?? sql`true`})::text`;

/**
 * A holder list (Kids Cafe sites, Partner Services organizations) in ONE statement whatever the
 * number of holders (as the school lists, admin-schools/list-query.ts): two JSON texts, the
 * listed holders with their two live contacts, and their applications; the caller joins them
 * by holder id in Node.
 */
function listStatement(holders: JsonListPart, applications: JsonListPart): SQL {
  return sql`select ${SNAPSHOT} as snapshot, ${jsonArray(holders)} as holders,
    ${jsonArray(applications)} as applications`;
}

interface ListAnswer {
  snapshot: string;
  holders: string;
  applications: string;
}

/** A date of the statement's JSON text (ISO text) as a Date. */
export const jsonDate = (value: unknown) => (value == null ? null : new Date(value as string));

/** Items by their holder's id, in their order. */
export function byHolder<T>(items: readonly T[], holderId: (item: T) => number | null) {
  const grouped = new Map<number, T[]>();
  for (const item of items) {
    const id = holderId(item);
    if (id === null) continue;
    const list = grouped.get(id);
    if (list) list.push(item);
    else grouped.set(id, [item]);
  }
  return grouped;
}

/**
 * Reads a holder list's statement, kept per `key` while the database does not change
 * (db/snapshot-cache.ts), and gives its two JSON texts, parsed, to `rowsOf`.
 */
export function readHolderList<Row>(
  db: Db,
  key: string,
  parts: { holders: JsonListPart; applications: JsonListPart },
  rowsOf: (holders: unknown[][], applications: unknown[][]) => Row[],
): Promise<Row[]> {
  return readThroughSnapshot(db, key, async () => {
    const result = await db.execute(listStatement(parts.holders, parts.applications));
    const [answer] = (result as unknown as { rows: ListAnswer[] }).rows;
    if (!answer) throw new Error(`The ${key} list statement gave no row`);
    const value = rowsOf(
      JSON.parse(answer.holders) as unknown[][],
      JSON.parse(answer.applications) as unknown[][],
    );
    return { snapshot: answer.snapshot, value };
  });
}

/** An application of a statement's JSON text (dates as ISO text) with its dates as Dates. */
export function withApplicationDates<Row>(row: Record<string, unknown>): Row {
  return {
    ...row,
    createdAt: jsonDate(row.createdAt),
    updatedAt: jsonDate(row.updatedAt),
    submittedAt: jsonDate(row.submittedAt),
    deletedAt: jsonDate(row.deletedAt),
  } as Row;
}

/** A list row's contact columns: the primary point of contact's name, email and phone, and both. */
export function contactColumns<
  M extends { fullName: string; email?: string | null; phone?: string | null },
>(primary: M | null, secondary: M | null) {
  return {
    contactName: primary?.fullName ?? null,
    contactEmail: primary?.email ?? null,
    contactPhone: primary?.phone ?? null,
    primaryPointOfContact: primary,
    secondaryPointOfContact: secondary,
  };
}
