import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  UPLOAD_MAX_STUDENTS,
  uploadRowsIssue,
  uploadedStudents,
  uploadedStudentsSchema,
  type UploadedRowInput,
} from './uploaded-students.ts';

const row = (studentName: unknown, studentIdNumber: unknown) =>
  ({ studentName, studentIdNumber }) as UploadedRowInput;

describe('uploadRowsIssue', () => {
  it.each<[string, UploadedRowInput[], string | null]>([
    ['two good rows', [row('Ana', '1'), row('Ben', '2')], null],
    ['numbers as IDs', [row('Ana', 1001), row('Ben', 1002)], null],
    ['no rows', [], MESSAGES.uploadNoStudents],
    ['only blank rows', [row('', ''), row(null, undefined)], MESSAGES.uploadNoStudents],
    ['missing ID in row 3', [row('Ana', '1'), row('Ben', '  ')], 'Row 3: Required student ID'],
    ['missing name in row 2', [row(' ', '1')], 'Row 2: Required student name'],
    [
      'name over 255 characters',
      [row('x'.repeat(256), '1')],
      'Row 2: Student name must be 255 characters or less',
    ],
    [
      'ID over 255 characters',
      [row('Ana', '9'.repeat(256))],
      'Row 2: Student ID must be 255 characters or less',
    ],
    [
      'a repeated ID (trimmed, any case)',
      [row('Ana', 'ab1'), row('Ben', '2'), row('Cy', ' AB1 ')],
      'Row 4: Same student ID as row 2',
    ],
    [
      'blank rows keep their number',
      [row('Ana', '1'), row('', ''), row('Ben', '')],
      'Row 4: Required student ID',
    ],
    ['the first bad row is named', [row('', '1'), row('Ben', '')], 'Row 2: Required student name'],
  ])('%s', (_case, rows, message) => {
    expect(uploadRowsIssue(rows)).toBe(message);
  });

  it('numbers from another first row', () => {
    expect(uploadRowsIssue([row('Ana', '')], { firstRow: 10 })).toBe('Row 10: Required student ID');
  });

  it(`allows ${UPLOAD_MAX_STUDENTS} students and refuses one more`, () => {
    const rows = Array.from({ length: UPLOAD_MAX_STUDENTS + 1 }, (_, i) => row(`S${i}`, `${i}`));
    expect(uploadRowsIssue(rows.slice(0, UPLOAD_MAX_STUDENTS))).toBeNull();
    expect(uploadRowsIssue(rows)).toBe('The file has more than 2000 students');
  });
});

describe('uploadedStudentsSchema', () => {
  it('gives trimmed rows without the blank ones', () => {
    expect(uploadedStudentsSchema.parse([row(' Ana ', ' 1 '), row('', ''), row('Ben', 2)])).toEqual(
      [
        { studentName: 'Ana', studentIdNumber: '1' },
        { studentName: 'Ben', studentIdNumber: '2' },
      ],
    );
    expect(uploadedStudents([row('Cy', ' 3')])).toEqual([
      { studentName: 'Cy', studentIdNumber: '3' },
    ]);
  });

  it.each<[string, unknown, string]>([
    ['a bad row', [row('Ana', '1'), row('Ben', '')], 'Row 3: Required student ID'],
    ['an empty list', [], MESSAGES.uploadNoStudents],
    ['not a list', undefined, MESSAGES.uploadNoStudents],
  ])('refuses %s with one message for the whole file', (_case, input, message) => {
    const result = uploadedStudentsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
