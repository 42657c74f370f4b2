import { graphql } from '../../gql';

/** My Account → Applications for Backpack Buddy: the caller's applications, newest first. */
export const UserApplicationsBackpackBuddyDocument = graphql(`
  query UserApplicationsBackpackBuddy {
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

/** The terms of a year: 'Apply for Next Year' is offered only when the next year has terms. */
export const AccountProgramTermsDocument = graphql(`
  query AccountProgramTerms($programName: Program!, $termYear: Int) {
    programTerms(programName: $programName, termYear: $termYear) {
      termId
      type
      year
    }
  }
`);

/** My Account → Profile. */
export const EditProfileDocument = graphql(`
  mutation EditProfile($input: EditProfileInput!) {
    editProfile(input: $input) {
      id
      firstName
      lastName
      fullName
      email
      phone
    }
  }
`);
