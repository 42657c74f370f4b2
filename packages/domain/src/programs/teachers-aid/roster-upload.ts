/**
 * The teacher roster spreadsheet of Teachers Aid step 2 (spec 2 §5 "Teacher roster"): the
 * template's columns and the reading of an uploaded sheet's rows into teachers. The browser side
 * (reading the .xlsx file with exceljs, building the template) is the web package's
 * roster-spreadsheet.ts; this module only sees rows of cell values.
 *
 * Columns, in order: first name, last name, title, phone, email, proxy teacher, students per
 * year, the twelve subjects (subjectsTaught order), the grades PK, K, 1 … 12. A subject or grade
 * cell that reads as yes (see isTruthyCell) selects it.
 *
 * Ours (the spec does not say):
 * - Header: the first non-blank row is a header, and skipped, when its first two cells read like
 *   'First Name' and 'Last Name' (case, spacing, '_' and '-' ignored); otherwise it is a teacher.
 * - Blank rows are skipped anywhere.
 * - All or nothing: the first failing rule gives its message and no teacher is added. Rules run
 *   over the whole sheet one after the other, in this order: no teacher at all ('The file has no
 *   teachers'), more teachers than the roster holds
 *   (LIST_LIMITS.teachers, 1000, counting the teachers already on the roster), then the spec's
 *   messages in the spec's order: improper phone, missing or invalid email, missing first name,
 *   missing last name; then ours: an email repeated in the sheet or already on the roster
 *   ('Email must be unique'), a students-per-year cell that is not a whole number 0 … 9999, a
 *   text cell over 255 characters or holding control characters.
 * - Phone is optional; when given it needs 10 digits and is stored as 123-456-7890.
 * - Formula cells are read by their result, rich text by its text, hyperlinks by their text.
 */
import { ENUMERATIONS, type GradeTaught, type SubjectTaught } from '../../enums.ts';
import { formatPhone } from '../../format.ts';
import { LIST_LIMITS, listTooLongMessage } from '../../input-limits.ts';
import { MESSAGES } from '../../messages.ts';
import { isRawStringValid, isValidEmail, isValidPhone, parseCount } from '../../rules.ts';
import type { TeacherInput } from './step-two.ts';

const SUBJECTS = ENUMERATIONS.subjectsTaught.options;
const GRADES = ENUMERATIONS.gradesTaught.options;

/** The leading text columns, in order. */
export const TEACHER_TEXT_COLUMNS = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'title', label: 'Title' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'proxyTeacher', label: 'Proxy Teacher' },
  { key: 'numStudentsTaughtPerYear', label: 'Students Per Year' },
] as const;

/** The template's header labels, in column order (7 + 12 subjects + 14 grades = 33). */
export const TEACHER_TEMPLATE_COLUMNS: readonly string[] = [
  ...TEACHER_TEXT_COLUMNS.map((c) => c.label),
  ...SUBJECTS.map((s) => s.label),
  ...GRADES.map((g) => (g.value === 'PK' || g.value === 'K' ? g.value : `Grade ${g.value}`)),
];

const SUBJECT_START = TEACHER_TEXT_COLUMNS.length;
const GRADE_START = SUBJECT_START + SUBJECTS.length;

/** The roster's limit (LIST_LIMITS.teachers: 1000). */
export const TEACHER_ROSTER_MAX = LIST_LIMITS.teachers.max;

/**
 * A teacher read from the sheet: a step 2 TeacherInput (step-two.ts) with every field present,
 * so the screen adds it to the roster as it is.
 */
export interface UploadedTeacher extends TeacherInput {
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string;
  proxyTeacher: string | null;
  numStudentsTaughtPerYear: number | null;
  subjectsTaught: SubjectTaught[];
  gradesTaught: GradeTaught[];
}

/** Our messages for rules the spec does not word. */
export const ROSTER_UPLOAD_MESSAGES = {
  noTeachers: 'The file has no teachers',
  tooManyTeachers: listTooLongMessage('teachers'),
  repeatedEmail: MESSAGES.emailMustBeUnique,
  invalidStudents: 'At least one teacher has an invalid number of students per year',
  invalidText: 'At least one teacher has a value that is too long or holds invalid characters',
} as const;

export type RosterUploadResult = { teachers: UploadedTeacher[] } | { error: string };

export interface RosterUploadOptions {
  /** The teachers already on the roster: they count toward the limit and their emails are taken. */
  existing?: readonly { email?: string | null }[];
}

/**
 * The plain value of an exceljs cell: a formula by its result, rich text by its text, a hyperlink
 * by its text, an error as blank; strings, numbers, booleans and dates as they are.
 */
export function cellValue(cell: unknown, depth = 0): string | number | boolean | Date | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string' || typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (cell instanceof Date) return cell;
  if (typeof cell !== 'object' || depth > 3) return null;
  const o = cell as Record<string, unknown>;
  if (Array.isArray(o.richText)) {
    return o.richText
      .map((r) => (r && typeof r === 'object' ? String((r as { text?: unknown }).text ?? '') : ''))
      .join('');
  }
  if ('formula' in o || 'sharedFormula' in o || 'result' in o)
    return cellValue(o.result, depth + 1);
  if ('text' in o) return cellValue(o.text, depth + 1);
  return null;
}

