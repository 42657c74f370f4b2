import { EXPORT_COLUMNS, exportRows, spreadsheetSafe } from '@portal/domain';
import type { ExportSchoolReport } from '@portal/domain';
import type { SheetCell, SheetData } from '../../lib/spreadsheet';
import type { OpenSchoolReport } from './report-types';

/**
 * The sheet's name and its column headers (the domain's EXPORT_COLUMNS) stay English in every
 * language: the export is a file format that the food bank's spreadsheets read by header.
 */
export const EXPORT_SHEET_NAME = 'Distribution Reports';

/** A cell of the export: a blank is an empty cell, text is made safe to open. */
function cell(value: string | number): SheetCell {
  if (value === '') return null;
  return typeof value === 'string' ? spreadsheetSafe(value) : value;
}

/** The schools as the domain's export reads them: each count back beside its date's id. */
export function exportReports(reports: readonly OpenSchoolReport[]): ExportSchoolReport[] {
  return reports.map((school) => ({
    ...school,
    termMonths: school.termMonths.map((month) => ({
      ...month,
      distributions: month.distributions.map((student) => ({
        ...student,
        distributionDateEntries: month.distributionDates.flatMap((date, i) => {
          const count = student.counts[i];
          return count === null || count === undefined
            ? []
            : [
                {
                  termMonthDistributionDateId: date.termMonthDistributionDateId,
                  distributionNumber: count,
                },
              ];
        }),
      })),
    })),
  }));
}

/**
 * The export's one sheet: exactly the domain's EXPORT_COLUMNS, one row per student per month
 * (exportRows), every text cell passed through spreadsheetSafe so that a cell beginning with
 * =, +, - or @ is text a spreadsheet never runs.
 */
export function exportSheet(reports: readonly OpenSchoolReport[]): SheetData {
  return {
    name: EXPORT_SHEET_NAME,
    columns: EXPORT_COLUMNS.map((header) => ({ header })),
    rows: exportRows(exportReports(reports)).map((row) =>
      EXPORT_COLUMNS.map((column) => cell(row[column])),
    ),
  };
}
