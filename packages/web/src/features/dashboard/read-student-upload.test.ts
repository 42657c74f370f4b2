import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { SheetReadError } from '../../lib/spreadsheet';
import { readStudentUpload } from './read-student-upload';

async function workbookFile(rows: (string | number | null)[][], name = 'students.xlsx') {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  rows.forEach((row, i) => {
    if (row.length) sheet.getRow(i + 1).values = row;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], name);
}

async function refusal(file: File): Promise<string> {
  try {
    await readStudentUpload(file);
  } catch (error) {
    expect(error).toBeInstanceOf(SheetReadError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

describe('reading the student template', () => {
  it('skips the header and reads column 1 as the name and column 2 as the ID, trimmed', async () => {
    const file = await workbookFile([
      ['Student Name', 'Student ID'],
      ['  Ana Lopez ', ' A-1 '],
      [],
      ['Bo Chen', 20417, 'ignored'],
    ]);
    expect(await readStudentUpload(file)).toEqual([
      { studentName: 'Ana Lopez', studentIdNumber: 'A-1' },
      { studentName: 'Bo Chen', studentIdNumber: '20417' },
    ]);
  });

  it('refuses a file that is not .xlsx', async () => {
    expect(await refusal(new File(['a,b'], 'students.csv'))).toBe(MESSAGES.uploadMustBeXlsx);
  });

  it('names the first bad row as the spreadsheet numbers it', async () => {
    const file = await workbookFile([['Name', 'ID'], ['Ana', 'A1'], [], ['Bo', '']]);
    expect(await refusal(file)).toBe('Row 4: Required student ID');
  });

  it('refuses a template without students', async () => {
    expect(await refusal(await workbookFile([['Name', 'ID']]))).toBe(MESSAGES.uploadNoStudents);
  });

  it('refuses more than 2000 students', async () => {
    const rows = [['Name', 'ID'], ...Array.from({ length: 2001 }, (_, i) => [`S${i}`, `${i}`])];
    expect(await refusal(await workbookFile(rows))).toBe('The file has more than 2000 students');
  });

  it('refuses more than 50 columns', async () => {
    const wide = Array.from({ length: 51 }, (_, i) => `c${i}`);
    expect(await refusal(await workbookFile([wide, ['Ana', 'A1']]))).toBe(
      'The file has more than 50 columns',
    );
  });

  it('refuses a file over 1 MB, and a file that is not a workbook', async () => {
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.xlsx');
    expect(await refusal(big)).toMatch(/1 MB/);
    const text = new File(['just text'], 'fake.xlsx');
    expect(await refusal(text)).toMatch(/could not be read/);
  });
});
