import type { TypedDocumentNode } from '@apollo/client';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { graphql } from '../../../gql';
import type {
  Program as ProgramName,
  SchoolExportRowFieldsFragment as SchoolExportRowFields,
  SchoolListRowFieldsFragment as SchoolListRowFields,
} from '../../../gql/graphql';

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
 * A row of an admin school list, as the table shows and searches it: the school and the status
 * of its newest application. The rows are selected without their id: a school's row holds the
 * applications of the chosen term, so the rows of two terms must not merge into one cached
 * object; they stay inside their list (cached per program and term). The export asks for the
 * rest when it is clicked (SchoolExportRowFields), so 5,000 rows load without it.
 */
export const SchoolListRowFieldsFragment = graphql(`
  fragment SchoolListRowFields on AdminSchoolListRow {
    schoolId
    name
    districtName
    city
    programId
    programStatus
    returning
    principalName
    principalEmail
    contactName
    contactEmail
    deletedAt
    applications {
      applicationId
      status
    }
  }
`);

/** A row of the schools export: one sheet row per application (spec 3 §7). */
export const SchoolExportRowFieldsFragment = graphql(`
  fragment SchoolExportRowFields on AdminSchoolListRow {
    ...SchoolListRowFields
    address1
    county
    zip
    contactPhone
    applications {
      termFormattedShort
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
      foodSafetyCertificate
      foodSafetyExpirationDate
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

export const SchoolExportBackpackBuddyDocument = graphql(`
  query SchoolExportBackpackBuddy($termId: Int) {
    schools: schoolsBackpackBuddy(termId: $termId) {
      ...SchoolExportRowFields
    }
  }
`);

export const SchoolExportSchoolMarketDocument = graphql(`
  query SchoolExportSchoolMarket($termId: Int) {
    schools: schoolsSchoolMarket(termId: $termId) {
      ...SchoolExportRowFields
    }
  }
`);

export const SchoolExportTeachersAidDocument = graphql(`
  query SchoolExportTeachersAid($termId: Int) {
    schools: schoolsTeachersAid(termId: $termId) {
      ...SchoolExportRowFields
    }
  }
`);

export type SchoolListRow = SchoolListRowFields;
export type SchoolExportRow = SchoolExportRowFields;
export type SchoolExportApplication = SchoolExportRow['applications'][number];

/**
 * What differs between the school programs' lists. Each program declares its binding in its
 * own folder (src/programs/<program>/bindings.ts) and hands it to the list; this feature holds
 * the query documents and never maps a program to them.
 */
export interface SchoolListBinding {
  /** The programTerms argument. */
  programName: ProgramName;
  /** schoolsBackpackBuddy, … aliased to `schools`. */
  query: TypedDocumentNode<{ schools: SchoolListRow[] }, { termId?: number | null }>;
  /** The same list with what the export writes, asked for when Export is clicked. */
  exportQuery: TypedDocumentNode<{ schools: SchoolExportRow[] }, { termId?: number | null }>;
  /** The header of the program's own id of a school (second column of the list and export). */
  programIdHeader: string;
  /** The program's own columns, after the shared ones and before Archived (Backpack Buddy: Food Safety). */
  columns?: readonly DataTableColumn<SchoolListRow>[];
}
