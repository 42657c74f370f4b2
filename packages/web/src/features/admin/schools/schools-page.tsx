import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { schoolListSpec } from '@portal/domain';
import { AdminList } from '../../../components/admin-list/admin-list';
import { ListSelector, useListParam } from '../../../components/admin-list/list-selector';
import { useServerTable } from '../../../components/data-table/use-server-table';
import type { PortalProgram } from '../../../lib/programs';
import { schoolColumns, schoolFilters, schoolRowKey } from './school-columns';
import { SCHOOLS_EXPORT_FILE, schoolsExportSheet } from './schools-export';
import { SchoolListTermsDocument } from './schools.queries';
import type { SchoolListBinding, SchoolListRow } from './schools.queries';

const TERM_PARAM = 'term';
const DEFAULT_SORT = { key: 'name', direction: 'asc' } as const;

/** The chosen term from ?term=ID; null when none (or not a number). */
function termFromParam(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The admin school list of Backpack Buddy, School Market or Teachers Aid ({programUrl}/schools,
 * spec 3 §2 "School lists"): a term selector (the term in the URL as ?term=ID), then the admin
 * list with search, Export (one row per application of the schools shown), sort by name, and
 * the Archived (default No), Program Status and Application Status filters. A row opens the
 * school's detail. The server searches, sorts, filters and pages by the domain's schoolListSpec
 * (the program's `…Page` field), so the list loads one page of what the table shows; Export
 * loads the full list when clicked, without caching it, and keeps the rows of the table's view
 * (all pages). The program's web module gives the binding: which queries and id header.
 */
export default function SchoolsPage({
  program,
  binding,
}: {
  program: PortalProgram;
  binding: SchoolListBinding;
}) {
  const client = useApolloClient();
  const [termParam] = useListParam(TERM_PARAM);
  const termId = termFromParam(termParam);
  const table = useServerTable(schoolListSpec(program));

  const terms = useQuery(SchoolListTermsDocument, {
    variables: { programName: binding.programName },
  });
  const list = useQuery(binding.pageQuery, {
    variables: { termId, page: table.page },
    fetchPolicy: 'cache-and-network',
  });
  // The previous page stays on screen while the next one loads (typing does not flash Loading).
  const page = (list.data ?? list.previousData)?.page;

  const columns = useMemo(() => schoolColumns(binding), [binding]);
  const filters = useMemo(() => schoolFilters(program), [program]);
  const termOptions = useMemo(
    () =>
      (terms.data?.programTerms ?? []).map((term) => ({
        value: String(term.termId),
        label: term.termFormattedShort,
      })),
    [terms.data],
  );

  const exportSheet = {
    fileName: SCHOOLS_EXPORT_FILE,
    sheet: async () => {
      const answer = await client.query({
        query: binding.exportQuery,
        variables: { termId },
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      return schoolsExportSheet(binding, table.viewRows(answer.data.schools));
    },
  };

  return (
    <AdminList<SchoolListRow>
      title="Schools"
      programName={program.name}
      className="admin-schools"
      selector={
        <ListSelector
          label="Term"
          name={TERM_PARAM}
          placeholder="Select Term:"
          options={termOptions}
        />
      }
      server={{ table, page, loading: list.loading }}
      error={list.error}
      rowKey={schoolRowKey}
      columns={columns}
      defaultSort={DEFAULT_SORT}
      filters={filters}
      rowHref={(row) => `${program.url}/schools/${row.schoolId}`}
      exportSheet={exportSheet}
    />
  );
}
