import { graphql } from '../../gql';

/** The signed-in educator's schools (spec 1 §7 educatorSchools): the school-site dropdown's list. */
export const EducatorSchoolsDocument = graphql(`
  query EducatorSchools {
    educatorSchools {
      id
      schoolId
      name
      districtId
      districtName
    }
  }
`);
