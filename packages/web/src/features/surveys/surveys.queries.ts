import { graphql } from '../../gql';

/** Surveys: the program's surveys, newest first, for the school chosen in the dashboard. */
export const SurveysDocument = graphql(`
  query Surveys($schoolId: Int) {
    surveys(schoolId: $schoolId) {
      surveyId
      title
      link
      createdAt
    }
  }
`);
