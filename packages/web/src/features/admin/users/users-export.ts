import { formatPhone, formatShortDate } from '@portal/domain';
import type { SheetData } from '../../../lib/spreadsheet';
import { yesNo } from '../../../components/admin-list/list-filters';
import { schoolNames } from './user-columns';
import type { UserRow } from './user-columns';

export const USERS_EXPORT_FILE = 'users.xlsx';

const HEADERS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Schools',
  'Districts',
  'Date Created',
  'Deleted',
] as const;

/** The user's districts, each once, in the order of the schools. */
function districtNames(row: UserRow): string {
  const names = row.schools
    .map((school) => school.districtName)
    .filter((name): name is string => Boolean(name));
  return [...new Set(names)].join(', ');
}

/**
 * The users shown (after search and filter) as the Export writes them (spec 3 §7 "Client-side
 * exports"): dates M-D-YY in UTC, schools and districts joined with ', '.
 */
export function usersExportSheet(rows: readonly UserRow[]): SheetData {
  return {
    name: 'Users',
    columns: HEADERS.map((header) => ({
      header,
      width: header === 'Schools' || header === 'Email' ? 36 : undefined,
    })),
    rows: rows.map((row) => [
      row.firstName,
      row.lastName,
      row.email,
      formatPhone(row.phone),
      schoolNames(row),
      districtNames(row),
      formatShortDate(row.createdAt),
      yesNo(row.deletedAt != null),
    ]),
  };
}
