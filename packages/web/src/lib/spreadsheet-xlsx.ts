/**
 * The .xlsx writer: a workbook is a zip of a few XML parts (SpreadsheetML), written here as text
 * row by row and deflated with fflate as they are made, so a 10,000-row sheet is never held as
 * one string. What it writes is what exceljs wrote for our exports: one sheet per SheetData with
 * its name, a bold header row, the column widths, strings as shared strings and numbers as
 * numbers; a null cell is left out. No formula is ever written: a string is always text.
 * It writes in steps of ROWS_PER_CHUNK rows (xlsxSteps), so that the page can show progress and
 * stay responsive between them (spreadsheet-write.ts; docs/decisions.md, "Exports written
 * without exceljs").
 */
import { Zip, ZipDeflate } from 'fflate';

export type SheetCell = string | number | null;

export type SheetData = {
  name: string;
  columns: readonly { header: string; width?: number }[];
  rows: readonly (readonly SheetCell[])[];
};

/** Rows written between two progress reports (and two pushes into the zip). */
export const ROWS_PER_CHUNK = 1000;

/** Deflate level: 1 is several times faster than the default 6 for a file a few % larger. */
const LEVEL = 1;

/** The width a column gets when its SheetData names none (as the exceljs export had). */
export function columnWidth(column: { header: string; width?: number }): number {
  return column.width ?? Math.max(10, column.header.length + 2);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

// Characters XML 1.0 forbids (a workbook holding one does not open): C0 controls but tab and
// line breaks, U+FFFE/U+FFFF and unpaired surrogates. They are dropped. (Matching control
// characters is this pattern's purpose.)
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an XML element or a double-quoted attribute. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(SPECIAL, (c) => ENTITY[c]!);
}

/** A, B, …, Z, AA, AB, …: the letters of the 0-based column index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Excel's rules for a sheet name: 1–31 characters, none of : \ / ? * [ ], not quoted. */
function checkSheetName(name: string): void {
  if (name.length === 0 || name.length > 31 || /[:\\/?*[\]]/.test(name) || /^'|'$/.test(name)) {
    throw new Error(`Not a valid sheet name: "${name}"`);
  }
}

/** The shared string table: each distinct text once, cells point at it by index. */
class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly xml: string[] = [];
  count = 0;

  ref(text: string): number {
    this.count += 1;
    let at = this.index.get(text);
    if (at === undefined) {
      at = this.xml.length;
      this.index.set(text, at);
      const escaped = xmlText(text);
      // Spaces at either end, or line breaks, are kept only when the element says so.
      const preserve = /^\s|\s$|\n/.test(escaped) ? ' xml:space="preserve"' : '';
      this.xml.push(`<si><t${preserve}>${escaped}</t></si>`);
    }
    return at;
  }

  part(): string {
    return (
      `${HEAD}<sst xmlns="${MAIN}" count="${this.count}" uniqueCount="${this.xml.length}">` +
      `${this.xml.join('')}</sst>`
    );
  }
}

/** `<c …>` of one cell, or '' for an empty one (null, or a number that is not finite). */
function cellXml(cell: SheetCell, ref: string, style: string, strings: SharedStrings): string {
  if (typeof cell === 'string') {
    return `<c r="${ref}"${style} t="s"><v>${strings.ref(cell)}</v></c>`;
  }
  if (typeof cell === 'number' && Number.isFinite(cell)) {
    return `<c r="${ref}"${style}><v>${cell}</v></c>`;
  }
  return '';
}

