import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import {
  countField,
  dateField,
  einField,
  emailField,
  enumField,
  enumListField,
  optionalEnumListField,
  isFilled,
  isValidDate,
  isValidEin,
  isValidEmail,
  isValidPhone,
  isValidTime,
  isValidUrl,
  lunchCountIssues,
  lunchCountsReady,
  lunchCountsRefine,
  normalizeEin,
  optionalCountField,
  optionalDateField,
  optionalEinField,
  optionalEmailField,
  optionalPercentField,
  optionalPhoneField,
  optionalString,
  optionalTimeField,
  optionalUrlField,
  passwordField,
  percentField,
  phoneField,
  requiredCheckbox,
  requiredString,
  timeField,
  urlField,
  withLunchCountsRule,
} from './rules.ts';

type Outcome = { ok: true; value: unknown } | { ok: false; messages: string[] };

function outcome(schema: z.ZodType, input: unknown): Outcome {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, messages: result.error.issues.map((issue) => issue.message) };
}

const ok = (value: unknown): Outcome => ({ ok: true, value });
const fails = (...messages: string[]): Outcome => ({ ok: false, messages });

describe('isFilled', () => {
  it.each([
    ['a word', 'a', true],
    ['an empty string', '', false],
    ['whitespace only', '  \t ', false],
    ['an empty list', [], false],
    ['a list', ['K'], true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['zero', 0, true],
    ['a number', 12, true],
    ['NaN (an emptied number input)', Number.NaN, false],
    ['false', false, true],
    ['true', true, true],
    ['an object', {}, true],
  ])('%s -> %s', (_, value, expected) => {
    expect(isFilled(value)).toBe(expected);
  });
});

describe('predicates', () => {
  it.each([
    [isValidEmail, 'a@b.co', true],
    [isValidEmail, ' Ann.Lee@School.org ', true],
    [isValidEmail, 'a@b', false],
    [isValidEmail, 'ann lee@b.org', false],
    [isValidPhone, '123-456-7890', true],
    [isValidPhone, '(012) 345 6789', true],
    [isValidPhone, '123456789', false],
    [isValidPhone, '12345678901', false],
    [isValidPhone, '123.456.7890', false],
    [isValidUrl, 'https://forms.example.org/s/1', true],
    [isValidUrl, 'HTTP://example.org', true],
    [isValidUrl, 'www.example.org', false],
    [isValidUrl, 'https://', false],
    [isValidTime, '11:00 AM', true],
    [isValidTime, '9:05pm', true],
    [isValidTime, '13:00 PM', false],
    [isValidTime, '11:00', false],
    [isValidDate, '02/29/2024', true],
    [isValidDate, '2/9/2024', true],
    [isValidDate, '02/29/2023', false],
    [isValidDate, '2024-02-01', false],
    [isValidDate, '13/01/2024', false],
    [isValidEin, '12-3456789', true],
    [isValidEin, '123456789', true],
    [isValidEin, ' 00-0000000 ', true],
    [isValidEin, '12345678', false],
    [isValidEin, '1234567890', false],
    [isValidEin, '123-456789', false],
    [isValidEin, '12 3456789', false],
    [isValidEin, '12-345678A', false],
  ] as const)('%o(%s) -> %s', (predicate, value, expected) => {
    expect(predicate(value)).toBe(expected);
  });
});

describe('normalizeEin', () => {
  it.each([
    ['123456789', '12-3456789'],
    [' 12-3456789 ', '12-3456789'],
    ['12 3456789', '12 3456789'],
  ])('%j -> %j', (value, expected) => {
    expect(normalizeEin(value)).toBe(expected);
  });
});

describe.each([
  [
    'requiredString()',
    requiredString(),
    [
      ['  Ann  ', ok('Ann')],
      ['', fails(MESSAGES.required)],
      ['   ', fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
      [null, fails(MESSAGES.required)],
      ['x'.repeat(255), ok('x'.repeat(255))],
      ['x'.repeat(256), fails('Must be 255 characters or less')],
    ],
  ],
  [
    'requiredString(10)',
    requiredString(10),
    [
      ['0123456789', ok('0123456789')],
      ['01234567890', fails(MESSAGES.maxLength10)],
    ],
  ],
  [
    'optionalString()',
    optionalString(),
    [
      [' Suite 4 ', ok('Suite 4')],
      ['', ok(null)],
      ['   ', ok(null)],
      [null, ok(null)],
      [undefined, ok(null)],
      ['x'.repeat(256), fails('Must be 255 characters or less')],
    ],
  ],
  [
    'emailField()',
    emailField(),
    [
      [' Ann.Lee@School.org ', ok('Ann.Lee@School.org')],
      ['', fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
      ['ann@', fails(MESSAGES.invalidEmail)],
      ['ann.lee.school.org', fails(MESSAGES.invalidEmail)],
    ],
  ],
  [
    'optionalEmailField()',
    optionalEmailField(),
    [
      ['', ok(null)],
      [null, ok(null)],
      ['Ann@School.org', ok('Ann@School.org')],
      ['ann@', fails(MESSAGES.invalidEmail)],
    ],
  ],
  [
    'phoneField()',
    phoneField(),
    [
      ['1234567890', ok('123-456-7890')],
      ['123-456-7890', ok('123-456-7890')],
      ['(123) 456-7890', ok('123-456-7890')],
      ['0123456789', ok('012-345-6789')],
      [' 713 555 0100 ', ok('713-555-0100')],
      ['', fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
      ['123-456-789', fails(MESSAGES.invalidPhone)],
      ['123-456-78901', fails(MESSAGES.invalidPhone)],
      ['phone number', fails(MESSAGES.invalidPhone)],
    ],
  ],
  [
    'optionalPhoneField()',
    optionalPhoneField(),
    [
      ['', ok(null)],
      [undefined, ok(null)],
      ['7135550100', ok('713-555-0100')],
      ['713555010', fails(MESSAGES.invalidPhone)],
    ],
  ],
  [
    'passwordField()',
    passwordField(),
    [
      ['Secret', ok('Secret')],
      [' Pass word ', ok(' Pass word ')],
      ['', fails(MESSAGES.required)],
      ['      ', fails(MESSAGES.required)],
      ['Abc', fails(MESSAGES.minLength6)],
      ['abc', fails(MESSAGES.minLength6)],
      ['secret', fails(MESSAGES.uppercase)],
    ],
  ],
  [
    'requiredCheckbox()',
    requiredCheckbox(),
    [
      [true, ok(true)],
      [false, fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
      ['true', fails(MESSAGES.required)],
    ],
  ],
  [
    'countField()',
    countField(),
    [
      [0, ok(0)],
      ['0', ok(0)],
      [' 42 ', ok(42)],
      [9999, ok(9999)],
      ['9999', ok(9999)],
      ['0012', ok(12)],
      [10000, fails('Must be 4 characters or less')],
      ['10000', fails('Must be 4 characters or less')],
      ['00001', fails('Must be 4 characters or less')],
      [-1, fails(MESSAGES.nonNegative)],
      ['-3', fails(MESSAGES.nonNegative)],
      [1.5, fails(MESSAGES.wholeNumber)],
      ['2.5', fails(MESSAGES.wholeNumber)],
      ['abc', fails(MESSAGES.invalidNumber)],
      ['1e3', fails(MESSAGES.invalidNumber)],
      ['Infinity', fails(MESSAGES.invalidNumber)],
      ['', fails(MESSAGES.required)],
      [Number.NaN, fails(MESSAGES.required)],
      [null, fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
    ],
  ],
  [
    'optionalCountField()',
    optionalCountField(),
    [
      ['', ok(null)],
      [null, ok(null)],
      [undefined, ok(null)],
      ['7', ok(7)],
      [-7, fails(MESSAGES.nonNegative)],
    ],
  ],
  [
    'percentField()',
    percentField(),
    [
      [50, ok(0.5)],
      ['50', ok(0.5)],
      [12.5, ok(0.125)],
      [0, ok(0)],
      [100, ok(1)],
      [150, ok(1)],
      [-5, fails(MESSAGES.nonNegative)],
      ['-5', fails(MESSAGES.nonNegative)],
      ['half', fails(MESSAGES.invalidNumber)],
      ['', fails(MESSAGES.required)],
    ],
  ],
  [
    'optionalPercentField()',
    optionalPercentField(),
    [
      ['', ok(null)],
      ['25', ok(0.25)],
    ],
  ],
  [
    'urlField()',
    urlField(),
    [
      ['https://forms.example.org/s/1', ok('https://forms.example.org/s/1')],
      [' http://example.org ', ok('http://example.org')],
      ['', fails(MESSAGES.required)],
      ['example.org', fails(MESSAGES.invalidUrl)],
      ['ftp://example.org', fails(MESSAGES.invalidUrl)],
    ],
  ],
  [
    'optionalUrlField()',
    optionalUrlField(),
    [
      ['', ok(null)],
      [null, ok(null)],
      [' https://pantry.example/about ', ok('https://pantry.example/about')],
      ['pantry.example', fails(MESSAGES.invalidUrl)],
      [`https://${'x'.repeat(250)}`, fails('Must be 255 characters or less')],
    ],
  ],
  [
    'einField()',
    einField(),
    [
      ['12-3456789', ok('12-3456789')],
      ['123456789', ok('12-3456789')],
      [' 74-1234567 ', ok('74-1234567')],
      ['', fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
      ['12-345678', fails(MESSAGES.invalidEin)],
      ['1234567890', fails(MESSAGES.invalidEin)],
      ['123-456789', fails(MESSAGES.invalidEin)],
      ['12.3456789', fails(MESSAGES.invalidEin)],
      ['AB-CDEFGHI', fails(MESSAGES.invalidEin)],
      ['12-3456789\u0000', fails(MESSAGES.controlCharacters)],
    ],
  ],
  [
    'optionalEinField()',
    optionalEinField(),
    [
      ['', ok(null)],
      [null, ok(null)],
      [undefined, ok(null)],
      ['987654321', ok('98-7654321')],
      ['98765432', fails(MESSAGES.invalidEin)],
    ],
  ],
  [
    'countField(6)',
    countField(6),
    [
      ['999999', ok(999999)],
      [1250, ok(1250)],
      ['1000000', fails('Must be 6 characters or less')],
      [1000000, fails('Must be 6 characters or less')],
      ['0000001', fails('Must be 6 characters or less')],
    ],
  ],
  [
    'optionalCountField(6)',
    optionalCountField(6),
    [
      ['', ok(null)],
      ['123456', ok(123456)],
      ['1234567', fails('Must be 6 characters or less')],
    ],
  ],
  [
    'timeField()',
    timeField(),
    [
      ['11:00 AM', ok('11:00 AM')],
      ['9:05pm', ok('9:05 PM')],
      ['12:30 pm', ok('12:30 PM')],
      ['', fails(MESSAGES.required)],
      ['11:00', fails(MESSAGES.invalidTime)],
      ['13:00 PM', fails(MESSAGES.invalidTime)],
      ['11:60 AM', fails(MESSAGES.invalidTime)],
      ['11:00 A.M.', fails('Must be 8 characters or less')],
    ],
  ],
  [
    'optionalTimeField()',
    optionalTimeField(),
    [
      ['', ok(null)],
      ['7:30am', ok('7:30 AM')],
      ['7:30', fails(MESSAGES.invalidTime)],
    ],
  ],
  [
    'dateField()',
    dateField(),
    [
      ['06/01/2025', ok('06/01/2025')],
      ['6/1/2025', ok('06/01/2025')],
      ['02/29/2024', ok('02/29/2024')],
      ['', fails(MESSAGES.required)],
      ['02/29/2025', fails(MESSAGES.invalidDate)],
      ['2025-06-01', fails(MESSAGES.invalidDate)],
      ['06-01-2025', fails(MESSAGES.invalidDate)],
      ['13/01/2025', fails(MESSAGES.invalidDate)],
      ['06/01/20255', fails(MESSAGES.maxLength10)],
    ],
  ],
  [
    'optionalDateField()',
    optionalDateField(),
    [
      [undefined, ok(null)],
      ['1/2/2025', ok('01/02/2025')],
      ['1/32/2025', fails(MESSAGES.invalidDate)],
    ],
  ],
  [
    "enumField('counties')",
    enumField('counties'),
    [
      ['FORT_BEND', ok('FORT_BEND')],
      ['', fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
      ['Fort Bend', fails(MESSAGES.required)],
    ],
  ],
  [
    "enumListField('gradesServed')",
    enumListField('gradesServed'),
    [
      [['K', '1'], ok(['K', '1'])],
      [[], fails(MESSAGES.required)],
      [undefined, fails(MESSAGES.required)],
      [['K', 'GRADE_13'], fails(MESSAGES.required)],
    ],
  ],
  [
    "optionalEnumListField('daysForService')",
    optionalEnumListField('daysForService'),
    [
      [[], ok([])],
      [undefined, ok([])],
      [['SUNDAYS'], fails(MESSAGES.required)],
    ],
  ],
] as const)('%s', (_, schema, cases) => {
  it.each(cases as unknown as [unknown, Outcome][])('%j', (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('lunch counts', () => {
  it.each([
    [{ numTotalEnrollment: 100, numFreeLunch: 100, numReducedLunch: 0 }, []],
    [{ numTotalEnrollment: 100, numFreeLunch: 101, numReducedLunch: 5 }, ['numFreeLunch']],
    [{ numTotalEnrollment: 100, numFreeLunch: 5, numReducedLunch: 101 }, ['numReducedLunch']],
    [
      { numTotalEnrollment: 0, numFreeLunch: 1, numReducedLunch: 1 },
      ['numFreeLunch', 'numReducedLunch'],
    ],
    [{ numTotalEnrollment: null, numFreeLunch: 1, numReducedLunch: 1 }, []],
    [{ numTotalEnrollment: 10 }, []],
  ])('lunchCountIssues(%j) -> %j', (values, paths) => {
    expect(lunchCountIssues(values)).toEqual(
      paths.map((path) => ({ path, message: MESSAGES.lessThanEnrollment })),
    );
  });

  const schema = withLunchCountsRule(
    z.object({
      name: requiredString(),
      numTotalEnrollment: countField(),
      numFreeLunch: countField(),
      numReducedLunch: countField(),
    }),
  );

  it.each([
    [
      'puts the message on the offending path',
      { name: 'A', numTotalEnrollment: '10', numFreeLunch: '11', numReducedLunch: '3' },
      [['numFreeLunch', MESSAGES.lessThanEnrollment]],
    ],
    [
      'still runs while another field is blank',
      { name: '', numTotalEnrollment: 10, numFreeLunch: 2, numReducedLunch: 30 },
      [
        ['name', MESSAGES.required],
        ['numReducedLunch', MESSAGES.lessThanEnrollment],
      ],
    ],
    [
      'waits for the counts themselves to be valid',
      { name: 'A', numTotalEnrollment: 'ten', numFreeLunch: 11, numReducedLunch: 3 },
      [['numTotalEnrollment', MESSAGES.invalidNumber]],
    ],
    [
      'accepts counts equal to the total',
      { name: 'A', numTotalEnrollment: 10, numFreeLunch: 10, numReducedLunch: 10 },
      [],
    ],
  ])('%s', (_, input, expected) => {
    const result = schema.safeParse(input);
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    ).toEqual(expected);
  });

  it('works as a plain superRefine too', () => {
    const plain = z
      .object({ numTotalEnrollment: z.number(), numFreeLunch: z.number() })
      .superRefine(lunchCountsRefine, { when: lunchCountsReady });
    expect(plain.safeParse({ numTotalEnrollment: 1, numFreeLunch: 2 }).error?.issues).toMatchObject(
      [{ path: ['numFreeLunch'], message: MESSAGES.lessThanEnrollment }],
    );
  });
});
