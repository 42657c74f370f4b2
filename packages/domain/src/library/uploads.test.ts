import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  DOCUMENT_TITLE_MAX,
  LIBRARY_MESSAGES,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  contentMatchesType,
  contentTypeOf,
  documentUploadSchema,
  extensionOf,
  objectKeyFor,
  sameObjectKey,
  uploadTypeOf,
} from './uploads.ts';

const schema = documentUploadSchema();
const file = (name: string, size = 100) => ({ name, size });

/** The first issue of each field, by path. */
function issuesOf(value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );

describe('a document upload', () => {
  it('normalises the title: NFC, one space between words, trimmed', () => {
    const parsed = schema.parse({ title: '  Cafe\u0301   Menu\u00a0 2026 ', file: file('m.pdf') });
    expect(parsed.title).toBe('Café Menu 2026');
    expect(parsed.file).toEqual(file('m.pdf'));
  });

  it('requires the title and the file', () => {
    expect(issuesOf({ title: '   ', file: undefined })).toEqual({
      title: MESSAGES.required,
      file: MESSAGES.required,
    });
    expect(issuesOf({ file: 'not a file' })).toEqual({
      title: MESSAGES.required,
      file: MESSAGES.required,
    });
  });

  it.each([
    ['../../etc/passwd', LIBRARY_MESSAGES.titleCharacters],
    ['menus/october', LIBRARY_MESSAGES.titleCharacters],
    ['a\\b', LIBRARY_MESSAGES.titleCharacters],
    ['What? Now', LIBRARY_MESSAGES.titleCharacters],
    ['invoice\u202efdp.exe', LIBRARY_MESSAGES.titleCharacters],
    ['zero\u200bwidth', LIBRARY_MESSAGES.titleCharacters],
    ['.hidden', LIBRARY_MESSAGES.titleDots],
    ['Guide.', LIBRARY_MESSAGES.titleDots],
    ['Wait..what', LIBRARY_MESSAGES.titleDots],
    ['..', LIBRARY_MESSAGES.titleDots],
    ['nul\u0000byte', MESSAGES.controlCharacters],
    ['x'.repeat(DOCUMENT_TITLE_MAX + 1), MESSAGES.maxLength(DOCUMENT_TITLE_MAX)],
    ['字'.repeat(70), LIBRARY_MESSAGES.titleTooLong],
  ])('refuses the title %j', (title, message) => {
    expect(issuesOf({ title, file: file('a.pdf') })).toEqual({ title: message });
  });

  it('takes ordinary titles with punctuation', () => {
    for (const title of ["Parents' Guide (2026) - Spanish & English", 'v1.2 Checklist', 'Año']) {
      expect(issuesOf({ title, file: file('a.pdf') })).toEqual({});
    }
  });

  it.each([
    [file('tool.exe'), LIBRARY_MESSAGES.uploadType],
    [file('page.html'), LIBRARY_MESSAGES.uploadType],
    [file('logo.svg'), LIBRARY_MESSAGES.uploadType],
    [file('noextension'), LIBRARY_MESSAGES.uploadType],
    [file('empty.pdf', 0), LIBRARY_MESSAGES.uploadEmpty],
    [file('big.pdf', UPLOAD_MAX_BYTES + 1), LIBRARY_MESSAGES.uploadTooLarge],
  ])('refuses the file %j', (chosen, message) => {
    expect(issuesOf({ title: 'Guide', file: chosen })).toEqual({ file: message });
  });

  it('takes a file of exactly the limit, of any allowed type, in any letter case', () => {
    expect(issuesOf({ title: 'Guide', file: file('BIG.PDF', UPLOAD_MAX_BYTES) })).toEqual({});
    for (const name of ['a.docx', 'a.xls', 'a.csv', 'a.txt', 'a.JPG', 'a.webp', 'a.odt']) {
      expect(issuesOf({ title: 'Guide', file: file(name) })).toEqual({});
    }
  });

  it('words its messages', () => {
    expect(LIBRARY_MESSAGES.uploadTooLarge).toBe('Upload must be 10 MB or less');
    expect(LIBRARY_MESSAGES.uploadType).toMatch(
      /^Upload must be a \.pdf, \.doc, .* or \.webp file$/,
    );
    expect(UPLOAD_ACCEPT.split(',')).toContain('.xlsx');
  });
});

describe('the stored name of a file', () => {
  it('is the title plus the extension, unless the title ends with it', () => {
    expect(objectKeyFor('October Menu', uploadTypeOf('menu.PDF')!)).toBe('October Menu.pdf');
    expect(objectKeyFor('Guide.PDF', uploadTypeOf('guide.pdf')!)).toBe('Guide.PDF');
    expect(objectKeyFor('Notes.txt', uploadTypeOf('notes.csv')!)).toBe('Notes.txt.csv');
  });

  it('reads extensions and content types', () => {
    expect(extensionOf('C:\\fakepath\\Report.Final.XLSX')).toBe('xlsx');
    expect(extensionOf('.bashrc')).toBe('');
    expect(contentTypeOf('Guide.pdf')).toBe('application/pdf');
    expect(contentTypeOf('notes.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('tool.exe')).toBe('application/octet-stream');
  });

  it('compares keys in any letter case and Unicode form', () => {
    expect(sameObjectKey('Menu.pdf', 'menu.PDF')).toBe(true);
    expect(sameObjectKey('Cafe\u0301.pdf', 'café.pdf')).toBe(true);
    expect(sameObjectKey('Menu.pdf', 'Menu 2.pdf')).toBe(false);
  });
});

describe('the bytes of an upload', () => {
  const typeOf = (name: string) => uploadTypeOf(name)!;

  it.each([
    ['a.pdf', bytes('%PDF-1.7\n')],
    ['a.pdf', bytes(0xef, 0xbb, 0xbf, '%PDF-1.4')],
    ['a.docx', bytes('PK', 3, 4, 20, 0)],
    ['a.ods', bytes('PK', 3, 4, 20, 0)],
    ['a.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)],
    ['a.png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['a.jpg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['a.gif', bytes('GIF89a', 1, 0)],
    ['a.webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['a.csv', bytes('name,id\nAna,1\n')],
    ['a.txt', bytes('Ünïcode text')],
  ])('takes %s whose bytes are its type', (name, content) => {
    expect(contentMatchesType(typeOf(name), content)).toBe(true);
  });

  it.each([
    ['a.pdf', bytes('MZ', 0x90, 0)],
    ['a.docx', bytes('%PDF-1.7')],
    ['a.doc', bytes('PK', 3, 4)],
    ['a.png', bytes(0xff, 0xd8, 0xff)],
    ['a.jpg', bytes('GIF89a')],
    ['a.webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['a.txt', bytes('MZ', 0x90, 0, 3, 0)],
    ['a.pdf', bytes()],
  ])('refuses %s whose bytes are something else', (name, content) => {
    expect(contentMatchesType(typeOf(name), content)).toBe(false);
  });
});