/** `<row …>` of the cells; `letters` has a column's letters for each of them. */
function rowXml(
  cells: readonly SheetCell[],
  rowNumber: number,
  letters: readonly string[],
  strings: SharedStrings,
  header: boolean,
): string {
  const style = header ? ' s="1"' : '';
  let xml = header ? `<row r="${rowNumber}" s="1" customFormat="1">` : `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i += 1) {
    xml += cellXml(cells[i] ?? null, `${letters[i]!}${rowNumber}`, style, strings);
  }
  return `${xml}</row>`;
}

/**
 * Writes the .xlsx file of the given sheets step by step: it yields the share of rows written
 * (0 to 1) after every ROWS_PER_CHUNK rows, and at the end, and returns the zip's byte chunks in
 * order (a Blob of them is the file). Whoever drives it may let the page breathe between steps
 * (spreadsheet-write.ts) or not (xlsxChunks).
 */
export function* xlsxSteps(sheets: readonly SheetData[]): Generator<number, Uint8Array[], void> {
  if (sheets.length === 0) throw new Error('A workbook needs at least one sheet');
  const names = new Set<string>();
  for (const { name } of sheets) {
    checkSheetName(name);
    const key = name.toLowerCase();
    if (names.has(key)) throw new Error(`Two sheets are named "${name}"`);
    names.add(key);
  }

  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const encoder = new TextEncoder();
  const addFile = (path: string, text: string) => {
    const file = new ZipDeflate(path, { level: LEVEL });
    zip.add(file);
    file.push(encoder.encode(text), true);
  };

  const totalRows = sheets.reduce((sum, s) => sum + s.rows.length, 0);
  let written = 0;
  const strings = new SharedStrings();
  for (const [index, sheet] of sheets.entries()) {
    const file = new ZipDeflate(`xl/worksheets/sheet${index + 1}.xml`, { level: LEVEL });
    zip.add(file);
    const width = sheet.rows.reduce(
      (most, row) => Math.max(most, row.length),
      sheet.columns.length,
    );
    const letters = Array.from({ length: width }, (_, i) => columnLetters(i));
    const last = `${columnLetters(Math.max(width, 1) - 1)}${sheet.rows.length + 1}`;
    const cols = sheet.columns
      .map(
        (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${columnWidth(c)}" customWidth="1"/>`,
      )
      .join('');
    let xml =
      `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_REL}"><dimension ref="A1:${last}"/>` +
      `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>` +
      rowXml(
        sheet.columns.map((c) => c.header),
        1,
        letters,
        strings,
        true,
      );
    for (let i = 0; i < sheet.rows.length; i += 1) {
      xml += rowXml(sheet.rows[i]!, i + 2, letters, strings, false);
      if ((i + 1) % ROWS_PER_CHUNK === 0) {
        file.push(encoder.encode(xml));
        xml = '';
        written += ROWS_PER_CHUNK;
        yield written / totalRows;
      }
    }
    written += sheet.rows.length % ROWS_PER_CHUNK;
    file.push(encoder.encode(`${xml}</sheetData></worksheet>`), true);
  }

  const sheetList = sheets
    .map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 3}"/>`)
    .join('');
  const sheetRels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 3}" Type="${DOC_REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  const sheetTypes = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${TYPE}.worksheet+xml"/>`,
    )
    .join('');
  addFile('xl/sharedStrings.xml', strings.part());
  addFile('xl/styles.xml', STYLES);
  addFile(
    'xl/workbook.xml',
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_REL}"><sheets>${sheetList}</sheets></workbook>`,
  );
  addFile(
    'xl/_rels/workbook.xml.rels',
    `${HEAD}<Relationships xmlns="${PKG_REL}">` +
      `<Relationship Id="rId1" Type="${DOC_REL}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId2" Type="${DOC_REL}/sharedStrings" Target="sharedStrings.xml"/>` +
      `${sheetRels}</Relationships>`,
  );
  addFile(
    '_rels/.rels',
    `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" ` +
      `Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  addFile(
    '[Content_Types].xml',
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/>` +
      `${sheetTypes}</Types>`,
  );
  zip.end();
  if (failure) throw failure;
  yield 1;
  return chunks;
}

/** The .xlsx file of the sheets in one go, as xlsxSteps writes it; `onProgress` sees each step. */
export function xlsxChunks(
  sheets: readonly SheetData[],
  onProgress?: (fraction: number) => void,
): Uint8Array[] {
  const steps = xlsxSteps(sheets);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onProgress?.(step.value);
  }
}

/** Two cell formats: 0 the default (Calibri 11), 1 the bold header. */
const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
