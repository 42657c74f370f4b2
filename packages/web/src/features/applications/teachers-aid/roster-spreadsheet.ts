/**
 * The teacher roster spreadsheet of Teachers Aid step 2 in the browser (spec 2 §5 "Teacher
 * roster"; the template download is client-side, §7): reading an uploaded .xlsx into teachers
 * with the domain's rules (roster-upload.ts teachersFromRows), and building the template.
 * exceljs is imported on first use, so it stays out of the main bundle.
 *
 * Reading, ours beyond the spec's 'Upload must be a .xlsx file':
 * - a name not ending in .xlsx, or content not starting with the zip signature PK\x03\x04, or a
 *   zip that is not a workbook: 'Upload must be a .xlsx file';
 * - over 5 MB, refused before the file is read; a zip whose contents inflate past 32 MB or hold
 *   more than 200 entries (a zip bomb: exceljs has no limit of its own), refused before exceljs
 *   unpacks it (lib/zip-guard.ts);
 * - the first worksheet only; more rows with content than the roster holds (1000 teachers and a
 *   header) is refused from exceljs's row counts before any row is converted, as is content below
 *   row 100,000 (as too large); only the 33 template columns of each row are read, so memory
 *   stays bounded.
 */
import type * as ExcelJS from 'exceljs';
import { MESSAGES } from '@portal/domain';
import {
  ROSTER_UPLOAD_MESSAGES,
  TEACHER_ROSTER_MAX,
  TEACHER_TEMPLATE_COLUMNS,
  teachersFromRows,
} from '@portal/domain/programs/teachers-aid';
import type { RosterUploadOptions, RosterUploadResult } from '@portal/domain/programs/teachers-aid';
import { downloadBlob, writeWorkbook } from '../../../lib/spreadsheet';
import type { SheetCell } from '../../../lib/spreadsheet';
import { zipProblem } from '../../../lib/zip-guard';

/** The largest roster file accepted (ours). */
export const TEACHER_ROSTER_MAX_BYTES = 5 * 1024 * 1024;
/** What the unpacked workbook may weigh, and its most zip entries (ours). */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;
/** The furthest row a teacher may sit on (blank rows between teachers are skipped). */
const LAST_ROW = 100_000;

export const TEACHER_TEMPLATE_FILE_NAME = 'teachers-aid-roster-template.xlsx';

/**
 * What a refused file reads: the spec's message for a wrong type, ours otherwise (English; the
 * roster shows them in the screen's language, roster.messages.ts).
 */
export const ROSTER_FILE_MESSAGES = {
  notXlsx: MESSAGES.uploadMustBeXlsx,
  tooBig: 'The file is too large, please upload the teacher template (5 MB at most)',
  tooManyTeachers: ROSTER_UPLOAD_MESSAGES.tooManyTeachers,
} as const;

/** The template's example row (values of ours), under its header row. */
export const TEACHER_TEMPLATE_EXAMPLE: readonly SheetCell[] = TEACHER_TEMPLATE_COLUMNS.map(
  (label) =>
    (
      ({
        'First Name': 'Jane',
        'Last Name': 'Doe',
        Title: 'Math Teacher',
        Phone: '713-555-0100',
        Email: 'jane.doe@school.example',
        'Proxy Teacher': '',
        'Students Per Year': 120,
        Math: 'x',
        'Grade 6': 'x',
        'Grade 7': 'x',
      }) as Record<string, SheetCell>
    )[label] ?? null,
);

type ExcelModule = typeof ExcelJS;

async function loadExcel(): Promise<ExcelModule> {
  const mod = await import('exceljs');
  // The browser build is a UMD bundle: its exports arrive as the default export.
  return (mod as ExcelModule & { default?: ExcelModule }).default ?? mod;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function startsWithZipSignature(buffer: ArrayBuffer): boolean {
  const head = new Uint8Array(buffer, 0, Math.min(4, buffer.byteLength));
  return head.length === 4 && ZIP_SIGNATURE.every((byte, i) => head[i] === byte);
}

/**
 * The teachers of an uploaded roster spreadsheet, or the message to show (nothing is added when
 * there is one). `options.existing` are the roster's teachers, counted toward the limit and
 * whose emails an upload may not repeat.
 */
export async function readTeacherRoster(
  file: File,
  options: RosterUploadOptions = {},
): Promise<RosterUploadResult> {
  if (!/\.xlsx$/i.test(file.name.trim())) return { error: ROSTER_FILE_MESSAGES.notXlsx };
  if (file.size > TEACHER_ROSTER_MAX_BYTES) return { error: ROSTER_FILE_MESSAGES.tooBig };
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    return { error: ROSTER_FILE_MESSAGES.notXlsx };
  }
  if (buffer.byteLength > TEACHER_ROSTER_MAX_BYTES) return { error: ROSTER_FILE_MESSAGES.tooBig };
  if (!startsWithZipSignature(buffer)) return { error: ROSTER_FILE_MESSAGES.notXlsx };
  const zip = await zipProblem(buffer, {
    maxEntries: MAX_ZIP_ENTRIES,
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
  });
  if (zip === 'too-large') return { error: ROSTER_FILE_MESSAGES.tooBig };
  if (zip === 'not-zip') return { error: ROSTER_FILE_MESSAGES.notXlsx };

  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    return { error: ROSTER_FILE_MESSAGES.notXlsx };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return teachersFromRows([], options);
  // Rows with content, a header included: past the roster's limit, stop before converting.
  if (sheet.actualRowCount > TEACHER_ROSTER_MAX + 1) {
    return { error: ROSTER_FILE_MESSAGES.tooManyTeachers };
  }
  if (sheet.rowCount > LAST_ROW) return { error: ROSTER_FILE_MESSAGES.tooBig };
  const width = TEACHER_TEMPLATE_COLUMNS.length;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length > TEACHER_ROSTER_MAX + 1) return;
    const cells: unknown[] = [];
    for (let column = 1; column <= width; column += 1) {
      cells.push(row.findCell(column)?.value ?? null);
    }
    rows.push(cells);
  });
  return teachersFromRows(rows, options);
}

/**
 * The template workbook: the header row and one example row. Both stay English in every language:
 * the headers are the file format the upload reads (and admins share), not screen text.
 */
export function teacherTemplateBlob(): Promise<Blob> {
  return writeWorkbook([
    {
      name: 'Teachers',
      columns: TEACHER_TEMPLATE_COLUMNS.map((header) => ({ header })),
      rows: [TEACHER_TEMPLATE_EXAMPLE],
    },
  ]);
}

/** Builds the teacher roster template in the browser and downloads it. */
export async function downloadTeacherTemplate(): Promise<void> {
  downloadBlob(await teacherTemplateBlob(), TEACHER_TEMPLATE_FILE_NAME);
}
