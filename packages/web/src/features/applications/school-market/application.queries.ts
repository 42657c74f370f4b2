import { graphql } from '../../../gql';

/** One School Market application with its school and the contacts it names. */
export const SchoolMarketApplicationDocument = graphql(`
  query SchoolMarketApplication($id: Int!) {
    applicationSchoolMarket(applicationSchoolMarketId: $id) {
      id
      applicationSchoolMarketId
      status
      heldForReview
      draft
      new
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
      marketType
      operatingFrequency
      preferredDistributionDay
      preferredDistributionTime
      secondaryPreferredDistributionDay
      secondaryPreferredDistributionTime
      agreeToProgramPurpose
      agreeNondiscrimination
      agreeToProgramResponsibilities
      nameSignFirst
      nameSignSecond
      nameSignThird
      certififedVerification
      submittedAt
      signerRole
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
        schoolMarketAgencyNumber
        primaryPointOfContact {
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
export const SchoolMarketIntakeDocument = graphql(`
  query SchoolMarketIntake($termYear: Int!) {
    programTerms(programName: SCHOOL_MARKET, termYear: $termYear) {
      termId
      type
      year
      termFormatted
    }
    programConfig(program: SCHOOL_MARKET) {
      id
      program
      schoolEnabled
      summerEnabled
    }
  }
`);

/** Another educator's open application of the chosen school, year and term type. */
export const SchoolMarketInProgressDocument = graphql(`
  query SchoolMarketInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {
    applicationInProgressSchoolMarket(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {
      applicationSchoolMarketId
      termYear
      starterName
      starterEmail
      contactEmail
    }
  }
`);

/** A chosen school's address and grades, and its contacts for an educator linked to it. */
export const SchoolMarketSchoolDocument = graphql(`
  query SchoolMarketSchool($schoolId: Int!) {
    schoolMarketSchool(schoolId: $schoolId) {
      id
      schoolId
      address1
      address2
      city
      county
      state
      zip
      gradesServed
      primaryPointOfContact {
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
export const SchoolMarketUserApplicationsDocument = graphql(`
  query SchoolMarketUserApplications {
    userApplicationsSchoolMarket {
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
