/**
 * What the two holder lists share (Kids Cafe sites, spec 3 §2, and Partner Services
 * organizations, issue 18): the columns after the name, the Address text and the Archived filter.
 */
import { enumLabel } from '../enums.ts';
import { formatPhone } from '../format.ts';
import { yesNo, yesNoListFilter, type ListColumnSpec, type ListFilterSpec } from './list-page.ts';

/** The fields of a holder list's row that its spec reads. */
export interface HolderListRow {
  name: string;
  address1?: string | null;
  city?: string | null;
  zip?: string | null;
  county?: string | null;
  programStatus?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  returning: string;
  deletedAt?: unknown;
}

/** A holder's program status (programStatuses) as its list and export show it. */
export const programStatusLabel = (row: { programStatus?: string | null }) =>
  enumLabel('programStatuses', row.programStatus);

/** A holder's street address, city and zip, as the Address column of its list shows them. */
export function holderAddress(row: {
  address1?: string | null;
  city?: string | null;
  zip?: string | null;
}): string {
  return [row.address1, row.city, row.zip].filter(Boolean).join(', ');
}

export const holderCountyLabel = (row: { county?: string | null }) =>
  enumLabel('counties', row.county);

export const holderArchived = (row: { deletedAt?: unknown }) => row.deletedAt != null;

/** The name column (the row's link on screen). */
export const HOLDER_NAME_COLUMN: ListColumnSpec<HolderListRow> = {
  key: 'name',
  value: (row) => row.name,
};

/** Address, County, Program Status, Contact Name, Contact Email, Contact Phone, Returning, Archived. */
export const HOLDER_COLUMNS_AFTER_NAME: readonly ListColumnSpec<HolderListRow>[] = [
  { key: 'address', value: holderAddress },
  { key: 'county', value: holderCountyLabel },
  { key: 'programStatus', value: programStatusLabel },
  { key: 'contactName', value: (row) => row.contactName },
  { key: 'contactEmail', value: (row) => row.contactEmail },
  { key: 'contactPhone', value: (row) => formatPhone(row.contactPhone) },
  { key: 'returning', value: (row) => row.returning },
  { key: 'archived', value: (row) => yesNo(holderArchived(row)) },
];

/** Archived, No by default (with Show All). */
export const HOLDER_ARCHIVED_FILTER: ListFilterSpec<HolderListRow> = yesNoListFilter(
  'archived',
  holderArchived,
);

/** The searched values every holder list has: address, county and the contact's. */
export const holderSearchValues = (row: HolderListRow) => [
  holderAddress(row),
  holderCountyLabel(row),
  row.contactName,
  row.contactEmail,
  formatPhone(row.contactPhone),
];
