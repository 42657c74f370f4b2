import { graphql } from '../../../gql';

/** The admin site detail: everything its tabs show. */
export const SiteDetailFieldsFragment = graphql(`
  fragment SiteDetailFields on AdminSite {
    id
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
    notes
    deletedAt
    programStatus
    programStatusUpdatedAt
    lastEdited
    lastEditedSiteMembers
    returning
    siteMembers {
      id
      siteMemberId
      type
      firstName
      lastName
      title
      phone
      email
      isSupervisor
    }
    applications {
      id
      applicationKidsCafeId
      type
      applicationYearDisplayed
      status
      createdAt
      submittedAt
      submittedByName
    }
    history {
      ...AuditHistoryFields
    }
  }
`);

export const AdminSiteDocument = graphql(`
  query AdminSite($siteId: Int!) {
    site: adminSite(siteId: $siteId) {
      ...SiteDetailFields
    }
  }
`);

// The changes answer with the whole site, which refreshes the cached one (history included).

export const AdminCreateSiteDocument = graphql(`
  mutation AdminCreateSite($input: AdminCreateSiteInput!) {
    adminCreateSite(input: $input) {
      ...SiteDetailFields
    }
  }
`);

export const AdminUpdateSiteProfileDocument = graphql(`
  mutation AdminUpdateSiteProfile($input: AdminUpdateSiteProfileInput!) {
    adminUpdateSiteProfile(input: $input) {
      ...SiteDetailFields
    }
  }
`);

export const AdminUpdateSiteMembersDocument = graphql(`
  mutation AdminUpdateSiteMembers($input: AdminUpdateSiteMembersInput!) {
    adminUpdateSiteMembers(input: $input) {
      ...SiteDetailFields
    }
  }
`);

export const AdminUpdateSiteStatusDocument = graphql(`
  mutation AdminUpdateSiteStatus($input: AdminUpdateSiteStatusInput!) {
    adminUpdateSiteStatus(input: $input) {
      ...SiteDetailFields
    }
  }
`);

export const AdminUpdateSiteApplicationsDocument = graphql(`
  mutation AdminUpdateSiteApplications($input: AdminUpdateSiteApplicationsInput!) {
    adminUpdateSiteApplications(input: $input) {
      ...SiteDetailFields
    }
  }
`);

export const AdminDeleteSiteApplicationDocument = graphql(`
  mutation AdminDeleteSiteApplication($applicationKidsCafeId: Int!) {
    adminDeleteSiteApplication(applicationKidsCafeId: $applicationKidsCafeId) {
      ...SiteDetailFields
    }
  }
`);

export const AdminArchiveSiteDocument = graphql(`
  mutation AdminArchiveSite($siteId: Int!) {
    adminArchiveSite(siteId: $siteId)
  }
`);

export const AdminRestoreSiteDocument = graphql(`
  mutation AdminRestoreSite($siteId: Int!) {
    adminRestoreSite(siteId: $siteId)
  }
`);

export const AdminDeleteSiteDocument = graphql(`
  mutation AdminDeleteSite($siteId: Int!) {
    adminDeleteSite(siteId: $siteId)
  }
`);
