import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { DataTable } from '../../../components/data-table/data-table';
import { SpreadsheetExportButton } from '../../../components/export-button';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import {
  DEFAULT_DISTRICT_SORT,
  DISTRICT_COLUMNS,
  DISTRICT_FILTERS,
  districtRowKey,
  districtSearchText,
} from './district-columns';
import type { DistrictRow } from './district-columns';
import { districtPath } from './district-paths';
import { DISTRICTS_EXPORT_FILE, districtsExportSheet } from './districts-export';
import { AdminDistrictsDocument } from './districts.queries';

/**
 * The districts ({programUrl}/districts, spec 3 §2): search by name, sort (name by default),
 * the Archived filter (No by default), Add District, and Export of the rows shown. A row opens
 * the district.
 */
export default function DistrictsPage({ program }: { program: PortalProgram }) {
  const { data, error } = useQuery(AdminDistrictsDocument, { fetchPolicy: 'cache-and-network' });
  // What the table shows after search and filter: the export writes exactly that.
  const visible = useRef<readonly DistrictRow[]>([]);
  const rows = data?.adminDistricts;

  let content;
  if (!rows && error) content = <Alert>{MESSAGES.errorLoadingDistricts}</Alert>;
  else if (!rows) content = <Loading />;
  else {
    content = (
      <DataTable
        caption="Districts"
        rows={rows}
        rowKey={districtRowKey}
        columns={DISTRICT_COLUMNS}
        searchText={districtSearchText}
        defaultSort={DEFAULT_DISTRICT_SORT}
        filters={DISTRICT_FILTERS}
        rowHref={(row) => districtPath(program, row.districtId)}
        onVisibleRowsChange={(shown) => {
          visible.current = shown;
        }}
        toolbar={
          <>
            <Link className="button button-primary" to={districtPath(program, 'new')}>
              Add District
            </Link>
            <SpreadsheetExportButton
              fileName={DISTRICTS_EXPORT_FILE}
              sheet={() => districtsExportSheet(visible.current)}
            />
          </>
        }
      />
    );
  }

  return (
    <section className="admin-districts" aria-labelledby="districts-heading">
      <title>{`Districts | ${program.name} | Partner Portal`}</title>
      <h2 id="districts-heading">Districts</h2>
      {content}
    </section>
  );
}
