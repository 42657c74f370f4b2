import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { SITE_LIST } from '@portal/domain';
import { AdminList } from '../../../components/admin-list/admin-list';
import { ListSelector, useListParam } from '../../../components/admin-list/list-selector';
import { useServerTable } from '../../../components/data-table/use-server-table';
import type { PortalProgram } from '../../../lib/programs';
import { SITE_COLUMNS, SITE_FILTERS, siteRowKey } from './site-columns';
import { sitePath } from './site-detail-program';
import { SITE_TYPE_PARAM, parseSiteTypeFilter, siteTypeOptions } from './site-type-filter';
import { SITES_EXPORT_FILE, sitesExportSheet } from './sites-export';
import { SiteExportDocument, SitePageDocument } from './sites.queries';
import type { SiteListRow } from './sites.queries';

const DEFAULT_SORT = SITE_LIST.defaultSort;

/**
 * The admin Kids Cafe sites list (/kids-cafe/sites, spec 3 §2 "Kids Cafe sites"): a type filter
 * (School Year or Summer of an application year, in the URL as ?type=SUMMER-2024; all sites by
 * default), then the admin list with search, Export (one row per application of the sites shown,
 * with both contacts), sort by name and the Archived filter (default No), and Add Site (ours,
 * like Add District). A row opens the site. The server searches, sorts, filters and pages by the
 * domain's SITE_LIST (sitesKidsCafePage), so the list loads one page of what the table shows;
 * Export loads the full list when clicked, uncached, and keeps the rows of the table's view.
 */
export default function SitesPage({ program }: { program: PortalProgram }) {
  const client = useApolloClient();
  const [typeParam] = useListParam(SITE_TYPE_PARAM);
  const filter = parseSiteTypeFilter(typeParam);
  const variables = {
    type: filter?.type ?? null,
    applicationYear: filter?.applicationYear ?? null,
  };
  const table = useServerTable(SITE_LIST);
  const list = useQuery(SitePageDocument, {
    variables: { ...variables, page: table.page },
    fetchPolicy: 'cache-and-network',
  });
  // The previous page stays on screen while the next one loads (typing does not flash Loading).
  const page = (list.data ?? list.previousData)?.page;
  const typeOptions = useMemo(() => siteTypeOptions(program), [program]);

  const exportSheet = {
    fileName: SITES_EXPORT_FILE,
    sheet: async () => {
      const answer = await client.query({
        query: SiteExportDocument,
        variables,
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No export rows');
      return sitesExportSheet(table.viewRows(answer.data.sites));
    },
  };

  return (
    <AdminList<SiteListRow>
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
      server={{ table, page, loading: list.loading }}
      error={list.error}
      rowKey={siteRowKey}
      columns={SITE_COLUMNS}
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
