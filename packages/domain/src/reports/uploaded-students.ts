import { z } from 'zod';
import { TEXT_MAX } from '../constants.ts';
import { LIST_LIMITS, hasControlCharacters } from '../input-limits.ts';
import { MESSAGES } from '../messages.ts';
import { isFilled } from '../rules.ts';
import { studentIdKey } from './distribution-student.ts';

/** Most student rows one template upload may hold (ours). */
export const UPLOAD_MAX_STUDENTS: number = LIST_LIMITS.uploadedStudents.max;
/** The spreadsheet row of the first student: row 1 is the template's header, which is skipped. */
export const UPLOAD_FIRST_ROW = 2;

/** A row as read from the template: column 1 the name, column 2 the ID (numbers allowed). */
export interface UploadedRowInput {
  studentName?: string | number | null | undefined;
  studentIdNumber?: string | number | null | undefined;
}

export interface UploadedStudent {
  studentName: string;
  studentIdNumber: string;
}

const cell = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

const isBlankRow = (row: UploadedRowInput) =>
  !isFilled(cell(row.studentName)) && !isFilled(cell(row.studentIdNumber));

function rowIssue(row: UploadedRowInput): string | null {
  const name = cell(row.studentName);
  const id = cell(row.studentIdNumber);
  if (!name) return MESSAGES.requiredStudentName;
  if (hasControlCharacters(name)) return MESSAGES.studentNameControlCharacters;
  if (name.length > TEXT_MAX) return MESSAGES.studentNameTooLong(TEXT_MAX);
  if (!id) return MESSAGES.requiredStudentId;
  if (hasControlCharacters(id)) return MESSAGES.studentIdControlCharacters;
  if (id.length > TEXT_MAX) return MESSAGES.studentIdTooLong(TEXT_MAX);
  return null;
}

export interface UploadRowsOptions {
  /** Spreadsheet row number of rows[0] (default 2: the header is row 1). */
  firstRow?: number;
}

/**
 * The first problem of an uploaded student list, as the message the user reads, or null.
 * Rows are numbered as in the spreadsheet ('Row 3: Required student ID'), so the caller passes
 * every row below the header in order; rows with neither name nor ID are ignored (a sheet's
 * trailing formatted but empty rows) but keep their number. A repeated ID (trimmed, any case)
 * is a bad row: 'Row 5: Same student ID as row 3'.
 */
export function uploadRowsIssue(
  rows: readonly UploadedRowInput[],
  options: UploadRowsOptions = {},
): string | null {
  const firstRow = options.firstRow ?? UPLOAD_FIRST_ROW;
  const seen = new Map<string, number>();
  let students = 0;
  for (const [index, row] of rows.entries()) {
    if (isBlankRow(row)) continue;
    const rowNumber = firstRow + index;
    const issue = rowIssue(row);
    if (issue) return MESSAGES.uploadRow(rowNumber, issue);
    const key = studentIdKey(cell(row.studentIdNumber));
    const earlier = seen.get(key);
    if (earlier !== undefined)
      return MESSAGES.uploadRow(rowNumber, MESSAGES.sameStudentIdAs(earlier));
    seen.set(key, rowNumber);
    students += 1;
    if (students > UPLOAD_MAX_STUDENTS) return MESSAGES.uploadTooManyStudents(UPLOAD_MAX_STUDENTS);
  }
  return students === 0 ? MESSAGES.uploadNoStudents : null;
}

/** The student rows of an upload, trimmed, without the empty rows. Call after `uploadRowsIssue`. */
export function uploadedStudents(rows: readonly UploadedRowInput[]): UploadedStudent[] {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row) => ({
      studentName: cell(row.studentName),
      studentIdNumber: cell(row.studentIdNumber),
    }));
}

const uploadedRowSchema = z.object({
  studentName: z.union([z.string(), z.number()]).nullish(),
  studentIdNumber: z.union([z.string(), z.number()]).nullish(),
});

/**
 * The students of a template upload (spec 1 §5), as uploadStudents receives them: at least one
 * and at most 2000 students, each with a name and an ID (trimmed, one line, at most 255
 * characters), no ID twice. The whole list fails with the first bad row's message. The upload
 * screen sends the students only (not the sheet's blank rows), so at most 2000 rows.
 */
export const uploadedStudentsSchema = z
  .array(uploadedRowSchema, { error: MESSAGES.uploadNoStudents })
  .max(UPLOAD_MAX_STUDENTS, MESSAGES.uploadTooManyStudents(UPLOAD_MAX_STUDENTS))
  .transform((rows, ctx) => {
    const issue = uploadRowsIssue(rows);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    return uploadedStudents(rows);
  });
