import { graphql } from '../../../gql';

export const SaveBackpackBuddyStepOneDocument = graphql(`
  mutation SaveBackpackBuddyStepOne($input: SaveApplicationStepOneInput!) {
    saveApplicationStepOne(input: $input) {
      applicationBackpackBuddyId
      status
      stepsCompleted
    }
  }
`);

export const SaveBackpackBuddyStepTwoDocument = graphql(`
  mutation SaveBackpackBuddyStepTwo($input: SaveApplicationStepTwoInput!) {
    saveApplicationStepTwo(input: $input) {
      applicationBackpackBuddyId
      status
      stepsCompleted
    }
  }
`);

export const SaveBackpackBuddyStepThreeDocument = graphql(`
  mutation SaveBackpackBuddyStepThree($input: SaveApplicationStepThreeInput!) {
    saveApplicationStepThree(input: $input) {
      applicationBackpackBuddyId
      status
      stepsCompleted
    }
  }
`);
