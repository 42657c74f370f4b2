import type { TypedDocumentNode } from '@apollo/client';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { graphql } from '../../../gql';
import type {
  ListPageInput,
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
 * A row of an admin school list as the table shows it: the columns on screen and the status of
 * the newest application. The server searches, sorts, filters and pages (the `…Page` fields),
 * so a page carries 25 rows with only what the cells show. The rows are selected without their
 * id: a school's row holds the applications of the chosen term, so the rows of two terms must
 * not merge into one cached object; they stay inside their page (cached per its variables).
 */
export const SchoolListRowFieldsFragment = graphql(`
  fragment SchoolListRowFields on AdminSchoolListRow {
    schoolId
    name
    districtName
    programId
    programStatus
    returning
    principalName
    contactName
    deletedAt
    applications {
      applicationId
      status
    }
  }
`);

/**
 * A row of the schools export: one sheet row per application (spec 3 §7), with what the search
 * looks in (city, emails), so that the export keeps exactly the rows of the table's view.
 */
export const SchoolExportRowFieldsFragment = graphql(`
  fragment SchoolExportRowFields on AdminSchoolListRow {
    ...SchoolListRowFields
    address1
    city
    county
    zip
    principalEmail
    contactEmail
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

export const SchoolListPageBackpackBuddyDocument = graphql(`
  query SchoolListPageBackpackBuddy($termId: Int, $page: ListPageInput) {
    page: schoolsBackpackBuddyPage(termId: $termId, page: $page) {
      total
      offset
      rows {
        ...SchoolListRowFields
        foodSafetyCertificate
        foodSafetyExpirationDate
      }
    }
  }
`);

export const SchoolListPageSchoolMarketDocument = graphql(`
  query SchoolListPageSchoolMarket($termId: Int, $page: ListPageInput) {
    page: schoolsSchoolMarketPage(termId: $termId, page: $page) {
      total
      offset
      rows {
        ...SchoolListRowFields
      }
    }
  }
`);

export const SchoolListPageTeachersAidDocument = graphql(`
  query SchoolListPageTeachersAid($termId: Int, $page: ListPageInput) {
    page: schoolsTeachersAidPage(termId: $termId, page: $page) {
      total
      offset
      rows {
        ...SchoolListRowFields
      }
    }
  }
`);

/** The full list, for Export only (Backpack Buddy's sorts by the Food Safety column too). */
export const SchoolExportBackpackBuddyDocument = graphql(`
  query SchoolExportBackpackBuddy($termId: Int) {
    schools: schoolsBackpackBuddy(termId: $termId) {
      ...SchoolExportRowFields
      foodSafetyExpirationDate
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
/** A page of a school list as the `…Page` fields answer it. */
export interface SchoolListPage {
  total: number;
  offset: number;
  rows: SchoolListRow[];
}

/**
 * What differs between the school programs' lists. Each program declares its binding in its
 * own folder (src/programs/<program>/bindings.ts) and hands it to the list; this feature holds
 * the query documents and never maps a program to them.
 */
export interface SchoolListBinding {
  /** The programTerms argument. */
  programName: ProgramName;
  /** schoolsBackpackBuddyPage, … aliased to `page`: the page of the table's view. */
  pageQuery: TypedDocumentNode<
    { page: SchoolListPage },
    { termId?: number | null; page?: ListPageInput | null }
  >;
  /** The full list with what the export writes, asked for when Export is clicked. */
  exportQuery: TypedDocumentNode<{ schools: SchoolExportRow[] }, { termId?: number | null }>;
  /** The header of the program's own id of a school (second column of the list and export). */
  programIdHeader: string;
  /** The program's own columns, after the shared ones and before Archived (Backpack Buddy: Food Safety). */
  columns?: readonly DataTableColumn<SchoolListRow>[];
}
