import { and, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';

/** A table of named holders that archive rows (schools, sites). */
type NamedTable = PgTable & { name: PgColumn; deletedAt: PgColumn };

/**
 * The entries of a demo list (with their index in it) that no live row of the table names yet:
 * what an idempotent demo seed still has to insert.
 */
export async function absentByName<T extends { name: string }>(
  tx: Tx,
  table: NamedTable,
  list: readonly T[],
): Promise<{ entry: T; index: number }[]> {
  const present = await tx
    .select({ name: table.name })
    .from(table)
    .where(
      and(
        inArray(
          table.name,
          list.map((e) => e.name),
        ),
        isNull(table.deletedAt),
      ),
    );
  const existing = new Set(present.map((row) => String(row.name)));
  return list
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !existing.has(entry.name));
}
