import { graphql } from '../../../gql';

/**
 * Everything the Backpack Buddy print screen shows, in one request: the application with its
 * school and roster, and its signature details (the principal and, once signed, the signee).
 */
export const BackpackBuddyPrintDocument = graphql(`
  query BackpackBuddyPrint($id: Int!, $applicationId: String!, $programName: String!) {
    applicationBackpackBuddy(id: $id) {
      id
      applicationBackpackBuddyId
      status
      new
      isContinuation
      term {
        termId
        termFormatted
      }
      organizationType
      nonProfitOrganizations
      numTotalEnrollment
      numFreeLunch
      numReducedLunch
      certififedVerification
      willHelpMediaEvents
      willDistributeInfo
      emailSecondaryCoordinator
      programInterests
      agreeToProgramPurpose
      agreeToProgramResponsibilities
      agreeNondiscrimination
      nameSignFirst
      nameSignSecond
      nameSignThird
      submittedAt
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
        teamMembersBackpackBuddy {
          teamMemberId
          type
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
