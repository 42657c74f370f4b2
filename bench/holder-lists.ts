/**
 * The server-paged admin lists of Kids Cafe sites, Partner Services organizations, users and
 * districts in `npm run bench` (issue 19 "Lists that scale"): each list's first page as its
 * screen opens it (25 rows, the columns on screen, the spec's default sort and filters:
 * packages/web/src/features/admin/{sites,organizations,users,districts}/*.queries.ts), and a
 * search keystroke of the sites list, given to benchAdminLists (bench/admin-lists.ts) as paged
 * specs: first request, one request, answer JSON and gzipped, SQL statements, then p99 under
 * load, against the targets (at 5,000 schools and 2,000 sites: first page p99 < 150 ms at 10
 * connections, < 50 KB gzipped).
 */
import type { ListSpec } from './admin-lists.ts';

const SITE_ROW = `siteId name address1 city county zip programStatus returning
  contactName contactEmail contactPhone deletedAt`;
const ORGANIZATION_ROW = `organizationId name einNumber address1 city county zip programStatus
  returning contactName contactEmail contactPhone deletedAt`;
const USER_ROW = (held: string) => `id educatorId firstName lastName email phone deletedAt ${held}`;
const DISTRICT_ROW = 'id districtId name deletedAt schoolCount';

const SITES_PAGE = `query ($type: TermType, $applicationYear: Int, $page: ListPageInput) {
  sitesKidsCafePage(type: $type, applicationYear: $applicationYear, page: $page) {
    total offset rows { ${SITE_ROW} } } }`;
const ORGANIZATIONS_PAGE = `query ($applicationYear: Int, $page: ListPageInput) {
  organizationsPartnerServicesPage(applicationYear: $applicationYear, page: $page) {
    total offset rows { ${ORGANIZATION_ROW} } } }`;
const USERS_PAGE = (held: string) => `query ($holder: UserHolderKind, $page: ListPageInput) {
  educatorUsersPage(holder: $holder, page: $page) {
    total offset rows { ${USER_ROW(held)} } holderOptions { value label } } }`;
const DISTRICTS_PAGE = `query ($page: ListPageInput) {
  adminDistrictsPage(page: $page) { total offset rows { ${DISTRICT_ROW} } } }`;

/** The first page as a screen opens it: its default sort and filters, 25 rows. */
const firstPage = (
  sort: string,
  filters: Record<string, string>,
  search: string | null = null,
) => ({
  search,
  sort,
  direction: 'ASC',
  filters: Object.entries(filters).map(([key, value]) => ({ key, value })),
  offset: 0,
  limit: 25,
});

const body = (query: string, variables: Record<string, unknown>) =>
  JSON.stringify({ query, variables });

/** The benchmark seed (packages/server/src/db/seed/bench.ts) adds 200 educators. */
const BENCH_EDUCATORS = 200;

/**
 * The first pages of the four lists, for benchAdminLists's `more` (beside sitesListSpecs);
 * `sites` and `schools` are the benchmark seed's counts.
 */
export function holderListSpecs(sites: number, schools: number): ListSpec[] {
  const archivedNo = { archived: 'no' };
  const educators = {
    minRows: schools > 0 ? BENCH_EDUCATORS : 1,
    why: `the benchmark seed adds ${BENCH_EDUCATORS} educators`,
  };
  return [
    {
      name: 'sitesKidsCafePage',
      field: 'sitesKidsCafePage',
      idField: 'siteId',
      body: body(SITES_PAGE, {
        type: null,
        applicationYear: null,
        page: firstPage('name', archivedNo),
      }),
      minRows: Math.max(1, Math.floor(sites / 2)),
      why: `the benchmark seed adds ${sites} sites (archived ones hidden)`,
      paged: true,
    },
    {
      name: 'sitesKidsCafePage search',
      field: 'sitesKidsCafePage',
      idField: 'siteId',
      body: body(SITES_PAGE, {
        type: null,
        applicationYear: null,
        page: firstPage('name', archivedNo, 'cedar p'),
      }),
      minRows: sites > 0 ? 1 : 0,
      why: "the benchmark seed's site names are a place, a feature and a type ('Cedar Park …')",
      paged: true,
    },
    {
      name: 'organizationsPartnerServicesPage',
      field: 'organizationsPartnerServicesPage',
      idField: 'organizationId',
      body: body(ORGANIZATIONS_PAGE, {
        applicationYear: null,
        page: firstPage('name', archivedNo),
      }),
      minRows: 1,
      why: 'the demo seed adds 10 agencies',
      paged: true,
    },
    {
      name: 'educatorUsersPage',
      field: 'educatorUsersPage',
      idField: 'educatorId',
      body: body(USERS_PAGE('schools { id schoolId name }'), {
        holder: 'SCHOOL',
        page: firstPage('lastName', { deleted: 'no' }),
      }),
      ...educators,
      paged: true,
    },
    {
      name: 'educatorUsersPage(SITE)',
      field: 'educatorUsersPage',
      idField: 'educatorId',
      body: body(USERS_PAGE('sites { id siteId name }'), {
        holder: 'SITE',
        page: firstPage('lastName', { site: 'all', deleted: 'no' }),
      }),
      ...educators,
      paged: true,
    },
    {
      name: 'adminDistrictsPage',
      field: 'adminDistrictsPage',
      idField: 'districtId',
      body: body(DISTRICTS_PAGE, { page: firstPage('name', archivedNo) }),
      minRows: schools > 0 ? Math.max(1, Math.round(schools / 50)) : 1,
      why: 'the benchmark seed adds a district per 50 schools',
      paged: true,
    },
  ];
}
