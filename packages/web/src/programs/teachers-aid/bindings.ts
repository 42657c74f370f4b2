import type { SchoolDetailBinding } from '../../features/admin/schools/school-detail-program';
import { AdminSchoolTeachersAidDocument } from '../../features/admin/schools/school-detail.queries';
import {
  SchoolListPageTeachersAidDocument,
  SchoolExportTeachersAidDocument,
  type SchoolListBinding,
} from '../../features/admin/schools/schools.queries';

// Teachers Aid's bindings of the shared admin school screens: which of the generated queries are its
// own, and what it calls its id of a school. Its school-list.tsx and school-detail.tsx hand them
// to the screens.

/**
 * The school list: schoolsTeachersAidPage (and schoolsTeachersAid for its export),
 * with the program id header.
 */
export const TEACHERS_AID_SCHOOL_LIST: SchoolListBinding = {
  programName: 'TEACHERS_AID',
  pageQuery: SchoolListPageTeachersAidDocument,
  exportQuery: SchoolExportTeachersAidDocument,
  programIdHeader: 'School Number',
};

/** The school detail: adminSchoolTeachersAid and the label of the program's id of the school. */
export const TEACHERS_AID_SCHOOL_DETAIL: SchoolDetailBinding = {
  schoolProgram: 'TEACHERS_AID',
  query: AdminSchoolTeachersAidDocument,
  programIdLabel: 'School Number',
};
