import { graphql } from '../../../gql';

/**
 * The admin school detail: everything its tabs show. Applications are selected without their id
 * so they stay inside the school (whose id is program:schoolId) and the three programs' views of
 * a school never share rows in the cache.
 */
export const SchoolDetailFieldsFragment = graphql(`
  fragment SchoolDetailFields on AdminSchool {
    id
    schoolId
    program
    name
    type
    address1
    address2
    city
    county
    state
    zip
    districtId
    districtName
    gradesServed
    notes
    deletedAt
    lastEdited
    lastEditedTeamMembers
    programId
    programStatus
    programStatusUpdatedAt
    approvedApplicationId
    numTotalEnrollment
    numReducedLunch
    numFreeLunch
    participatedLastYear
    teamMembers {
      teamMemberId
      type
      firstName
      lastName
      title
      phone
      email
    }
    applications {
      applicationId
      termId
      termFormattedShort
      submittedAt
      submittedByName
      isContinuation
      status
      createdAt
      signerReview {
        namedEmail
        onRecordEmail
      }
    }
    history {
      ...AuditHistoryFields
    }
  }
`);

// One query per program; each aliases its field to `school` so the screen reads one shape.

export const AdminSchoolBackpackBuddyDocument = graphql(`
  query AdminSchoolBackpackBuddy($schoolId: Int!) {
    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {
      ...SchoolDetailFields
    }
  }
`);

export const AdminSchoolSchoolMarketDocument = graphql(`
  query AdminSchoolSchoolMarket($schoolId: Int!) {
    school: adminSchoolSchoolMarket(schoolId: $schoolId) {
      ...SchoolDetailFields
    }
  }
`);

export const AdminSchoolTeachersAidDocument = graphql(`
  query AdminSchoolTeachersAid($schoolId: Int!) {
    school: adminSchoolTeachersAid(schoolId: $schoolId) {
      ...SchoolDetailFields
    }
  }
`);

/** The District select of the School Profile tab. */
export const SchoolDetailDistrictsDocument = graphql(`
  query SchoolDetailDistricts {
    allDistricts {
      id
      districtId
      name
    }
  }
`);

// The changes answer with the whole school, which refreshes the cached one (history included).

export const AdminUpdateSchoolProfileDocument = graphql(`
  mutation AdminUpdateSchoolProfile($input: AdminUpdateSchoolProfileInput!) {
    adminUpdateSchoolProfile(input: $input) {
      ...SchoolDetailFields
    }
  }
`);

export const AdminUpdateSchoolContactsDocument = graphql(`
  mutation AdminUpdateSchoolContacts($input: AdminUpdateSchoolContactsInput!) {
    adminUpdateSchoolContacts(input: $input) {
      ...SchoolDetailFields
    }
  }
`);

export const AdminUpdateProgramStatusDocument = graphql(`
  mutation AdminUpdateProgramStatus($input: AdminUpdateProgramStatusInput!) {
    adminUpdateProgramStatus(input: $input) {
      ...SchoolDetailFields
    }
  }
`);

export const AdminUpdateApplicationsDocument = graphql(`
  mutation AdminUpdateApplications($input: AdminUpdateApplicationsInput!) {
    adminUpdateApplications(input: $input) {
      ...SchoolDetailFields
    }
  }
`);

export const AdminDeleteApplicationDocument = graphql(`
  mutation AdminDeleteApplication($program: SchoolProgram!, $applicationId: Int!) {
    adminDeleteApplication(program: $program, applicationId: $applicationId) {
      ...SchoolDetailFields
    }
  }
`);

export const ResendPrincipalSignatureEmailDocument = graphql(`
  mutation ResendPrincipalSignatureEmail($program: SchoolProgram!, $applicationId: Int!) {
    resendPrincipalSignatureEmail(program: $program, applicationId: $applicationId)
  }
`);

export const AdminArchiveSchoolDocument = graphql(`
  mutation AdminArchiveSchool($schoolId: Int!) {
    adminArchiveSchool(schoolId: $schoolId)
  }
`);

export const AdminRestoreSchoolDocument = graphql(`
  mutation AdminRestoreSchool($schoolId: Int!) {
    adminRestoreSchool(schoolId: $schoolId)
  }
`);

export const AdminDeleteSchoolDocument = graphql(`
  mutation AdminDeleteSchool($schoolId: Int!) {
    adminDeleteSchool(schoolId: $schoolId)
  }
`);
