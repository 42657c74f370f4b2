import {
  MESSAGES,
  UPLOAD_FIRST_ROW,
  UPLOAD_MAX_STUDENTS,
  uploadRowsIssue,
  uploadedStudents,
} from '@portal/domain';
import type { UploadedRowInput, UploadedStudent } from '@portal/domain';
import { SheetReadError, readSheetRows } from '../../lib/spreadsheet';
import type { SheetLimits, SheetMessages } from '../../lib/spreadsheet';
import { monthMessages } from './month.messages';

/** The student template's limits (ours): 1 MB, the domain's 2000 students, 50 columns. */
export const STUDENT_UPLOAD_LIMITS: SheetLimits = {
  maxBytes: 1024 * 1024,
  maxRows: UPLOAD_MAX_STUDENTS,
  maxColumns: 50,
};

/**
 * What a refused file reads, in English (the button shows it in the screen's language): the
 * domain's messages, and ours for size, unreadable and columns (monthMessages, by problem).
 */
export const STUDENT_UPLOAD_MESSAGES: SheetMessages = {
  type: MESSAGES.uploadMustBeXlsx,
  size: monthMessages.uploadTooLarge.message,
  unreadable: monthMessages.uploadUnreadable.message,
  rows: MESSAGES.uploadTooManyStudents(UPLOAD_MAX_STUDENTS),
  columns: monthMessages.uploadTooManyColumns.message.replace(
    '{max}',
    String(STUDENT_UPLOAD_LIMITS.maxColumns),
  ),
};

/** The furthest row a student may sit on (blank rows between students are allowed). */
const LAST_ROW = 100_000;

/**
 * The students of an uploaded template: the first sheet below its header row, column 1 the
 * name and column 2 the ID (read by place, so the template's English headers, a file format,
 * are never read and a translated screen accepts the same files), both trimmed, checked with the domain's rules (rows numbered as in
 * the spreadsheet). Throws SheetReadError with the message to show.
 */
export async function readStudentUpload(file: File): Promise<UploadedStudent[]> {
  const rows = await readSheetRows(file, STUDENT_UPLOAD_LIMITS, STUDENT_UPLOAD_MESSAGES);
  const last = rows.at(-1)?.rowNumber ?? UPLOAD_FIRST_ROW;
  if (last > LAST_ROW) throw new SheetReadError('rows', STUDENT_UPLOAD_MESSAGES.rows);
  // Every row below the header in order, the blank ones included, so messages name the right row.
  const inputs: UploadedRowInput[] = Array.from(
    { length: last - UPLOAD_FIRST_ROW + 1 },
    () => ({}),
  );
  for (const row of rows) {
    inputs[row.rowNumber - UPLOAD_FIRST_ROW] = {
      studentName: row.cells[0] ?? '',
      studentIdNumber: row.cells[1] ?? '',
    };
  }
  const issue = uploadRowsIssue(inputs);
  if (issue) throw new SheetReadError('rows', issue);
  return uploadedStudents(inputs);
}
