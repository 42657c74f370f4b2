import { graphql } from '../../../gql';

/**
 * Everything the Teachers Aid print screen shows, in one request: the application with its
 * school, both contacts and the teacher roster, and its signature details (once signed, the
 * signee).
 */
export const TeachersAidPrintDocument = graphql(`
  query TeachersAidPrint($id: Int!, $applicationId: String!, $programName: String!) {
    applicationTeachersAid(applicationTeachersAidId: $id) {
      id
      applicationTeachersAidId
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
      demographicAsian
      demographicBlack
      demographicHispanic
      demographicWhite
      certififedVerification
      certifiedProgramRules
      certifiedAgreement
      certifiedNonDiscrimination
      nameSignFirst
      nameSignSecond
      nameSignThird
      submittedAt
      signedAt
      submittedBy {
        fullName
        email
      }
      teachers {
        teacherId
        firstName
        lastName
        title
        phone
        email
        proxyTeacher
        gradesTaught
        subjectsTaught
        numStudentsTaughtPerYear
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
        teachersAidSchoolNumber
        siteCoordinator {
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
