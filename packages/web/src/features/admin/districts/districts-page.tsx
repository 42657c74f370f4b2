import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { AdminList } from '../../../components/admin-list/admin-list';
import { Alert } from '../../../components/alert';
import type { PortalProgram } from '../../../lib/programs';
import {
  DEFAULT_DISTRICT_SORT,
  DISTRICT_COLUMNS,
  DISTRICT_FILTERS,
  districtRowKey,
  districtSearchText,
} from './district-columns';
import { districtPath } from './district-paths';
import { DISTRICTS_EXPORT_FILE, districtsExportSheet } from './districts-export';
import { AdminDistrictsDocument } from './districts.queries';

const EXPORT = { fileName: DISTRICTS_EXPORT_FILE, sheet: districtsExportSheet };

/**
 * The districts ({programUrl}/districts, spec 3 §2): search by name, sort (name by default),
 * the Archived filter (No by default), Add District, and Export of the rows shown. A row opens
 * the district.
 */
export default function DistrictsPage({ program }: { program: PortalProgram }) {
  const { data, error } = useQuery(AdminDistrictsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <AdminList
      title="Districts"
      programName={program.name}
      className="admin-districts"
      rows={data?.adminDistricts}
      error={error}
      errorView={<Alert>{MESSAGES.errorLoadingDistricts}</Alert>}
      rowKey={districtRowKey}
      columns={DISTRICT_COLUMNS}
      searchText={districtSearchText}
      defaultSort={DEFAULT_DISTRICT_SORT}
      filters={DISTRICT_FILTERS}
      rowHref={(row) => districtPath(program, row.districtId)}
      actions={
        <Link className="button button-primary" to={districtPath(program, 'new')}>
          Add District
        </Link>
      }
      exportSheet={EXPORT}
    />
  );
}
