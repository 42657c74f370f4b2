import { listPage, programByEnum, schoolListSpec, type SchoolProgram } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { listPageRequest } from '../../graphql/list-page-input.ts';
import type { ListPageInput, ResolversParentTypes } from '../../graphql/generated/resolvers.ts';
import { schoolList } from './list-query.ts';

type ListRow = ResolversParentTypes['AdminSchoolListRow'];

/**
 * One page of a program's admin school list (schoolsBackpackBuddyPage, …): the input is checked
 * first (an over-maximum page reads nothing), then the program's full list, kept per database
 * snapshot (list-query.ts), is searched, sorted and filtered in memory by the domain's spec.
 * The columns users sort by include derived ones (the newest application's status, Returning),
 * and the lists hold thousands of rows, not millions (docs/decisions.md "Server-paged lists").
 */
export async function schoolListPage(
  db: Db,
  program: SchoolProgram,
  termId: number | null | undefined,
  page: ListPageInput | null | undefined,
) {
  const request = listPageRequest(page);
  const entry = programByEnum(program);
  if (!entry) throw new Error(`${program}: not a program`);
  const rows = await schoolList(db, program, termId);
  return listPage<ListRow>(rows, schoolListSpec(entry), request);
}
