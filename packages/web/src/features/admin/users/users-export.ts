import { formatPhone, formatShortDate } from '@portal/domain';
import type { SheetData } from '../../../lib/spreadsheet';
import { yesNo } from '../../../components/admin-list/list-filters';
import { holderNames } from './user-columns';
import type { UserRow } from './user-columns';
import { USER_HOLDERS } from './user-holders';
import type { UserHolder } from './user-holders';

export const USERS_EXPORT_FILE = 'users.xlsx';

/** The user's districts, each once, in the order of the schools. */
function districtNames(row: UserRow): string {
  const names = row.schools
    .map((school) => school.districtName)
    .filter((name): name is string => Boolean(name));
  return [...new Set(names)].join(', ');
}

interface ExportColumn {
  header: string;
  width?: number;
  value: (row: UserRow) => string;
}

/**
 * First Name, Last Name, Email, Phone, Schools, Districts, Date Created, Deleted (spec 3 §7);
 * in the Kids Cafe area Sites instead of Schools, in the Partner Services area Organizations,
 * and no Districts (sites and organizations have none).
 */
function exportColumns(holder: UserHolder): ExportColumn[] {
  return [
    { header: 'First Name', value: (row) => row.firstName },
    { header: 'Last Name', value: (row) => row.lastName },
    { header: 'Email', width: 36, value: (row) => row.email },
    { header: 'Phone', value: (row) => formatPhone(row.phone) },
    { header: holder.plural, width: 36, value: (row) => holderNames(row, holder) },
    ...(holder.exportsDistricts ? [{ header: 'Districts', value: districtNames }] : []),
    { header: 'Date Created', value: (row) => formatShortDate(row.createdAt) },
    { header: 'Deleted', value: (row) => yesNo(row.deletedAt != null) },
  ];
}

/**
 * The users shown (after search and filter) as the Export writes them (spec 3 §7 "Client-side
 * exports"): dates M-D-YY in UTC, schools (sites) and districts joined with ', '.
 */
export function usersExportSheet(
  rows: readonly UserRow[],
  holder: UserHolder = USER_HOLDERS.school,
): SheetData {
  const columns = exportColumns(holder);
  return {
    name: 'Users',
    columns: columns.map(({ header, width }) => ({ header, width })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}
