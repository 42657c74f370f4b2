import { graphql } from '../../../gql';

/** One Teachers Aid application with its school, the contacts it names and its roster. */
export const TeachersAidApplicationDocument = graphql(`
  query TeachersAidApplication($id: Int!) {
    applicationTeachersAid(applicationTeachersAidId: $id) {
      id
      applicationTeachersAidId
      status
      heldForReview
      draft
      new
      stepsCompleted
      termId
      term {
        termId
        type
        year
        termFormatted
      }
      isContinuation
      organizationType
      nonProfitOrganizations
      numTotalEnrollment
      numReducedLunch
      numFreeLunch
      demographicAsian
      demographicBlack
      demographicHispanic
      demographicWhite
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
      certififedVerification
      certifiedProgramRules
      certifiedAgreement
      certifiedNonDiscrimination
      nameSignFirst
      nameSignSecond
      nameSignThird
      verifyPrincipalEmail
      submittedAt
      school {
        id
        schoolId
        name
        type
        districtId
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
          title
          phone
          email
        }
        principal {
          firstName
          lastName
          title
          phone
          email
        }
      }
      agreement {
        version
        date
      }
    }
  }
`);

/** The terms of the year (the term radio) and whether school-year and summer intake is open. */
export const TeachersAidIntakeDocument = graphql(`
  query TeachersAidIntake($termYear: Int!) {
    programTerms(programName: TEACHERS_AID, termYear: $termYear) {
      termId
      type
      year
      termFormatted
    }
    programConfig(program: TEACHERS_AID) {
      id
      program
      schoolEnabled
      summerEnabled
    }
  }
`);

/** Another educator's open application of the chosen school, year and term type. */
export const TeachersAidInProgressDocument = graphql(`
  query TeachersAidInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {
    applicationInProgressTeachersAid(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {
      applicationTeachersAidId
      termYear
      starterName
      starterEmail
      contactEmail
    }
  }
`);

/** A chosen school's address and grades, and its contacts for an educator linked to it. */
export const TeachersAidSchoolDocument = graphql(`
  query TeachersAidSchool($schoolId: Int!) {
    teachersAidSchool(schoolId: $schoolId) {
      id
      schoolId
      address1
      address2
      city
      county
      state
      zip
      gradesServed
      siteCoordinator {
        firstName
        lastName
        title
        phone
        email
      }
      principal {
        firstName
        lastName
        title
        phone
        email
      }
    }
  }
`);

/** My Account's list, refetched after every save (every field, so its cache stays whole). */
export const TeachersAidUserApplicationsDocument = graphql(`
  query TeachersAidUserApplications {
    userApplicationsTeachersAid {
      id
      schoolOrSiteName
      applicationYear
      termType
      termFormatted
      status
      submittedAt
    }
  }
`);
