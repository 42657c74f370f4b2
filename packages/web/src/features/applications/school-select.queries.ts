import { graphql } from '../../gql';

/** The district select of a school application. */
export const ApplicationDistrictsDocument = graphql(`
  query ApplicationDistricts {
    allDistricts {
      id
      districtId
      name
    }
  }
`);

/** The school select: live schools of the chosen district and school type. */
export const ApplicationSchoolsDocument = graphql(`
  query ApplicationSchools($districtId: Int!, $schoolType: String!) {
    allSchools(districtId: $districtId, schoolType: $schoolType) {
      id
      schoolId
      name
      districtId
    }
  }
`);

/** A chosen school's address, grades and (for a school the educator already acts for) roster. */
export const ApplicationSchoolPrefillDocument = graphql(`
  query ApplicationSchoolPrefill($schoolId: Int!) {
    applicationSchool(schoolId: $schoolId) {
      id
      schoolId
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
  }
`);
