/**
 * The admin school lists of Backpack Buddy, School Market and Teachers Aid (spec 3 §2 "School
 * lists"): what they sort, search and filter by, once for the server (which pages the rows it
 * keeps) and the web table (which adds headers and cells). The three programs share it; each
 * program's own fact, the application statuses it uses, comes from its registry entry.
 */
import { ENUMERATIONS, enumLabel, type ApplicationStatus } from '../enums.ts';
import { usDayToIso } from '../format.ts';
import type { Program } from '../programs/entry.ts';
import { searchText } from '../admin/search.ts';
import {
  yesNo,
  yesNoListFilter,
  type ListColumnSpec,
  type ListFilterSpec,
  type ListSpec,
} from './list-page.ts';

/** The fields of a school list row (AdminSchoolListRow) the spec reads. */
export interface SchoolListFacts {
  name: string;
  programId?: string | null;
  districtName?: string | null;
  city?: string | null;
  programStatus?: string | null;
  returning?: string | null;
  principalName?: string | null;
  principalEmail?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  /** Set when archived (a Date on the server, its text in the browser). */
  deletedAt?: unknown;
  /** The row's applications, newest first. */
  applications: readonly { status: string }[];
  /** MM/DD/YYYY: the latest food safety expiration of the school (Backpack Buddy shows it). */
  foodSafetyExpirationDate?: string | null;
}

/** The newest application's status (the API lists a row's applications newest first). */
export const newestApplicationStatus = (row: SchoolListFacts): string | undefined =>
  row.applications[0]?.status;

export const schoolIsArchived = (row: SchoolListFacts) => row.deletedAt != null;

/**
 * The sortable columns by key (the web's headers name the same keys). Program Status and
 * Application Status sort by the label shown; Food Safety by the latest expiration day, so the
 * most urgent come first (every row carries it; Backpack Buddy's list shows it).
 */
export const SCHOOL_LIST_COLUMNS = {
  name: { key: 'name', value: (row) => row.name },
  programId: { key: 'programId', value: (row) => row.programId },
  district: { key: 'district', value: (row) => row.districtName },
  programStatus: {
    key: 'programStatus',
    value: (row) => enumLabel('programStatuses', row.programStatus),
  },
  applicationStatus: {
    key: 'applicationStatus',
    value: (row) => enumLabel('applicationStatuses', newestApplicationStatus(row)),
  },
  returning: { key: 'returning', value: (row) => row.returning },
  principal: { key: 'principal', value: (row) => row.principalName },
  contact: { key: 'contact', value: (row) => row.contactName },
  foodSafety: {
    key: 'foodSafety',
    value: (row) =>
      row.foodSafetyExpirationDate ? usDayToIso(row.foodSafetyExpirationDate) : null,
  },
  archived: { key: 'archived', value: (row) => yesNo(schoolIsArchived(row)) },
} as const satisfies Record<string, ListColumnSpec<SchoolListFacts>>;

/** What the search box looks in: name, program id, district, city, principal and contact. */
export function schoolListSearchText(row: SchoolListFacts): string {
  return searchText([
    row.name,
    row.programId,
    row.districtName,
    row.city,
    row.principalName,
    row.principalEmail,
    row.contactName,
    row.contactEmail,
  ]);
}

/** Archived (default No), Program Status and Application Status (the program's statuses). */
function schoolListFilters(
  statuses: readonly ApplicationStatus[],
): ListFilterSpec<SchoolListFacts>[] {
  return [
    yesNoListFilter('archived', schoolIsArchived),
    {
      key: 'programStatus',
      options: ENUMERATIONS.programStatuses.options,
      defaultValue: 'all',
      test: (row, value) => row.programStatus === value,
    },
    {
      key: 'applicationStatus',
      options: statuses.map((status) => ({
        value: status,
        label: enumLabel('applicationStatuses', status),
      })),
      defaultValue: 'all',
      test: (row, value) => newestApplicationStatus(row) === value,
    },
  ];
}

const specs = new WeakMap<object, ListSpec<SchoolListFacts>>();

/**
 * A school program's list spec, one object per program entry (the server keeps the sort orders
 * per rows array and spec, so the same spec must come back): the shared columns, search and
 * filters, with the program's application statuses as the Application Status options.
 */
export function schoolListSpec(program: Pick<Program, 'statuses'>): ListSpec<SchoolListFacts> {
  let spec = specs.get(program);
  if (!spec) {
    spec = {
      columns: Object.values(SCHOOL_LIST_COLUMNS),
      searchText: schoolListSearchText,
      defaultSort: { key: 'name', direction: 'asc' },
      filters: schoolListFilters(program.statuses),
    };
    specs.set(program, spec);
  }
  return spec;
}
