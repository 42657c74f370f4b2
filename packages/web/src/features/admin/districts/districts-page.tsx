import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { DISTRICT_LIST, MESSAGES } from '@portal/domain';
import { AdminList } from '../../../components/admin-list/admin-list';
import { Alert } from '../../../components/alert';
import { useServerTable } from '../../../components/data-table/use-server-table';
import type { PortalProgram } from '../../../lib/programs';
import {
  DEFAULT_DISTRICT_SORT,
  DISTRICT_COLUMNS,
  DISTRICT_FILTERS,
  districtRowKey,
} from './district-columns';
import type { DistrictRow } from './district-columns';
import { districtPath } from './district-paths';
import { DISTRICTS_EXPORT_FILE, districtsExportSheet } from './districts-export';
import { AdminDistrictsDocument, AdminDistrictsPageDocument } from './districts.queries';

/**
 * The districts ({programUrl}/districts, spec 3 §2): search by name, sort (name by default),
 * the Archived filter (No by default), Add District, and Export of the rows shown. A row opens
 * the district. The server searches, sorts, filters and pages by the domain's DISTRICT_LIST
 * (adminDistrictsPage); Export loads every district when clicked, uncached, and keeps the rows
 * of the table's view (all pages).
 */
export default function DistrictsPage({ program }: { program: PortalProgram }) {
  const client = useApolloClient();
  const table = useServerTable(DISTRICT_LIST);
  const list = useQuery(AdminDistrictsPageDocument, {
    variables: { page: table.page },
    fetchPolicy: 'cache-and-network',
  });
  // The previous page stays on screen while the next one loads (typing does not flash Loading).
  const page = (list.data ?? list.previousData)?.page;
  const exportSheet = {
    fileName: DISTRICTS_EXPORT_FILE,
    sheet: async () => {
      const answer = await client.query({
        query: AdminDistrictsDocument,
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      return districtsExportSheet(table.viewRows(answer.data.adminDistricts));
    },
  };
  return (
    <AdminList<DistrictRow>
      title="Districts"
      programName={program.name}
      className="admin-districts"
      server={{ table, page, loading: list.loading }}
      error={list.error}
      errorView={<Alert>{MESSAGES.errorLoadingDistricts}</Alert>}
      rowKey={districtRowKey}
      columns={DISTRICT_COLUMNS}
      defaultSort={DEFAULT_DISTRICT_SORT}
      filters={DISTRICT_FILTERS}
      rowHref={(row) => districtPath(program, row.districtId)}
      actions={
        <Link className="button button-primary" to={districtPath(program, 'new')}>
          Add District
        </Link>
      }
      exportSheet={exportSheet}
    />
  );
}
