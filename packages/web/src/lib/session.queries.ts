import { graphql } from '../gql';

/** Start-up: the signed-in user (educator or admin) and the enumerations. */
export const CurrentUserDocument = graphql(`
  query CurrentUser {
    educatorUser {
      id
      educatorId
      firstName
      lastName
      fullName
      email
      phone
      type
      language
      applicationBackpackBuddyRequired
      applicationBackpackBuddyRequiredId
      applicationSchoolMarketRequired
      applicationSchoolMarketRequiredId
      applicationTeachersAidRequired
      applicationTeachersAidRequiredId
      applicationKidsCafeRequired
      applicationKidsCafeRequiredId
      applicationPartnerServicesRequired
      applicationPartnerServicesRequiredId
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
    enums {
      name
      options {
        value
        label
      }
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
