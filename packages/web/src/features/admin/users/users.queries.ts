import { graphql } from '../../../gql';

/**
 * One page of the educator accounts (educatorUsersPage), searched, sorted, filtered and paged on
 * the server by the domain's users list spec of the area's holders: the columns on screen with
 * the area's holders only (the others are not asked for), and the holder filter's options.
 */
export const EducatorUsersPageDocument = graphql(`
  query EducatorUsersPage(
    $holder: UserHolderKind!
    $page: ListPageInput
    $schools: Boolean!
    $sites: Boolean!
    $organizations: Boolean!
  ) {
    page: educatorUsersPage(holder: $holder, page: $page) {
      total
      offset
      rows {
        id
        educatorId
        firstName
        lastName
        email
        phone
        deletedAt
        schools @include(if: $schools) {
          id
          schoolId
          name
        }
        sites @include(if: $sites) {
          id
          siteId
          name
        }
        organizations @include(if: $organizations) {
          id
          organizationId
          name
        }
      }
      holderOptions {
        value
        label
      }
    }
  }
`);

/** Every educator account, for Export (the table's view is applied to it, all pages). */
export const EducatorUsersDocument = graphql(`
  query EducatorUsers {
    educatorUsers {
      id
      educatorId
      firstName
      lastName
      email
      phone
      createdAt
      deletedAt
      schools {
        id
        schoolId
        name
        districtId
        districtName
      }
      sites {
        id
        siteId
        name
      }
      organizations {
        id
        organizationId
        name
      }
    }
  }
`);

/**
 * Everything the user profile shows: the account, its schools, its Kids Cafe sites, its
 * Partner Services organizations and its change history.
 */
export const AdminEducatorUserFieldsFragment = graphql(`
  fragment AdminEducatorUserFields on AdminEducatorUser {
    id
    educatorId
    firstName
    lastName
    fullName
    email
    phone
    createdAt
    updatedAt
    deletedAt
    schools {
      id
      schoolId
      name
      districtId
      districtName
    }
    sites {
      id
      siteId
      name
    }
    organizations {
      id
      organizationId
      name
    }
    history {
      ...AuditHistoryFields
    }
  }
`);

export const AdminEducatorUserDetailsDocument = graphql(`
  query AdminEducatorUserDetails($educatorId: Int!) {
    adminEducatorUserDetails(educatorId: $educatorId) {
      ...AdminEducatorUserFields
    }
  }
`);

/** Every live school, for the assigned-schools picker. */
export const AdminSchoolOptionsDocument = graphql(`
  query AdminSchoolOptions {
    adminSchoolOptions {
      id
      schoolId
      name
      districtId
      districtName
    }
  }
`);

/** Every live Kids Cafe site, for the assigned-sites picker. */
export const AdminSiteOptionsDocument = graphql(`
  query AdminSiteOptions {
    adminSiteOptions {
      id
      siteId
      name
    }
  }
`);

/** Every live Partner Services organization, for the assigned-organizations picker. */
export const AdminOrganizationOptionsDocument = graphql(`
  query AdminOrganizationOptions {
    adminOrganizationOptions {
      id
      organizationId
      name
    }
  }
`);

export const AdminUpdateEducatorUserDocument = graphql(`
  mutation AdminUpdateEducatorUser($input: AdminUpdateEducatorUserInput!) {
    adminUpdateEducatorUser(input: $input) {
      ...AdminEducatorUserFields
    }
  }
`);

export const AdminDeleteEducatorUserDocument = graphql(`
  mutation AdminDeleteEducatorUser($educatorId: Int!) {
    adminDeleteEducatorUser(educatorId: $educatorId) {
      ...AdminEducatorUserFields
    }
  }
`);

export const AdminRestoreEducatorUserDocument = graphql(`
  mutation AdminRestoreEducatorUser($educatorId: Int!) {
    adminRestoreEducatorUser(educatorId: $educatorId) {
      ...AdminEducatorUserFields
    }
  }
`);

/** The account's own reset link, mailed on the admin's request (its input is the email). */
export const AdminSendPasswordResetEmailDocument = graphql(`
  mutation AdminSendPasswordResetEmail($input: SendPasswordResetEmailInput!) {
    sendPasswordResetEmail(input: $input) {
      success
      message
    }
  }
`);
