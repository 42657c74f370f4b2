import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, xlsxChunks } from './spreadsheet-xlsx';
import type { SheetData } from './spreadsheet-xlsx';

async function readBack(sheets: readonly SheetData[], progress?: number[]) {
  const chunks = xlsxChunks(sheets, progress && ((fraction) => progress.push(fraction)));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Blob(chunks as BlobPart[]).arrayBuffer());
  return workbook;
}

describe('xlsxChunks', () => {
  it('writes a workbook exceljs reads back: names, bold headers, widths, text, numbers, blanks', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => [`Student ${i % 7}`, i, null]);
    const workbook = await readBack([
      {
        name: 'Distribution Reports',
        columns: [
          { header: 'First name' },
          { header: 'Count', width: 30 },
          { header: 'Backpack Buddy ID Number' },
        ],
        rows: [
          // A text that looks like a formula stays text; markup and odd characters are escaped.
          [`'=SUM(A1) & <b>"x"</b>`, -1.5, ' padded '],
          ['bad\u0001char\uD800', 0, ''],
          ...rows,
        ],
      },
      { name: 'Second', columns: [{ header: 'A' }], rows: [] },
    ]);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Distribution Reports', 'Second']);
    const sheet = workbook.getWorksheet('Distribution Reports')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'First name',
      'Count',
      'Backpack Buddy ID Number',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    // Widths: as given, else the header's length + 2, at least 10.
    expect(sheet.columns.map((c) => c.width)).toEqual([12, 30, 26]);

    expect(sheet.getRow(2).values).toEqual([undefined, `'=SUM(A1) & <b>"x"</b>`, -1.5, ' padded ']);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(3).values).toEqual([undefined, 'badchar', 0, '']);
    expect(sheet.getCell('C4').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.actualRowCount).toBe(23);
    expect(sheet.getRow(23).values).toEqual([undefined, 'Student 5', 19]);
    expect(workbook.getWorksheet('Second')!.getRow(1).values).toEqual([undefined, 'A']);
  });

  it('tells its progress every thousand rows and at the end', async () => {
    const progress: number[] = [];
    const rows = Array.from({ length: 2500 }, (_, i) => [i]);
    await readBack([{ name: 'N', columns: [{ header: 'n' }], rows }], progress);
    expect(progress).toEqual([0.4, 0.8, 1]);
  });

  it('refuses a sheet name Excel refuses, and two sheets of one name', () => {
    const sheet = (name: string): SheetData => ({ name, columns: [], rows: [] });
    expect(() => xlsxChunks([sheet('a/b')])).toThrow('Not a valid sheet name');
    expect(() => xlsxChunks([sheet('x'.repeat(32))])).toThrow('Not a valid sheet name');
    expect(() => xlsxChunks([sheet('Same'), sheet('same')])).toThrow('Two sheets');
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'ZZ',
      'AAA',
    ]);
  });
});
