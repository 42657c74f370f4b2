import type { SchoolDetailBinding } from '../../features/admin/schools/school-detail-program';
import { AdminSchoolSchoolMarketDocument } from '../../features/admin/schools/school-detail.queries';
import {
  SchoolListPageSchoolMarketDocument,
  SchoolExportSchoolMarketDocument,
  type SchoolListBinding,
} from '../../features/admin/schools/schools.queries';

// School Market's bindings of the shared admin school screens: which of the generated queries are its
// own, and what it calls its id of a school. Its school-list.tsx and school-detail.tsx hand them
// to the screens.

/**
 * The school list: schoolsSchoolMarketPage (and schoolsSchoolMarket for its export),
 * with the program id header.
 */
export const SCHOOL_MARKET_SCHOOL_LIST: SchoolListBinding = {
  programName: 'SCHOOL_MARKET',
  pageQuery: SchoolListPageSchoolMarketDocument,
  exportQuery: SchoolExportSchoolMarketDocument,
  programIdHeader: 'Agency Number',
};

/** The school detail: adminSchoolSchoolMarket and the label of the program's id of the school. */
export const SCHOOL_MARKET_SCHOOL_DETAIL: SchoolDetailBinding = {
  schoolProgram: 'SCHOOL_MARKET',
  query: AdminSchoolSchoolMarketDocument,
  programIdLabel: 'Agency Number',
};
