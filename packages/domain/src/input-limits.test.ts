import { describe, expect, it } from 'vitest';
import {
  ID_MAX,
  INPUT_CEILINGS,
  LIST_LIMITS,
  hasControlCharacters,
  listLimitIssue,
  listTooLongMessage,
  parseRecordId,
} from './input-limits.ts';
import { LONG_TEXT_MAX } from './constants.ts';
import { MESSAGES } from './messages.ts';

describe('control characters', () => {
  it.each([
    ['plain text', 'Pat Lee', false, false],
    ['accents and emoji', 'José 🍎 Müller', false, false],
    ['NUL', 'a\u0000b', true, true],
    ['bell', 'a\u0007', true, true],
    ['escape', '\u001b[31m', true, true],
    ['DEL', 'a\u007f', true, true],
    ['C1 next line', 'a\u0085b', true, true],
    ['tab', 'a\tb', true, false],
    ['line feed', 'a\nb', true, false],
    ['carriage return and line feed', 'a\r\nb', true, false],
    ['vertical tab', 'a\u000bb', true, true],
    ['form feed', 'a\u000cb', true, true],
  ])('%s: one line %s, multi-line %s', (_name, text, oneLine, multiLine) => {
    expect(hasControlCharacters(text, 'oneLine')).toBe(oneLine);
    expect(hasControlCharacters(text, 'multiLine')).toBe(multiLine);
  });
});

describe('record ids', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    [String(ID_MAX), ID_MAX],
    [String(ID_MAX + 1), null],
    ['99999999999', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    [' 12', null],
    ['12.0', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j gives %j', (text, id) => {
    expect(parseRecordId(text)).toBe(id);
  });
});

describe('list limits', () => {
  it.each([
    ['distributionIds', 'At most 5,000 distributions at once.'],
    ['termMonthIds', 'At most 1,000 reports at once.'],
    ['applicationStatuses', 'At most 100 applications at once.'],
    ['enumNames', 'At most 50 enumerations at once.'],
    ['uploadedStudents', 'At most 2,000 students at once.'],
    ['dateEntries', 'At most 31 distribution dates'],
    ['teamMembers', 'At most 100 team members'],
    ['schoolIds', 'At most 200 schools'],
    ['siteIds', 'At most 200 sites'],
    ['organizationIds', 'At most 200 organizations'],
  ] as const)('%s: %s', (name, message) => {
    expect(listTooLongMessage(name)).toBe(message);
    const max = LIST_LIMITS[name].max;
    expect(listLimitIssue(name, new Array(max).fill(1))).toBeNull();
    expect(listLimitIssue(name, new Array(max + 1).fill(1))).toBe(message);
  });

  it('the guard ceilings stay above every field maximum', () => {
    const lists = Object.values(LIST_LIMITS).map((l) => l.max);
    expect(INPUT_CEILINGS.listLength).toBeGreaterThan(Math.max(...lists));
    expect(INPUT_CEILINGS.textLength).toBeGreaterThan(LONG_TEXT_MAX);
    expect(MESSAGES.tooManyAtOnce(INPUT_CEILINGS.listLength, 'items')).toBe(
      'At most 10,000 items at once.',
    );
  });
});
