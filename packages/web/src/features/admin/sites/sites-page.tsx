import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AdminList } from '../../../components/admin-list/admin-list';
import { ListSelector, useListParam } from '../../../components/admin-list/list-selector';
import type { PortalProgram } from '../../../lib/programs';
import { rowsAsShown } from '../holders/export-cells';
import { SITE_COLUMNS, SITE_FILTERS, siteRowKey, siteSearchText } from './site-columns';
import { sitePath } from './site-detail-program';
import { SITE_TYPE_PARAM, parseSiteTypeFilter, siteTypeOptions } from './site-type-filter';
import { SITES_EXPORT_FILE, sitesExportSheet } from './sites-export';
import { SiteExportDocument, SiteListDocument } from './sites.queries';
import type { SiteListRow } from './sites.queries';

const DEFAULT_SORT = { key: 'name', direction: 'asc' } as const;

/**
 * The admin Kids Cafe sites list (/kids-cafe/sites, spec 3 §2 "Kids Cafe sites"): a type filter
 * (School Year or Summer of an application year, in the URL as ?type=SUMMER-2024; all sites by
 * default), then the admin list with search, Export (one row per application of the sites shown,
 * with both contacts), sort by name and the Archived filter (default No), and Add Site (ours,
 * like Add District). A row opens the site.
 * The list loads only what the table shows; Export asks for the rest when clicked, uncached.
 */
export default function SitesPage({ program }: { program: PortalProgram }) {
  const client = useApolloClient();
  const [typeParam] = useListParam(SITE_TYPE_PARAM);
  const filter = parseSiteTypeFilter(typeParam);
  const variables = {
    type: filter?.type ?? null,
    applicationYear: filter?.applicationYear ?? null,
  };
  const list = useQuery(SiteListDocument, { variables, fetchPolicy: 'cache-and-network' });
  const typeOptions = useMemo(() => siteTypeOptions(program), [program]);

  const exportSheet = {
    fileName: SITES_EXPORT_FILE,
    sheet: async (shown: readonly SiteListRow[]) => {
      const answer = await client.query({
        query: SiteExportDocument,
        variables,
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      return sitesExportSheet(rowsAsShown(shown, answer.data.sites, (row) => row.siteId));
    },
  };

  return (
    <AdminList
      title="Sites"
      programName={program.name}
      className="admin-sites"
      selector={
        <ListSelector
          label="Type"
          name={SITE_TYPE_PARAM}
          placeholder="All Sites"
          options={typeOptions}
        />
      }
      rows={list.data?.sites}
      error={list.error}
      rowKey={siteRowKey}
      columns={SITE_COLUMNS}
      searchText={siteSearchText}
      defaultSort={DEFAULT_SORT}
      filters={SITE_FILTERS}
      rowHref={(row) => sitePath(program, row.siteId)}
      actions={
        <Link className="button button-primary" to={sitePath(program, 'new')}>
          Add Site
        </Link>
      }
      exportSheet={exportSheet}
    />
  );
}
