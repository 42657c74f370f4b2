import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './spreadsheet-write';
import type { SheetData } from './spreadsheet-xlsx';

const SHEET: SheetData = {
  name: 'Schools',
  columns: [{ header: 'Name' }],
  rows: Array.from({ length: 1500 }, (_, i) => [`School ${i}`]),
};

describe('writeXlsx', () => {
  it('writes in steps, telling the share written, and lets the page run between them', async () => {
    const progress: number[] = [];
    let seenBetween: number[] | null = null;
    // A task queued before the export: it runs after the first step, before the second.
    setTimeout(() => (seenBetween = [...progress]), 0);
    const chunks = await writeXlsx([SHEET], { onProgress: (f) => progress.push(f) });
    expect(seenBetween).toEqual([1000 / 1500]);
    expect(progress).toEqual([1000 / 1500, 1]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await new Blob(chunks as BlobPart[]).arrayBuffer());
    expect(workbook.getWorksheet('Schools')!.getCell('A1501').value).toBe('School 1499');
  });
});
