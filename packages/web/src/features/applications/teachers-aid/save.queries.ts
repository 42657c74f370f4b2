import { graphql } from '../../../gql';

/** Step 1: the school, demographics and contacts (creates the application without an id). */
export const SaveTeachersAidStepOneDocument = graphql(`
  mutation SaveTeachersAidStepOne($input: SaveTeachersAidApplicationStepOneInput!) {
    saveTeachersAidApplicationStepOne(input: $input) {
      applicationTeachersAidId
      status
      stepsCompleted
    }
  }
`);

/** Step 2: the whole teacher roster and the certification. */
export const SaveTeachersAidStepTwoDocument = graphql(`
  mutation SaveTeachersAidStepTwo($input: SaveTeachersAidApplicationStepTwoInput!) {
    saveTeachersAidApplicationStepTwo(input: $input) {
      applicationTeachersAidId
      status
      stepsCompleted
    }
  }
`);

/** Step 3: the certifications and typed names; not a draft, it submits (PENDING_PRINCIPAL). */
export const SaveTeachersAidStepThreeDocument = graphql(`
  mutation SaveTeachersAidStepThree($input: SaveTeachersAidApplicationStepThreeInput!) {
    saveTeachersAidApplicationStepThree(input: $input) {
      applicationTeachersAidId
      status
      stepsCompleted
    }
  }
`);
