import { graphql } from '../../../gql';

/** One Backpack Buddy application with its school and roster (all three steps read it). */
export const BackpackBuddyApplicationDocument = graphql(`
  query BackpackBuddyApplication($id: Int!) {
    applicationBackpackBuddy(id: $id) {
      id
      applicationBackpackBuddyId
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
      numFreeLunch
      numReducedLunch
      certififedVerification
      programInterests
      willHelpMediaEvents
      willDistributeInfo
      emailSecondaryCoordinator
      agreeToProgramPurpose
      agreeToProgramResponsibilities
      agreeNondiscrimination
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
        teamMembersBackpackBuddy {
          teamMemberId
          type
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
export const BackpackBuddyIntakeDocument = graphql(`
  query BackpackBuddyIntake($termYear: Int!) {
    programTerms(programName: BACKPACK_BUDDY, termYear: $termYear) {
      termId
      type
      year
      termFormatted
    }
    backpackBuddyConfig {
      schoolEnabled
      summerEnabled
    }
  }
`);

/** Another educator's open application of the chosen school, year and term type. */
export const BackpackBuddyInProgressDocument = graphql(`
  query BackpackBuddyInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {
    applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {
      applicationBackpackBuddyId
      termYear
      starterName
      starterEmail
      contactEmail
    }
  }
`);

/** My Account's list, refetched after every save (every field, so its cache stays whole). */
export const BackpackBuddyUserApplicationsDocument = graphql(`
  query BackpackBuddyUserApplications {
    userApplicationsBackpackBuddy {
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
