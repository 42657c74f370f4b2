import { graphql } from '../../../gql';
import type {
  SiteExportQuery,
  SiteListRowFieldsFragment as SiteListRowFields,
} from '../../../gql/graphql';

/**
 * A row of the admin Kids Cafe sites list, as the table shows it (a page of 25, searched, sorted
 * and filtered on the server). The rows are selected without their id: a row's applications depend on the type filter, so the rows of two
 * filters must not merge into one cached object; they stay inside their list (cached per filter).
 * The export asks for the rest when it is clicked (SiteExportDocument).
 */
export const SiteListRowFieldsFragment = graphql(`
  fragment SiteListRowFields on AdminSiteListRow {
    siteId
    name
    address1
    city
    county
    zip
    programStatus
    returning
    contactName
    contactEmail
    contactPhone
    deletedAt
  }
`);

/**
 * One page of the list (sitesKidsCafePage): every site, or those with an application of the type
 * and year chosen, searched, sorted, filtered and paged on the server by the domain's SITE_LIST.
 */
export const SitePageDocument = graphql(`
  query SitePage($type: TermType, $applicationYear: Int, $page: ListPageInput) {
    page: sitesKidsCafePage(type: $type, applicationYear: $applicationYear, page: $page) {
      total
      offset
      rows {
        ...SiteListRowFields
      }
    }
  }
`);

/**
 * The full list with what the export writes (spec 3 §7: the site, each application of the
 * filter and both contacts) and what SITE_LIST reads (the contact columns), asked for when
 * Export is clicked: the table's view is applied to it (all pages). Written out without fragments:
 * each spread level weighs 1.5 times more in the server's query cost (graphql/armor.ts), and the
 * applications' fields would take the document over the limit.
 */
export const SiteExportDocument = graphql(`
  query SiteExport($type: TermType, $applicationYear: Int) {
    sites: sitesKidsCafe(type: $type, applicationYear: $applicationYear) {
      siteId
      name
      type
      address1
      address2
      crossStreet
      city
      county
      state
      zip
      closestSchool
      programStatus
      returning
      contactName
      contactEmail
      contactPhone
      deletedAt
      primaryPointOfContact {
        fullName
        title
        phone
        email
        isSupervisor
      }
      secondaryPointOfContact {
        fullName
        title
        phone
        email
        isSupervisor
      }
      applications {
        applicationKidsCafeId
        type
        applicationYearDisplayed
        status
        submittedAt
        submittedByName
        startDate
        endDate
        operatingHoursStartTime
        operatingHoursEndTime
        numExpectedParticipants
        participantAgeRanges
        daysForService
        interestBreakfast
        breakfastStartTime
        breakfastEndTime
        breakfastNumExpectedParticipants
        interestBrunch
        brunchStartTime
        brunchEndTime
        brunchNumExpectedParticipants
        interestLunch
        lunchStartTime
        lunchEndTime
        lunchNumExpectedParticipants
        interestBogoLunch
        bogoLunchStartTime
        bogoLunchEndTime
        bogoLunchNumExpectedParticipants
        interestSnack
        snackStartTime
        snackEndTime
        snackNumExpectedParticipants
        interestSupper
        supperStartTime
        supperEndTime
        supperNumExpectedParticipants
        earliestDeliveryTime
        specialDeliveryNotes
      }
    }
  }
`);

export type SiteListRow = SiteListRowFields;
export type SiteExportRow = SiteExportQuery['sites'][number];
export type SiteExportApplication = SiteExportRow['applications'][number];
export type SiteExportMember = NonNullable<SiteExportRow['primaryPointOfContact']>;
