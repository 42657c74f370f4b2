/**
 * Reading and writing .xlsx in the browser. Reading is exceljs's, imported on first use
 * (`await import('exceljs')`), so it is a chunk of its own that the login page never loads; it
 * checks a file before the library sees it: the name, the size, and what the zip holds
 * (lib/zip-guard.ts), then the rows and columns of the first sheet. Writing is our own small
 * writer (spreadsheet-xlsx.ts, with fflate), loaded on the first export, written in steps.
 */
import type * as ExcelJS from 'exceljs';
import type { SheetData } from './spreadsheet-xlsx';
import { zipProblem } from './zip-guard';

export type { SheetCell, SheetData } from './spreadsheet-xlsx';

type ExcelModule = typeof ExcelJS;

async function loadExcel(): Promise<ExcelModule> {
  const mod = await import('exceljs');
  // The browser build is a UMD bundle: its exports arrive as the default export.
  return (mod as ExcelModule & { default?: ExcelModule }).default ?? mod;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetLimits = {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Most rows with content after the header row. */
  maxRows: number;
  /** Most columns with content. */
  maxColumns: number;
};

export type SheetProblem = 'type' | 'size' | 'unreadable' | 'rows' | 'columns';

/** A file refused before or while reading, with what was wrong and a message to show. */
export class SheetReadError extends Error {
  constructor(
    readonly problem: SheetProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SheetReadError';
  }
}

/** One row of content: its number in the sheet (1 is the header) and its cells as text. */
export type SheetRow = { rowNumber: number; cells: string[] };

/** Whether a chosen file is named as a .xlsx workbook. */
export function isXlsxFile(file: { name: string }): boolean {
  return /\.xlsx$/i.test(file.name.trim());
}

/** What the unpacked workbook may weigh: generous for the rows allowed, small for a browser. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;

export type SheetMessages = Record<Exclude<SheetProblem, 'type'>, string> & { type: string };

/**
 * The rows after the header of the first sheet of an .xlsx file, each cell's text trimmed.
 * Throws SheetReadError (with `messages[problem]`) for a file that is not named .xlsx, too big,
 * not a workbook, a zip bomb, or has more rows or columns than allowed.
 */
export async function readSheetRows(
  file: File,
  limits: SheetLimits,
  messages: SheetMessages,
): Promise<SheetRow[]> {
  const fail = (problem: SheetProblem): never => {
    throw new SheetReadError(problem, messages[problem]);
  };
  if (!isXlsxFile(file)) fail('type');
  if (file.size > limits.maxBytes) fail('size');
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    return fail('unreadable');
  }
  const zip = await zipProblem(buffer, {
    maxEntries: MAX_ZIP_ENTRIES,
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
  });
  if (zip === 'too-large') fail('size');
  if (zip === 'not-zip') fail('unreadable');

  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    return fail('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return fail('unreadable');
  if (sheet.actualColumnCount > limits.maxColumns) fail('columns');
  // actualRowCount counts the header too.
  if (sheet.actualRowCount > limits.maxRows + 1) fail('rows');

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell).trim();
    });
    rows.push({ rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

function cellText(cell: { text: string }): string {
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

export type WriteWorkbookOptions = {
  /** Called as rows are written with the share done, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * A workbook of the given sheets as an .xlsx Blob, written in steps that leave the page free
 * between them (spreadsheet-write.ts). Strings are written as strings (never as formulas); the
 * caller makes them safe to open (spreadsheetSafe) before they get here.
 */
export async function writeWorkbook(
  sheets: readonly SheetData[],
  { onProgress }: WriteWorkbookOptions = {},
): Promise<Blob> {
  const { writeXlsx } = await import('./spreadsheet-write');
  const chunks = await writeXlsx(sheets, { onProgress });
  return new Blob(chunks as BlobPart[], { type: XLSX_MIME });
}

/** Saves a Blob as a file through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
