import { graphql } from '../../../gql';

/**
 * Everything the School Market print screen shows, in one request: the application with its
 * school and both contacts, and its signature details (once signed, the signee).
 */
export const SchoolMarketPrintDocument = graphql(`
  query SchoolMarketPrint($id: Int!, $applicationId: String!, $programName: String!) {
    applicationSchoolMarket(applicationSchoolMarketId: $id) {
      id
      applicationSchoolMarketId
      status
      new
      isContinuation
      term {
        termId
        type
        year
        termFormatted
      }
      organizationType
      nonProfitOrganizations
      numTotalEnrollment
      numFreeLunch
      numReducedLunch
      certififedVerification
      marketType
      operatingFrequency
      preferredDistributionDay
      preferredDistributionTime
      secondaryPreferredDistributionDay
      secondaryPreferredDistributionTime
      agreeToProgramPurpose
      agreeToProgramResponsibilities
      agreeNondiscrimination
      nameSignFirst
      nameSignSecond
      nameSignThird
      submittedAt
      signedAt
      signerRole
      submittedBy {
        fullName
        email
      }
      school {
        id
        schoolId
        name
        type
        districtName
        address1
        address2
        city
        county
        state
        zip
        gradesServed
        schoolMarketAgencyNumber
        primaryPointOfContact {
          firstName
          lastName
          fullName
          title
          phone
          email
        }
        principal {
          firstName
          lastName
          fullName
          title
          phone
          email
        }
      }
    }
    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {
      id
      signedAt
      principal {
        fullName
        email
      }
      signeeName
      signeeEmail
    }
  }
`);
