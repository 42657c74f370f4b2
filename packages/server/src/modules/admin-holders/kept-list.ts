import { sql } from 'drizzle-orm';
import { listPage, type ListPage, type ListSpec } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { SNAPSHOT, readThroughSnapshot } from '../../db/snapshot-cache.ts';
import type { ListPageInput } from '../../graphql/generated/resolvers.ts';
import { listPageRequest } from '../../graphql/list-page-input.ts';

/**
 * One page of an admin list the server keeps whole (the holder lists of Kids Cafe sites and
 * Partner Services organizations, and the users and districts lists): the page input is checked
 * first (an over-maximum page reads nothing), then the full list, kept per database snapshot,
 * is searched, sorted and filtered in memory by the list's domain spec, whose search texts and
 * sort orders are kept per rows array (docs/decisions.md "Server-paged lists").
 */
export async function keptListPage<Row>(
  page: ListPageInput | null | undefined,
  load: () => Promise<readonly Row[]>,
  specOf: (rows: readonly Row[]) => ListSpec<Row>,
): Promise<ListPage<Row>> {
  const request = listPageRequest(page);
  const rows = await load();
  return listPage(rows, specOf(rows), request);
}

/**
 * A list read in several statements (or by a shared select), kept per `key` while the database
 * does not change (db/snapshot-cache.ts). The snapshot is asked before the rows are read, so a
 * change that commits in between makes the next call read again: the kept rows are never older
 * than their snapshot says. Only for reads outside a transaction.
 */
export function readKeptList<Row>(db: Db, key: string, load: () => Promise<Row[]>) {
  return readThroughSnapshot(db, key, async () => {
    const result = await db.execute(sql`select ${SNAPSHOT} as snapshot`);
    const [row] = (result as unknown as { rows: { snapshot: string }[] }).rows;
    if (!row) throw new Error(`No snapshot for the ${key} list`);
    return { snapshot: row.snapshot, value: await load() };
  });
}
