import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AdminList } from '../../../components/admin-list/admin-list';
import { ListSelector, useListParam } from '../../../components/admin-list/list-selector';
import type { PortalProgram } from '../../../lib/programs';
import { rowsAsShown } from '../holders/export-cells';
import {
  ORGANIZATION_COLUMNS,
  ORGANIZATION_FILTERS,
  organizationRowKey,
  organizationSearchText,
} from './organization-columns';
import { organizationPath } from './organization-detail-program';
import {
  ORGANIZATION_YEAR_PARAM,
  applicationYearOptions,
  parseApplicationYear,
} from './organization-year-filter';
import { ORGANIZATIONS_EXPORT_FILE, organizationsExportSheet } from './organizations-export';
import { OrganizationExportDocument, OrganizationListDocument } from './organizations.queries';
import type { OrganizationListRow } from './organizations.queries';

const DEFAULT_SORT = { key: 'name', direction: 'asc' } as const;

/**
 * The admin Partner Services organizations list (/partner-services/organizations, issue 18, as
 * the Kids Cafe sites list): an application-year filter (in the URL as ?applicationYear=2025; all
 * organizations by default), then the admin list with search, Export (one row per application
 * of the organizations shown, with both contacts), sort by name and the Archived filter (default
 * No), and Add Organization. A row opens the organization. The list loads only what the table
 * shows; Export asks for the rest when clicked, uncached.
 */
export default function OrganizationsPage({ program }: { program: PortalProgram }) {
  const client = useApolloClient();
  const [yearParam] = useListParam(ORGANIZATION_YEAR_PARAM);
  const variables = { applicationYear: parseApplicationYear(yearParam) };
  const list = useQuery(OrganizationListDocument, { variables, fetchPolicy: 'cache-and-network' });
  const yearOptions = useMemo(() => applicationYearOptions(program), [program]);

  const exportSheet = {
    fileName: ORGANIZATIONS_EXPORT_FILE,
    sheet: async (shown: readonly OrganizationListRow[]) => {
      const answer = await client.query({
        query: OrganizationExportDocument,
        variables,
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      const rows = rowsAsShown(shown, answer.data.organizations, (row) => row.organizationId);
      return organizationsExportSheet(rows);
    },
  };

  return (
    <AdminList
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
      rows={list.data?.organizations}
      error={list.error}
      rowKey={organizationRowKey}
      columns={ORGANIZATION_COLUMNS}
      searchText={organizationSearchText}
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
