import { graphql } from '../../../gql';

/**
 * What the Food Safety tab shows of a Backpack Buddy school. Selected with the school's id
 * (BACKPACK_BUDDY:schoolId), so the changes' answers refresh the cached school; the entries
 * stay inside it.
 */
export const FoodSafetyFieldsFragment = graphql(`
  fragment FoodSafetyFields on AdminSchool {
    id
    schoolId
    foodSafetyStatus
    foodSafetyExpirationDate
    foodSafetyCertificate
    foodSafetyEntries {
      foodSafetyEntryId
      completedBy
      completionDate
      expirationDate
    }
  }
`);

export const AdminSchoolFoodSafetyDocument = graphql(`
  query AdminSchoolFoodSafety($schoolId: Int!) {
    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {
      ...FoodSafetyFields
    }
  }
`);

export const AdminUpdateFoodSafetyDocument = graphql(`
  mutation AdminUpdateFoodSafety(
    $schoolId: Int!
    $completedBy: String!
    $completionDate: String!
    $expirationDate: String!
  ) {
    adminUpdateFoodSafety(
      schoolId: $schoolId
      completedBy: $completedBy
      completionDate: $completionDate
      expirationDate: $expirationDate
    ) {
      ...FoodSafetyFields
    }
  }
`);

export const AdminDeleteFoodSafetyEntryDocument = graphql(`
  mutation AdminDeleteFoodSafetyEntry($foodSafetyEntryId: Int!) {
    adminDeleteFoodSafetyEntry(foodSafetyEntryId: $foodSafetyEntryId) {
      ...FoodSafetyFields
    }
  }
`);

export const AdminUpdateFoodSafetyStatusDocument = graphql(`
  mutation AdminUpdateFoodSafetyStatus($schoolId: Int!, $foodSafetyStatus: String!) {
    adminUpdateFoodSafetyStatus(schoolId: $schoolId, foodSafetyStatus: $foodSafetyStatus) {
      ...FoodSafetyFields
    }
  }
`);
