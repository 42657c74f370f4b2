import { graphql } from '../../../gql';

/** The admin organization detail: everything its tabs show. */
export const OrganizationDetailFieldsFragment = graphql(`
  fragment OrganizationDetailFields on AdminOrganization {
    id
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
    notes
    deletedAt
    programStatus
    programStatusUpdatedAt
    lastEdited
    lastEditedMembers
    returning
    members {
      id
      organizationMemberId
      type
      firstName
      lastName
      title
      phone
      email
    }
    applications {
      id
      applicationPartnerServicesId
      applicationYear
      status
      createdAt
      submittedAt
      submittedByName
      isContinuation
    }
    history {
      ...AuditHistoryFields
    }
  }
`);

export const AdminOrganizationDocument = graphql(`
  query AdminOrganization($organizationId: Int!) {
    organization: adminOrganization(organizationId: $organizationId) {
      ...OrganizationDetailFields
    }
  }
`);

// The changes answer with the whole organization, which refreshes the cached one (history too).

export const AdminCreateOrganizationDocument = graphql(`
  mutation AdminCreateOrganization($input: AdminOrganizationProfileInput!) {
    adminCreateOrganization(input: $input) {
      ...OrganizationDetailFields
    }
  }
`);

export const AdminUpdateOrganizationProfileDocument = graphql(`
  mutation AdminUpdateOrganizationProfile($input: AdminOrganizationProfileInput!) {
    adminUpdateOrganizationProfile(input: $input) {
      ...OrganizationDetailFields
    }
  }
`);

export const AdminUpdateOrganizationMembersDocument = graphql(`
  mutation AdminUpdateOrganizationMembers($input: AdminUpdateOrganizationMembersInput!) {
    adminUpdateOrganizationMembers(input: $input) {
      ...OrganizationDetailFields
    }
  }
`);

export const AdminUpdateOrganizationStatusDocument = graphql(`
  mutation AdminUpdateOrganizationStatus($input: AdminUpdateOrganizationStatusInput!) {
    adminUpdateOrganizationStatus(input: $input) {
      ...OrganizationDetailFields
    }
  }
`);

export const AdminUpdateOrganizationApplicationsDocument = graphql(`
  mutation AdminUpdateOrganizationApplications($input: AdminUpdateOrganizationApplicationsInput!) {
    adminUpdateOrganizationApplications(input: $input) {
      ...OrganizationDetailFields
    }
  }
`);

export const AdminDeleteOrganizationApplicationDocument = graphql(`
  mutation AdminDeleteOrganizationApplication($applicationPartnerServicesId: Int!) {
    adminDeleteOrganizationApplication(
      applicationPartnerServicesId: $applicationPartnerServicesId
    ) {
      ...OrganizationDetailFields
    }
  }
`);

export const AdminArchiveOrganizationDocument = graphql(`
  mutation AdminArchiveOrganization($organizationId: Int!) {
    adminArchiveOrganization(organizationId: $organizationId)
  }
`);

export const AdminRestoreOrganizationDocument = graphql(`
  mutation AdminRestoreOrganization($organizationId: Int!) {
    adminRestoreOrganization(organizationId: $organizationId)
  }
`);

export const AdminDeleteOrganizationDocument = graphql(`
  mutation AdminDeleteOrganization($organizationId: Int!) {
    adminDeleteOrganization(organizationId: $organizationId)
  }
`);