/** A cell as trimmed text ('' for blank). Whole numbers print without a decimal point. */
export function cellText(cell: unknown): string {
  const value = cellValue(cell);
  if (value === null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value).trim();
}

const NO_WORDS = new Set(['no', 'n', 'false', 'f', '0', '-']);

/**
 * Whether a subject or grade cell selects it ("any truthy cell", spec 2 §5): 'x', 'yes', 'true',
 * 1, true and any other non-blank value select; blank, false, 0 and 'no', 'n', 'false', 'f', '0',
 * '-' (any case) do not.
 */
export function isTruthyCell(cell: unknown): boolean {
  const value = cellValue(cell);
  if (value === null || value === false) return false;
  if (typeof value === 'number') return value !== 0;
  if (value === true || value instanceof Date) return true;
  const text = value.trim().toLowerCase();
  return text !== '' && !NO_WORDS.has(text);
}

const headerKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

function isHeaderRow(row: readonly unknown[]): boolean {
  return (
    headerKey(cellText(row[0])) === headerKey(TEACHER_TEMPLATE_COLUMNS[0]!) &&
    headerKey(cellText(row[1])) === headerKey(TEACHER_TEMPLATE_COLUMNS[1]!)
  );
}

const isBlankRow = (row: readonly unknown[] | null | undefined) =>
  !row || row.every((cell) => cellText(cell) === '');

interface ReadRow {
  texts: string[];
  students: unknown;
  subjects: SubjectTaught[];
  grades: GradeTaught[];
}

function readRow(row: readonly unknown[]): ReadRow {
  return {
    texts: TEACHER_TEXT_COLUMNS.slice(0, 6).map((_, i) => cellText(row[i])),
    students: cellValue(row[6]),
    subjects: SUBJECTS.filter((_, i) => isTruthyCell(row[SUBJECT_START + i])).map((s) => s.value),
    grades: GRADES.filter((_, i) => isTruthyCell(row[GRADE_START + i])).map((g) => g.value),
  };
}

function studentsValue(value: unknown): { ok: true; value: number | null } | { ok: false } {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return { ok: true, value: null };
  }
  if (typeof value !== 'number' && typeof value !== 'string') return { ok: false };
  const result = parseCount(value);
  return result.ok ? { ok: true, value: result.value } : { ok: false };
}

/**
 * The teachers of an uploaded sheet's rows (each row an array of cell values, column A first),
 * or the message of the first failing rule (see the module comment for the order).
 */
export function teachersFromRows(
  rows: readonly (readonly unknown[] | null | undefined)[],
  options: RosterUploadOptions = {},
): RosterUploadResult {
  const filled = rows.filter((row): row is readonly unknown[] => !isBlankRow(row));
  const body = filled.length > 0 && isHeaderRow(filled[0]!) ? filled.slice(1) : filled;
  if (body.length === 0) return { error: ROSTER_UPLOAD_MESSAGES.noTeachers };
  const existing = options.existing ?? [];
  if (body.length + existing.length > TEACHER_ROSTER_MAX) {
    return { error: ROSTER_UPLOAD_MESSAGES.tooManyTeachers };
  }
  const read = body.map(readRow);
  const students = read.map((r) => studentsValue(r.students));
  const [first, last, , phone, email] = [0, 1, 2, 3, 4];
  const rules: [string, (r: ReadRow, i: number) => boolean][] = [
    [MESSAGES.teacherImproperPhone, (r) => r.texts[phone] === '' || isValidPhone(r.texts[phone]!)],
    [MESSAGES.teacherMissingEmail, (r) => isValidEmail(r.texts[email]!)],
    [MESSAGES.teacherMissingFirstName, (r) => r.texts[first] !== ''],
    [MESSAGES.teacherMissingLastName, (r) => r.texts[last] !== ''],
  ];
  for (const [message, passes] of rules) {
    if (!read.every(passes)) return { error: message };
  }
  const taken = new Set(
    existing.map((t) => (t.email ?? '').trim().toLowerCase()).filter((e) => e !== ''),
  );
  for (const r of read) {
    const key = r.texts[email]!.toLowerCase();
    if (taken.has(key)) return { error: ROSTER_UPLOAD_MESSAGES.repeatedEmail };
    taken.add(key);
  }
  if (!students.every((s) => s.ok)) return { error: ROSTER_UPLOAD_MESSAGES.invalidStudents };
  if (!read.every((r) => r.texts.every((text) => isRawStringValid(text)))) {
    return { error: ROSTER_UPLOAD_MESSAGES.invalidText };
  }
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    teachers: read.map((r, i) => {
      const count = students[i]!;
      return {
        firstName: r.texts[0]!,
        lastName: r.texts[1]!,
        title: orNull(r.texts[2]!),
        phone: r.texts[3] === '' ? null : formatPhone(r.texts[3]),
        email: r.texts[4]!,
        proxyTeacher: orNull(r.texts[5]!),
        numStudentsTaughtPerYear: count.ok ? count.value : null,
        subjectsTaught: r.subjects,
        gradesTaught: r.grades,
      };
    }),
  };
}
