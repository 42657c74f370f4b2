import { describe, expect, it } from 'vitest';
import {
  cellText,
  isTruthyCell,
  ROSTER_UPLOAD_MESSAGES,
  TEACHER_TEMPLATE_COLUMNS,
  teachersFromRows,
} from './roster-upload.ts';
import * as teachersAid from './index.ts';
import { ENUMERATIONS } from '../../enums.ts';
import { MESSAGES } from '../../messages.ts';

const HEADER = [...TEACHER_TEMPLATE_COLUMNS];
const blanks = (n: number) => Array<unknown>(n).fill(null);

/** A teacher row: the seven text cells, then subject and grade marks by index. */
function row(
  cells: Partial<
    Record<'first' | 'last' | 'title' | 'phone' | 'email' | 'proxy' | 'students', unknown>
  >,
  subjects: Record<number, unknown> = {},
  grades: Record<number, unknown> = {},
): unknown[] {
  const r: unknown[] = [
    'first' in cells ? cells.first : 'Ana',
    'last' in cells ? cells.last : 'Lopez',
    cells.title ?? null,
    cells.phone ?? null,
    'email' in cells ? cells.email : 'ana@school.example',
    cells.proxy ?? null,
    cells.students ?? null,
    ...blanks(26),
  ];
  for (const [i, v] of Object.entries(subjects)) r[7 + Number(i)] = v;
  for (const [i, v] of Object.entries(grades)) r[19 + Number(i)] = v;
  return r;
}

describe('TEACHER_TEMPLATE_COLUMNS', () => {
  it('lists the spec columns in order', () => {
    expect(TEACHER_TEMPLATE_COLUMNS).toHaveLength(7 + 12 + 14);
    expect(TEACHER_TEMPLATE_COLUMNS.slice(0, 7)).toEqual([
      'First Name',
      'Last Name',
      'Title',
      'Phone',
      'Email',
      'Proxy Teacher',
      'Students Per Year',
    ]);
    expect(TEACHER_TEMPLATE_COLUMNS.slice(7, 19)).toEqual(
      ENUMERATIONS.subjectsTaught.options.map((o) => o.label),
    );
    expect(TEACHER_TEMPLATE_COLUMNS.slice(19)).toEqual([
      'PK',
      'K',
      ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
    ]);
  });

  it('is exported by the module', () => {
    expect(teachersAid).toHaveProperty('teachersFromRows');
    expect(teachersAid).toHaveProperty('TEACHER_TEMPLATE_COLUMNS');
  });
});

describe('cell values', () => {
  it.each([
    ['text', '  Ana ', 'Ana'],
    ['whole number', 7135551234, '7135551234'],
    ['decimal', 12.5, '12.5'],
    ['formula', { formula: 'A1&"x"', result: 'Ana' }, 'Ana'],
    ['shared formula', { sharedFormula: 'A1', result: 30 }, '30'],
    ['formula without result', { formula: 'A1' }, ''],
    ['rich text', { richText: [{ text: 'An' }, { font: {}, text: 'a' }] }, 'Ana'],
    [
      'hyperlink',
      { text: 'ana@school.example', hyperlink: 'mailto:ana@school.example' },
      'ana@school.example',
    ],
    ['error', { error: '#REF!' }, ''],
    ['null', null, ''],
    ['NaN', Number.NaN, ''],
  ])('%s', (_, cell, text) => {
    expect(cellText(cell)).toBe(text);
  });

  it.each([
    ['x', true],
    ['X', true],
    ['yes', true],
    ['YES', true],
    ['true', true],
    [1, true],
    [true, true],
    ['✓', true],
    [{ formula: 'TRUE()', result: true }, true],
    [{ richText: [{ text: 'x' }] }, true],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
    [0, false],
    [false, false],
    ['no', false],
    ['No', false],
    ['false', false],
    ['0', false],
    [{ formula: 'A1', result: 0 }, false],
  ])('%j selects: %s', (cell, selected) => {
    expect(isTruthyCell(cell)).toBe(selected);
  });
});

