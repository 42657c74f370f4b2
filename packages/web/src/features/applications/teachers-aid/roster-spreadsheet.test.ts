import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { TEACHER_TEMPLATE_COLUMNS } from '@portal/domain/programs/teachers-aid';
import {
  downloadTeacherTemplate,
  readTeacherRoster,
  ROSTER_FILE_MESSAGES,
  TEACHER_TEMPLATE_FILE_NAME,
} from './roster-spreadsheet';

type Cell = ExcelJS.CellValue;

/** A real .xlsx file with the rows on its first sheet (an empty row is left blank). */
async function workbookFile(
  rows: Cell[][],
  name = 'roster.xlsx',
  more?: (workbook: ExcelJS.Workbook) => void,
): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Teachers');
  rows.forEach((row, i) => {
    if (row.length) sheet.getRow(i + 1).values = row;
  });
  more?.(workbook);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], name);
}

const HEADER: Cell[] = [...TEACHER_TEMPLATE_COLUMNS];

/** A zip of one deflated entry whose headers claim `claimedSize` bytes unpacked. */
function zipOf(name: string, compressed: Uint8Array, claimedSize: number): Uint8Array<ArrayBuffer> {
  const fileName = new TextEncoder().encode(name);
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 20, true);
  local.setUint16(8, 8, true); // deflate
  local.setUint32(18, compressed.byteLength, true);
  local.setUint32(22, claimedSize, true);
  local.setUint16(26, fileName.byteLength, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 20, true);
  central.setUint16(6, 20, true);
  central.setUint16(10, 8, true);
  central.setUint32(20, compressed.byteLength, true);
  central.setUint32(24, claimedSize, true);
  central.setUint16(28, fileName.byteLength, true);
  central.setUint32(42, 0, true);
  const centralOffset = 30 + fileName.byteLength + compressed.byteLength;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + fileName.byteLength, true);
  end.setUint32(16, centralOffset, true);
  const parts = [
    new Uint8Array(local.buffer),
    fileName,
    compressed,
    new Uint8Array(central.buffer),
    fileName,
    new Uint8Array(end.buffer),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

function teacher(first: string, email: string, extra: Record<number, Cell> = {}): Cell[] {
  const row: Cell[] = [first, 'Lopez', null, null, email, null, null];
  for (const [i, v] of Object.entries(extra)) row[Number(i)] = v;
  return row;
}

describe('readTeacherRoster', () => {
  it('reads teachers below the header, with formulas, rich text, links and marks', async () => {
    const file = await workbookFile([
      HEADER,
      [
        'Ana',
        { richText: [{ text: 'Lo' }, { text: 'pez', font: { bold: true } }] },
        'Art Teacher',
        7135551234,
        { text: 'ana@school.example', hyperlink: 'mailto:ana@school.example' },
        'Ben Ruiz',
        { formula: '100+20', result: 120 },
        'x', // ART
        null,
        null,
        null,
        null,
        1, // MATH
        null,
        null,
        null,
        null,
        null,
        true, // SCIENCE
        'X', // PK
        'yes', // K
      ],
      [],
      teacher('Bea', 'bea@school.example', { 30: 'true', 32: 'x' }),
    ]);
    expect(await readTeacherRoster(file)).toEqual({
      teachers: [
        {
          firstName: 'Ana',
          lastName: 'Lopez',
          title: 'Art Teacher',
          phone: '713-555-1234',
          email: 'ana@school.example',
          proxyTeacher: 'Ben Ruiz',
          numStudentsTaughtPerYear: 120,
          subjectsTaught: ['ART', 'MATH', 'SCIENCE'],
          gradesTaught: ['PK', 'K'],
        },
        {
          firstName: 'Bea',
          lastName: 'Lopez',
          title: null,
          phone: null,
          email: 'bea@school.example',
          proxyTeacher: null,
          numStudentsTaughtPerYear: null,
          subjectsTaught: [],
          gradesTaught: ['10', '12'],
        },
      ],
    });
  });

  it('reads a sheet without a header, and only the first sheet', async () => {
    const file = await workbookFile([teacher('Ana', 'ana@school.example')], 'ROSTER.XLSX', (wb) =>
      wb.addWorksheet('Other').addRow(teacher('Zed', 'zed@school.example')),
    );
    const result = await readTeacherRoster(file);
    expect('teachers' in result && result.teachers.map((t) => t.firstName)).toEqual(['Ana']);
  });

  it.each([
    [
      'a phone',
      teacher('Ana', 'ana@school.example', { 3: '555-12' }),
      MESSAGES.teacherImproperPhone,
    ],
    ['an email', teacher('Ana', 'not-an-email'), MESSAGES.teacherMissingEmail],
    ['a first name', teacher('', 'ana@school.example'), MESSAGES.teacherMissingFirstName],
    [
      'a last name',
      teacher('Ana', 'ana@school.example', { 1: null }),
      MESSAGES.teacherMissingLastName,
    ],
  ])('refuses the whole file for %s', async (_, bad, message) => {
    const file = await workbookFile([HEADER, teacher('Bea', 'bea@school.example'), bad]);
    expect(await readTeacherRoster(file)).toEqual({ error: message });
  });

  it('refuses an email already on the roster', async () => {
    const file = await workbookFile([HEADER, teacher('Ana', 'ana@school.example')]);
    expect(await readTeacherRoster(file, { existing: [{ email: 'ANA@school.example' }] })).toEqual({
      error: MESSAGES.emailMustBeUnique,
    });
  });

  it.each([
    ['a .csv name', () => new File(['First Name,Last Name'], 'roster.csv')],
    ['a .xls name', () => new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'roster.xls')],
    ['no extension', () => new File(['x'], 'roster')],
    ['text named .xlsx', () => new File(['First Name,Last Name\nAna,Lopez'], 'roster.xlsx')],
    ['an empty file named .xlsx', () => new File([], 'roster.xlsx')],
    [
      'a zip signature that is not a zip',
      () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'roster.xlsx'),
    ],
  ])('refuses %s as not .xlsx', async (_, make) => {
    expect(await readTeacherRoster(make())).toEqual({ error: MESSAGES.uploadMustBeXlsx });
  });

  it('refuses a real workbook with another extension', async () => {
    const file = await workbookFile([HEADER, teacher('Ana', 'ana@school.example')], 'roster.xls');
    expect(await readTeacherRoster(file)).toEqual({ error: MESSAGES.uploadMustBeXlsx });
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'roster.xlsx');
    const read = vi.spyOn(big, 'arrayBuffer');
    expect(await readTeacherRoster(big)).toEqual({ error: ROSTER_FILE_MESSAGES.tooBig });
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a zip bomb before exceljs unpacks it, even when its headers lie', async () => {
    // One entry inflating to 40 MB of zeros (about 40 KB compressed), its sizes claimed small.
    const data = deflateRawSync(new Uint8Array(40 * 1024 * 1024));
    const file = new File([zipOf('xl/worksheets/sheet1.xml', data, 1000)], 'roster.xlsx');
    expect(file.size).toBeLessThan(5 * 1024 * 1024);
    expect(await readTeacherRoster(file)).toEqual({ error: ROSTER_FILE_MESSAGES.tooBig });
  });

  it('stops past 1000 teachers before converting rows, and takes exactly 1000', async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => teacher(`T${i}`, `t${i}@school.example`));
    expect(await readTeacherRoster(await workbookFile([HEADER, ...rows(1001)]))).toEqual({
      error: 'At most 1000 teachers',
    });
    const ok = await readTeacherRoster(await workbookFile([HEADER, ...rows(1000)]));
    expect('teachers' in ok && ok.teachers).toHaveLength(1000);
  });

  it('refuses content below row 100,000 as too large', async () => {
    const file = await workbookFile(
      [HEADER, teacher('Ana', 'ana@school.example')],
      'roster.xlsx',
      (wb) => {
        wb.worksheets[0]!.getRow(100_001).values = teacher('Bea', 'bea@school.example');
      },
    );
    expect(await readTeacherRoster(file)).toEqual({ error: ROSTER_FILE_MESSAGES.tooBig });
  });

  it('refuses a template without teachers', async () => {
    expect(await readTeacherRoster(await workbookFile([HEADER]))).toEqual({
      error: 'The file has no teachers',
    });
  });
});

describe('downloadTeacherTemplate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the template with the header and one example row that reads back', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(TEACHER_TEMPLATE_FILE_NAME);
      expect(this.href).toBe('blob:template');
    });
    await downloadTeacherTemplate();
    expect(click).toHaveBeenCalledTimes(1);
    expect(TEACHER_TEMPLATE_FILE_NAME).toBe('teachers-aid-roster-template.xlsx');

    const buffer = await blob!.arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(2);
    expect((sheet.getRow(1).values as Cell[]).slice(1)).toEqual(HEADER);

    const result = await readTeacherRoster(new File([buffer], TEACHER_TEMPLATE_FILE_NAME));
    expect(result).toEqual({
      teachers: [
        {
          firstName: 'Jane',
          lastName: 'Doe',
          title: 'Math Teacher',
          phone: '713-555-0100',
          email: 'jane.doe@school.example',
          proxyTeacher: null,
          numStudentsTaughtPerYear: 120,
          subjectsTaught: ['MATH'],
          gradesTaught: ['6', '7'],
        },
      ],
    });
  });
});
