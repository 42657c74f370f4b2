import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { currentYearRange, isIsoDate, monthRangeIssue } from './month-range.ts';

describe('monthRangeIssue', () => {
  it.each<[string, string, string | null]>([
    ['2025-01-01', '2025-12-31', null],
    ['2025-03-01', '2025-03-01', null],
    ['2025-04-01', '2025-03-01', 'Start date cannot be after end date'],
    ['2026-01-01', '2025-12-31', MESSAGES.startAfterEnd],
    ['2025-02-30', '2025-12-31', MESSAGES.invalidDate],
    ['01/01/2025', '2025-12-31', MESSAGES.invalidDate],
    ['2025-01-01', '', MESSAGES.invalidDate],
    ['2025-1-1', '2025-12-31', MESSAGES.invalidDate],
  ])('%j to %j -> %j', (start, end, issue) => {
    expect(monthRangeIssue(start, end)).toBe(issue);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-10-01T00:00:00Z', false],
  ])('%s -> %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });
});

describe('currentYearRange', () => {
  it('is the calendar year of the day', () => {
    expect(currentYearRange(new Date('2025-06-15T12:00:00Z'))).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
  });
});
