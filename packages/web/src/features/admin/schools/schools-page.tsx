import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ErrorBlock } from '../../../components/error-block';
import { SpreadsheetExportButton } from '../../../components/export-button';
import { Loading } from '../../../components/loading';
import { SelectField } from '../../../components/select-field';
import type { PortalProgram } from '../../../lib/programs';
import { schoolColumns, schoolFilters, schoolRowKey, schoolSearchText } from './school-columns';
import { SCHOOLS_EXPORT_FILE, schoolsExportSheet } from './schools-export';
import { SchoolListTermsDocument } from './schools.queries';
import type { SchoolExportRow, SchoolListBinding, SchoolListRow } from './schools.queries';
import './schools-page.css';

const TERM_PARAM = 'term';
const DEFAULT_SORT = { key: 'name', direction: 'asc' } as const;

/** The chosen term from ?term=ID; null when none (or not a number). */
function termFromParam(value: string | null): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
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
 * spec 3 §2 "School lists"): a term selector (the term in the URL as ?term=ID), then the shared
 * DataTable with search, Export (one row per application of the schools shown), sort by name,
 * and the Archived (default No), Program Status and Application Status filters. A row opens the
 * school's detail. The list loads only what the table shows; Export asks for the rest (addresses,
 * every application of the term) when clicked, without caching it. The program's web module
 * gives the binding: which list query, export query and id header.
 */
export default function SchoolsPage({
  program,
  binding,
}: {
  program: PortalProgram;
  binding: SchoolListBinding;
}) {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const termParam = params.get(TERM_PARAM) ?? '';
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
  // What the table shows after search and filters: the export writes exactly that.
  const visible = useRef<readonly SchoolListRow[]>([]);

  const chooseTerm = (value: string) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(TERM_PARAM, value);
      else next.delete(TERM_PARAM);
      next.delete('page');
      return next;
    });
  };

  const exportSheet = async () => {
    const shown = visible.current;
    const answer = await client.query({
      query: binding.exportQuery,
      variables: { termId },
      fetchPolicy: 'no-cache',
    });
    if (!answer.data) throw answer.error ?? new Error('No export rows');
    return schoolsExportSheet(binding, exportRows(shown, answer.data.schools));
  };

  const rows = list.data?.schools;
  let content: ReactNode;
  if (!rows && list.error) content = <ErrorBlock headingLevel={3} />;
  else if (!rows) content = <Loading />;
  else {
    content = (
      <DataTable
        caption="Schools"
        rows={rows}
        rowKey={schoolRowKey}
        columns={columns}
        searchText={schoolSearchText}
        defaultSort={DEFAULT_SORT}
        filters={filters}
        rowHref={(row) => `${program.url}/schools/${row.schoolId}`}
        onVisibleRowsChange={(shown) => {
          visible.current = shown;
        }}
        toolbar={<SpreadsheetExportButton fileName={SCHOOLS_EXPORT_FILE} sheet={exportSheet} />}
      />
    );
  }

  return (
    <section className="admin-schools" aria-labelledby="schools-heading">
      <title>{`Schools | ${program.name} | Partner Portal`}</title>
      <h2 id="schools-heading">Schools</h2>
      <SelectField
        className="admin-schools-term"
        label="Term"
        name={TERM_PARAM}
        placeholder="Select Term:"
        value={termParam}
        options={(terms.data?.programTerms ?? []).map((term) => ({
          value: String(term.termId),
          label: term.termFormattedShort,
        }))}
        onChange={(event) => chooseTerm(event.target.value)}
      />
      {content}
    </section>
  );
}
