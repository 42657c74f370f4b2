import { monthParts, monthTotals } from './month-totals.ts';

/** The export's file name, without extension (spec 1 §7). */
export const EXPORT_FILE_NAME = 'distribution-reports';

/** Week 1 … Week 5: one column per distribution date (EXPORT_WEEK_COLUMNS, at most 5 a month). */
export const WEEK_COLUMNS = ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'] as const;

/** The export's columns, in order, exactly as spec 1 §7 names them. */
export const EXPORT_COLUMNS = [
  'First name',
  'Student ID',
  ...WEEK_COLUMNS,
  'Testimonial',
  'Month',
  'Year',
  'Allocated',
  'Distributed',
  'Discarded',
  'School Name',
  'Backpack Buddy ID Number',
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportCell = string | number;
export type ExportRow = Record<ExportColumn, ExportCell>;

/** What the export reads of schoolReports (the screen's query gives at least this). */
export interface ExportSchoolReport {
  name: string;
  backpackBuddyId?: string | null;
  termMonths: readonly {
    startDate: string;
    monthlyAllocation: number;
    distributionDates: readonly { termMonthDistributionDateId: number; date: string }[];
    distributions: readonly {
      studentName: string;
      studentIdNumber: string;
      testimonial?: string | null;
      distributionDateEntries: readonly {
        termMonthDistributionDateId: number;
        distributionNumber: number;
      }[];
    }[];
  }[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet will never evaluate: text beginning with =, +, -, @ (or a tab
 * or carriage return, which some spreadsheets skip before such a character) gets a leading
 * single quote. Numbers are returned unchanged.
 */
export function spreadsheetSafe<T extends ExportCell | null | undefined>(value: T): T | string {
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const text = (value: string | null | undefined) => spreadsheetSafe(value ?? '');

/**
 * The rows of the distribution report export: one per student per month, in the order given
 * (schools, then months, then students). Week n is the student's count on the month's n-th
 * distribution date (dates sorted), blank when the month has fewer dates or the student no
 * count for it; a sixth date and later are not exported (the spec has five week columns).
 * Allocated, Distributed and Discarded are the month's totals, repeated on each of its rows.
 * Text cells go through `spreadsheetSafe`.
 */
export function exportRows(schoolReports: readonly ExportSchoolReport[]): ExportRow[] {
  const rows: ExportRow[] = [];
  for (const school of schoolReports) {
    for (const month of school.termMonths) {
      const { year, month: monthName } = monthParts(month.startDate);
      const totals = monthTotals(month);
      const dates = [...month.distributionDates].sort((a, b) =>
        a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
      );
      for (const student of month.distributions) {
        const counts = new Map(
          student.distributionDateEntries.map((e) => [
            e.termMonthDistributionDateId,
            e.distributionNumber,
          ]),
        );
        const weeks = Object.fromEntries(
          WEEK_COLUMNS.map((column, i) => {
            const date = dates[i];
            return [column, date ? (counts.get(date.termMonthDistributionDateId) ?? '') : ''];
          }),
        );
        rows.push({
          'First name': text(student.studentName),
          'Student ID': text(student.studentIdNumber),
          ...weeks,
          Testimonial: text(student.testimonial),
          Month: monthName,
          Year: year,
          Allocated: totals.allocated,
          Distributed: totals.distributed,
          Discarded: totals.discarded,
          'School Name': text(school.name),
          'Backpack Buddy ID Number': text(school.backpackBuddyId),
        } as ExportRow);
      }
    }
  }
  return rows;
}
