import { EXPORT_COLUMNS, exportRows, spreadsheetSafe } from '@portal/domain';
import type { ExportSchoolReport } from '@portal/domain';
import type { SheetCell, SheetData } from '../../lib/spreadsheet';

export const EXPORT_SHEET_NAME = 'Distribution Reports';

/** A cell of the export: a blank is an empty cell, text is made safe to open. */
function cell(value: string | number): SheetCell {
  if (value === '') return null;
  return typeof value === 'string' ? spreadsheetSafe(value) : value;
}

/**
 * The export's one sheet: exactly the domain's EXPORT_COLUMNS, one row per student per month
 * (exportRows), every text cell passed through spreadsheetSafe so that a cell beginning with
 * =, +, - or @ is text a spreadsheet never runs.
 */
export function exportSheet(reports: readonly ExportSchoolReport[]): SheetData {
  return {
    name: EXPORT_SHEET_NAME,
    columns: EXPORT_COLUMNS.map((header) => ({ header })),
    rows: exportRows(reports).map((row) => EXPORT_COLUMNS.map((column) => cell(row[column]))),
  };
}
