import type { SheetData } from '../../../lib/spreadsheet';
import { yesNo } from '../../../components/admin-list/list-filters';
import type { DistrictExportRow } from './district-columns';

export const DISTRICTS_EXPORT_FILE = 'districts.xlsx';

/** The districts shown (after search and filter), as the Export writes them. */
export function districtsExportSheet(rows: readonly DistrictExportRow[]): SheetData {
  return {
    name: 'Districts',
    columns: [{ header: 'Name', width: 40 }, { header: 'Schools' }, { header: 'Archived' }],
    rows: rows.map((row) => [row.name, row.schoolCount, yesNo(row.deletedAt != null)]),
  };
}
