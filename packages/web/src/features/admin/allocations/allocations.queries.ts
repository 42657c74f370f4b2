import { graphql } from '../../../gql';

/**
 * What the Allocate tab shows of a Backpack Buddy school: its term months and weekly allocation
 * entries. Selected with the school's id (BACKPACK_BUDDY:schoolId), so the changes' answers
 * refresh the cached school; months and entries stay inside it.
 */
export const AllocationFieldsFragment = graphql(`
  fragment AllocationFields on AdminSchool {
    id
    schoolId
    termMonths {
      termMonthId
      startDate
      monthlyAllocation
      termFormattedShort
    }
    allocationEntries {
      allocationEntryId
      weeklyAllocation
      updatedBy
      createdAt
    }
  }
`);

export const AdminSchoolAllocationsDocument = graphql(`
  query AdminSchoolAllocations($schoolId: Int!) {
    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {
      ...AllocationFields
    }
  }
`);

export const AdminSaveAllocationDocument = graphql(`
  mutation AdminSaveAllocation($schoolId: Int!, $weeklyAllocation: String!) {
    adminSaveAllocation(schoolId: $schoolId, weeklyAllocation: $weeklyAllocation) {
      ...AllocationFields
    }
  }
`);

export const AdminDeleteAllocationEntryDocument = graphql(`
  mutation AdminDeleteAllocationEntry($allocationEntryId: Int!) {
    adminDeleteAllocationEntry(allocationEntryId: $allocationEntryId) {
      ...AllocationFields
    }
  }
`);
