import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ORGANIZATION_LIST } from '@portal/domain';
import { AdminList } from '../../../components/admin-list/admin-list';
import { ListSelector, useListParam } from '../../../components/admin-list/list-selector';
import { useServerTable } from '../../../components/data-table/use-server-table';
import type { PortalProgram } from '../../../lib/programs';
import {
  ORGANIZATION_COLUMNS,
  ORGANIZATION_FILTERS,
  organizationRowKey,
} from './organization-columns';
import { organizationPath } from './organization-detail-program';
import {
  ORGANIZATION_YEAR_PARAM,
  applicationYearOptions,
  parseApplicationYear,
} from './organization-year-filter';
import { ORGANIZATIONS_EXPORT_FILE, organizationsExportSheet } from './organizations-export';
import { OrganizationExportDocument, OrganizationPageDocument } from './organizations.queries';
import type { OrganizationListRow } from './organizations.queries';

const DEFAULT_SORT = ORGANIZATION_LIST.defaultSort;

/**
 * The admin Partner Services organizations list (/partner-services/organizations, issue 18, as
 * the Kids Cafe sites list): an application-year filter (in the URL as ?applicationYear=2025; all
 * organizations by default), then the admin list with search, Export (one row per application
 * of the organizations shown, with both contacts), sort by name and the Archived filter (default
 * No), and Add Organization. A row opens the organization. The server searches, sorts, filters
 * and pages by the domain's ORGANIZATION_LIST (organizationsPartnerServicesPage); Export loads
 * the full list when clicked, uncached, and keeps the rows of the table's view.
 */
export default function OrganizationsPage({ program }: { program: PortalProgram }) {
  const client = useApolloClient();
  const [yearParam] = useListParam(ORGANIZATION_YEAR_PARAM);
  const variables = { applicationYear: parseApplicationYear(yearParam) };
  const table = useServerTable(ORGANIZATION_LIST);
  const list = useQuery(OrganizationPageDocument, {
    variables: { ...variables, page: table.page },
    fetchPolicy: 'cache-and-network',
  });
  // The previous page stays on screen while the next one loads (typing does not flash Loading).
  const page = (list.data ?? list.previousData)?.page;
  const yearOptions = useMemo(() => applicationYearOptions(program), [program]);

  const exportSheet = {
    fileName: ORGANIZATIONS_EXPORT_FILE,
    sheet: async () => {
      const answer = await client.query({
        query: OrganizationExportDocument,
        variables,
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      return organizationsExportSheet(table.viewRows(answer.data.organizations));
    },
  };

  return (
    <AdminList<OrganizationListRow>
      title="Organizations"
      programName={program.name}
      className="admin-organizations"
      selector={
        <ListSelector
          label="Application Year"
          name={ORGANIZATION_YEAR_PARAM}
          placeholder="All Organizations"
          options={yearOptions}
        />
      }
      server={{ table, page, loading: list.loading }}
      error={list.error}
      rowKey={organizationRowKey}
      columns={ORGANIZATION_COLUMNS}
      defaultSort={DEFAULT_SORT}
      filters={ORGANIZATION_FILTERS}
      rowHref={(row) => organizationPath(program, row.organizationId)}
      actions={
        <Link className="button button-primary" to={organizationPath(program, 'new')}>
          Add Organization
        </Link>
      }
      exportSheet={exportSheet}
    />
  );
}
