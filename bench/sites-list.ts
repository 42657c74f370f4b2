/**
 * The admin Kids Cafe sites list of `npm run bench` (issue 17): `sitesKidsCafe` as the demo
 * administrator on the benchmark seed's sites (--sites, 2,000 by default: both contacts each and
 * SCHOOL and SUMMER applications of 2023 and 2024, packages/server/src/db/seed/bench-sites.ts),
 * without a filter and with the Summer type and a year, as the list screen asks for them
 * (packages/web/src/features/admin/sites/sites.queries.ts), and once what Export asks for.
 * Measured by admin-lists.ts like the school lists: the first request (cold), the median of
 * three, the answer's bytes and gzipped bytes, the SQL statements of one request (counted in the
 * server's process), then requests/s and p99 under load with autocannon.
 */
import type { ListSpec } from './admin-lists.ts';

/** The year the Summer filter asks for: the Kids Cafe default application year. */
export const SITES_FILTER_YEAR = 2024;
/** Share of the bench sites with a SUMMER application of SITES_FILTER_YEAR (bench-sites.ts: 40%). */
const SUMMER_SHARE = 0.3;

/** What the sites list screen asks for (SiteListRowFields). */
const SITE_ROW = `siteId name address1 city county zip programStatus returning
  contactName contactEmail contactPhone deletedAt`;
const MEMBER = 'fullName title phone email isSupervisor';
/** What Export asks for when clicked (SiteExportRowFields): both contacts and the applications. */
const SITE_EXPORT_ROW = `${SITE_ROW} type address2 crossStreet state closestSchool
  primaryPointOfContact { ${MEMBER} } secondaryPointOfContact { ${MEMBER} }
  applications {
    applicationKidsCafeId type applicationYearDisplayed status submittedAt submittedByName
    isContinuation new siteType forProfit childcareLicense startDate endDate
    operatingHoursStartTime operatingHoursEndTime numExpectedParticipants
    participantAgeRanges daysForService
    interestBreakfast breakfastStartTime breakfastEndTime breakfastNumExpectedParticipants
    interestBrunch brunchStartTime brunchEndTime brunchNumExpectedParticipants
    interestLunch lunchStartTime lunchEndTime lunchNumExpectedParticipants
    interestBogoLunch bogoLunchStartTime bogoLunchEndTime bogoLunchNumExpectedParticipants
    interestSnack snackStartTime snackEndTime snackNumExpectedParticipants
    interestSupper supperStartTime supperEndTime supperNumExpectedParticipants
    earliestDeliveryTime specialDeliveryNotes
  }`;
const query = (row: string) =>
  `query ($type: TermType, $applicationYear: Int) { sitesKidsCafe(type: $type, applicationYear: $applicationYear) { ${row} } }`;

const body = (row: string, summer: boolean) =>
  JSON.stringify({
    query: query(row),
    variables: summer
      ? { type: 'SUMMER', applicationYear: SITES_FILTER_YEAR }
      : { type: null, applicationYear: null },
  });

/** The sites list's measures, for benchAdminLists; `sites` is the benchmark seed's count. */
export function sitesListSpecs(sites: number): ListSpec[] {
  const all = {
    field: 'sitesKidsCafe',
    idField: 'siteId',
    minRows: Math.max(1, sites),
    why: `the benchmark seed adds ${sites} sites`,
  };
  return [
    { ...all, name: 'sitesKidsCafe', body: body(SITE_ROW, false) },
    {
      ...all,
      name: `sitesKidsCafe(SUMMER ${SITES_FILTER_YEAR})`,
      body: body(SITE_ROW, true),
      minRows: Math.max(1, Math.floor(sites * SUMMER_SHARE)),
      why: `about 40% of the benchmark seed's sites have a SUMMER ${SITES_FILTER_YEAR} application`,
    },
    {
      ...all,
      name: 'sitesKidsCafe export',
      body: body(SITE_EXPORT_ROW, false),
      underLoad: false,
    },
  ];
}
