import { graphql } from '../../../gql';
import type {
  OrganizationExportQuery,
  OrganizationListRowFieldsFragment as OrganizationListRowFields,
} from '../../../gql/graphql';

/**
 * A row of the admin Partner Services organizations list, as the table shows it (a page of 25,
 * searched, sorted and filtered on the server).
 * Selected without its id, as the sites list's: a row's applications depend on the year filter,
 * so the rows of two filters stay inside their list (cached per filter). The export asks for
 * the rest when it is clicked (OrganizationExportDocument).
 */
export const OrganizationListRowFieldsFragment = graphql(`
  fragment OrganizationListRowFields on AdminOrganizationListRow {
    organizationId
    name
    einNumber
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
 * One page of the list (organizationsPartnerServicesPage): every organization, or those with an
 * application of the year chosen, searched, sorted, filtered and paged on the server by the
 * domain's ORGANIZATION_LIST.
 */
export const OrganizationPageDocument = graphql(`
  query OrganizationPage($applicationYear: Int, $page: ListPageInput) {
    page: organizationsPartnerServicesPage(applicationYear: $applicationYear, page: $page) {
      total
      offset
      rows {
        ...OrganizationListRowFields
      }
    }
  }
`);

/**
 * The full list with what the export writes (the organization, each application of the filter
 * and both contacts) and what ORGANIZATION_LIST reads (the contact columns), asked for when
 * Export is clicked (the table's view is applied to it, all pages); written out without fragments, as the
 * sites export (the server's query cost weighs spreads).
 */
export const OrganizationExportDocument = graphql(`
  query OrganizationExport($applicationYear: Int) {
    organizations: organizationsPartnerServices(applicationYear: $applicationYear) {
      organizationId
      name
      einNumber
      address1
      address2
      city
      county
      state
      zip
      phone
      website
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
      }
      secondaryPointOfContact {
        fullName
        title
        phone
        email
      }
      applications {
        applicationPartnerServicesId
        applicationYear
        status
        submittedAt
        submittedByName
        submittedByEmail
        isContinuation
        daysOfOperation
        operatingHoursStartTime
        operatingHoursEndTime
        gateCode
        isNonProfit
        isReligious
        servicesInterest
        servicesInterestOther
        peopleServedPerMonth
        hasDryStorage
        hasCoolerStorage
        hasFreezerStorage
        hasFoodSafetyCertification
        nameSign
      }
    }
  }
`);

export type OrganizationListRow = OrganizationListRowFields;
export type OrganizationExportRow = OrganizationExportQuery['organizations'][number];
export type OrganizationExportApplication = OrganizationExportRow['applications'][number];
export type OrganizationExportMember = NonNullable<OrganizationExportRow['primaryPointOfContact']>;
