import { foodSafetyColumn } from '../../features/admin/food-safety/food-safety-column';
import type { SchoolDetailBinding } from '../../features/admin/schools/school-detail-program';
import { AdminSchoolBackpackBuddyDocument } from '../../features/admin/schools/school-detail.queries';
import {
  SchoolListPageBackpackBuddyDocument,
  SchoolExportBackpackBuddyDocument,
  type SchoolListBinding,
} from '../../features/admin/schools/schools.queries';

// Backpack Buddy's bindings of the shared admin school screens: which of the generated queries are its
// own, and what it calls its id of a school. Its school-list.tsx and school-detail.tsx hand them
// to the screens.

/**
 * The school list: schoolsBackpackBuddyPage (and schoolsBackpackBuddy for its export), with the
 * program id header and the Food Safety column (an expired or soon-expiring certificate stands
 * out; issue 14).
 */
export const BACKPACK_BUDDY_SCHOOL_LIST: SchoolListBinding = {
  programName: 'BACKPACK_BUDDY',
  pageQuery: SchoolListPageBackpackBuddyDocument,
  exportQuery: SchoolExportBackpackBuddyDocument,
  programIdHeader: 'Backpack Buddy ID',
  columns: [foodSafetyColumn()],
};

/** The school detail: adminSchoolBackpackBuddy and the label of the program's id of the school. */
export const BACKPACK_BUDDY_SCHOOL_DETAIL: SchoolDetailBinding = {
  schoolProgram: 'BACKPACK_BUDDY',
  query: AdminSchoolBackpackBuddyDocument,
  programIdLabel: 'Backpack Buddy ID',
};
