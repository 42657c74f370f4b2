import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { AdminList } from '../../../components/admin-list/admin-list';
import { ListSelector, useListParam } from '../../../components/admin-list/list-selector';
import type { PortalProgram } from '../../../lib/programs';
import { schoolColumns, schoolFilters, schoolRowKey, schoolSearchText } from './school-columns';
import { SCHOOLS_EXPORT_FILE, schoolsExportSheet } from './schools-export';
import { SchoolListTermsDocument } from './schools.queries';
import type { SchoolExportRow, SchoolListBinding, SchoolListRow } from './schools.queries';

const TERM_PARAM = 'term';
const DEFAULT_SORT = { key: 'name', direction: 'asc' } as const;

/** The chosen term from ?term=ID; null when none (or not a number). */
function termFromParam(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The export's rows: the schools the table shows, in its order, as the export query answers
 * them (a school gone since the list loaded is left out).
 */
function exportRows(
  shown: readonly SchoolListRow[],
  answered: readonly SchoolExportRow[],
): SchoolExportRow[] {
  const byId = new Map(answered.map((row) => [row.schoolId, row]));
  return shown.flatMap((row) => byId.get(row.schoolId) ?? []);
}

/**
 * The admin school list of Backpack Buddy, School Market or Teachers Aid ({programUrl}/schools,
 * spec 3 §2 "School lists"): a term selector (the term in the URL as ?term=ID), then the admin
 * list with search, Export (one row per application of the schools shown), sort by name, and
 * the Archived (default No), Program Status and Application Status filters. A row opens the
 * school's detail. The list loads only what the table shows; Export asks for the rest
 * (addresses, every application of the term) when clicked, without caching it. The program's
 * web module gives the binding: which list query, export query and id header.
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

  const terms = useQuery(SchoolListTermsDocument, {
    variables: { programName: binding.programName },
  });
  const list = useQuery(binding.query, {
    variables: { termId },
    fetchPolicy: 'cache-and-network',
  });

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
    sheet: async (shown: readonly SchoolListRow[]) => {
      const answer = await client.query({
        query: binding.exportQuery,
        variables: { termId },
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      return schoolsExportSheet(binding, exportRows(shown, answer.data.schools));
    },
  };

  return (
    <AdminList
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
      rows={list.data?.schools}
      error={list.error}
      rowKey={schoolRowKey}
      columns={columns}
      searchText={schoolSearchText}
      defaultSort={DEFAULT_SORT}
      filters={filters}
      rowHref={(row) => `${program.url}/schools/${row.schoolId}`}
      exportSheet={exportSheet}
    />
  );
}