describe('teachersFromRows', () => {
  it('reads a full row, header skipped', () => {
    const result = teachersFromRows([
      HEADER,
      row(
        {
          title: 'Math Teacher',
          phone: 7135551234,
          email: { text: 'ana@school.example', hyperlink: 'mailto:ana@school.example' },
          proxy: 'Ben Ruiz',
          students: 120,
        },
        { 0: 'x', 5: 1, 11: true },
        { 0: 'X', 1: 'yes', 13: 'true' },
      ),
    ]);
    expect(result).toEqual({
      teachers: [
        {
          firstName: 'Ana',
          lastName: 'Lopez',
          title: 'Math Teacher',
          phone: '713-555-1234',
          email: 'ana@school.example',
          proxyTeacher: 'Ben Ruiz',
          numStudentsTaughtPerYear: 120,
          subjectsTaught: ['ART', 'MATH', 'SCIENCE'],
          gradesTaught: ['PK', 'K', '12'],
        },
      ],
    });
  });

  it('gives nulls and empty lists for optional cells', () => {
    expect(teachersFromRows([row({})])).toEqual({
      teachers: [
        {
          firstName: 'Ana',
          lastName: 'Lopez',
          title: null,
          phone: null,
          email: 'ana@school.example',
          proxyTeacher: null,
          numStudentsTaughtPerYear: null,
          subjectsTaught: [],
          gradesTaught: [],
        },
      ],
    });
  });

  it.each([
    ['the template header', HEADER, 1],
    ['a header in other case and spacing', ['first name', ' LAST  NAME '], 1],
    ['a header written together or with underscores', ['FirstName', 'last_name'], 1],
    ['a teacher', ['First', 'Last', null, null, 'first.last@school.example'], 2],
    ['only one header cell', ['First Name', 'Smith', null, null, 'f.smith@school.example'], 2],
  ])('first row %s -> %i teacher(s)', (_, first, count) => {
    const result = teachersFromRows([first, row({})]);
    expect('teachers' in result && result.teachers).toHaveLength(count);
  });

  it('treats a non-header first row as a teacher', () => {
    const result = teachersFromRows([row({ email: 'b@school.example', first: 'Bea' }), row({})]);
    expect('teachers' in result && result.teachers.map((t) => t.firstName)).toEqual(['Bea', 'Ana']);
  });

  it('skips blank rows anywhere, and a header after leading blank rows', () => {
    const result = teachersFromRows([
      [],
      blanks(5),
      HEADER,
      ['', '  ', null],
      row({}),
      undefined,
      row({ first: 'Bea', email: 'bea@school.example' }),
      [{ richText: [] }],
    ]);
    expect('teachers' in result && result.teachers.map((t) => t.firstName)).toEqual(['Ana', 'Bea']);
  });

  it('refuses an empty or header-only sheet', () => {
    for (const rows of [[], [HEADER], [[], HEADER, blanks(3)]]) {
      expect(teachersFromRows(rows)).toEqual({ error: ROSTER_UPLOAD_MESSAGES.noTeachers });
    }
  });

  it.each([
    ['a short phone', row({ phone: '555-1234' }), MESSAGES.teacherImproperPhone],
    ['a phone with letters', row({ phone: '713-555-ABCD' }), MESSAGES.teacherImproperPhone],
    ['a missing email', row({ email: null }), MESSAGES.teacherMissingEmail],
    ['an invalid email', row({ email: 'ana@' }), MESSAGES.teacherMissingEmail],
    ['a missing first name', row({ first: '  ' }), MESSAGES.teacherMissingFirstName],
    ['a missing last name', row({ last: null }), MESSAGES.teacherMissingLastName],
    ['a negative count', row({ students: -3 }), ROSTER_UPLOAD_MESSAGES.invalidStudents],
    ['a fractional count', row({ students: 2.5 }), ROSTER_UPLOAD_MESSAGES.invalidStudents],
    ['a text count', row({ students: 'many' }), ROSTER_UPLOAD_MESSAGES.invalidStudents],
    ['a huge count', row({ students: 100000 }), ROSTER_UPLOAD_MESSAGES.invalidStudents],
    ['a long title', row({ title: 'x'.repeat(256) }), ROSTER_UPLOAD_MESSAGES.invalidText],
    ['a control character', row({ proxy: 'a\u0000b' }), ROSTER_UPLOAD_MESSAGES.invalidText],
  ])('refuses the whole sheet for %s', (_, bad, message) => {
    expect(teachersFromRows([HEADER, row({ first: 'Bea', email: 'bea@x.example' }), bad])).toEqual({
      error: message,
    });
  });

  it.each([
    [
      'phone before email, names',
      [row({ phone: '1' }), row({ email: 'x', first: '', last: '' })],
      MESSAGES.teacherImproperPhone,
    ],
    ['email before names', [row({ first: '' }), row({ email: '' })], MESSAGES.teacherMissingEmail],
    [
      'first before last name',
      [row({ last: '' }), row({ first: '', email: 'b@x.example' })],
      MESSAGES.teacherMissingFirstName,
    ],
    ['spec messages before repeats', [row({}), row({ last: '' })], MESSAGES.teacherMissingLastName],
  ])('gives the first failing rule: %s', (_, rows, message) => {
    expect(teachersFromRows(rows)).toEqual({ error: message });
  });

  it('refuses an email repeated in the sheet or already on the roster (case ignored)', () => {
    expect(teachersFromRows([row({}), row({ email: 'ANA@school.example ' })])).toEqual({
      error: MESSAGES.emailMustBeUnique,
    });
    expect(teachersFromRows([row({})], { existing: [{ email: 'Ana@School.example' }] })).toEqual({
      error: MESSAGES.emailMustBeUnique,
    });
  });

  it('holds at most 1000 teachers, counting the roster', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => row({ email: `t${i}@school.example` }));
    const ok = teachersFromRows([HEADER, ...many(1000)]);
    expect('teachers' in ok && ok.teachers).toHaveLength(1000);
    expect(teachersFromRows([HEADER, ...many(1001)])).toEqual({ error: 'At most 1000 teachers' });
    expect(
      teachersFromRows(many(10), { existing: Array(991).fill({ email: 'z@x.example' }) }),
    ).toEqual({
      error: ROSTER_UPLOAD_MESSAGES.tooManyTeachers,
    });
  });
});
