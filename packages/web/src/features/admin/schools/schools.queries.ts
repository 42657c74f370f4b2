import type { TypedDocumentNode } from '@apollo/client';
import type { ProgramKey } from '@portal/domain';
import { graphql } from '../../../gql';
import type {
  Program as ProgramName,
  SchoolListRowFieldsFragment as SchoolListRowFields,
} from '../../../gql/graphql';
import type { PortalProgram } from '../../../lib/programs';

/** The term selector's options: every term of the program, newest first. */
export const SchoolListTermsDocument = graphql(`
  query SchoolListTerms($programName: Program!) {
    programTerms(programName: $programName) {
      termId
      termFormattedShort
    }
  }
`);

/**
 * A row of an admin school list. The rows are selected without their id: a school's row holds
 * the applications of the chosen term, so the rows of two terms must not merge into one cached
 * object; they stay inside their list (cached per program and term).
 */
export const SchoolListRowFieldsFragment = graphql(`
  fragment SchoolListRowFields on AdminSchoolListRow {
    schoolId
    name
    districtName
    address1
    city
    county
    zip
    programId
    programStatus
    returning
    principalName
    principalEmail
    contactName
    contactEmail
    contactPhone
    deletedAt
    applications {
      applicationId
      termFormattedShort
      status
      submittedAt
      submittedByName
      isContinuation
      numTotalEnrollment
      numReducedLunch
      numFreeLunch
    }
  }
`);

export const SchoolListBackpackBuddyDocument = graphql(`
  query SchoolListBackpackBuddy($termId: Int) {
    schools: schoolsBackpackBuddy(termId: $termId) {
      ...SchoolListRowFields
    }
  }
`);

export const SchoolListSchoolMarketDocument = graphql(`
  query SchoolListSchoolMarket($termId: Int) {
    schools: schoolsSchoolMarket(termId: $termId) {
      ...SchoolListRowFields
    }
  }
`);

export const SchoolListTeachersAidDocument = graphql(`
  query SchoolListTeachersAid($termId: Int) {
    schools: schoolsTeachersAid(termId: $termId) {
      ...SchoolListRowFields
    }
  }
`);

export type SchoolListRow = SchoolListRowFields;
export type SchoolListApplication = SchoolListRow['applications'][number];

/** What differs between the three school programs' lists. */
export interface SchoolListBinding {
  /** The programTerms argument. */
  programName: ProgramName;
  /** schoolsBackpackBuddy, … aliased to `schools`. */
  query: TypedDocumentNode<{ schools: SchoolListRow[] }, { termId?: number | null }>;
}

const BINDINGS: Partial<Record<ProgramKey, SchoolListBinding>> = {
  backpackBuddy: { programName: 'BACKPACK_BUDDY', query: SchoolListBackpackBuddyDocument },
  schoolMarket: { programName: 'SCHOOL_MARKET', query: SchoolListSchoolMarketDocument },
  teachersAid: { programName: 'TEACHERS_AID', query: SchoolListTeachersAidDocument },
};

/** The list binding of a school program; undefined for Kids Cafe and Partner Services. */
export function schoolListBinding(program: PortalProgram): SchoolListBinding | undefined {
  return BINDINGS[program.key];
}
