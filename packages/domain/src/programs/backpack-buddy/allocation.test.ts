import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import {
  compareCurrentAndNextMonth,
  isCurrentOrFutureMonth,
  nextMonthStart,
  utcMonthStart,
  weeklyAllocationSchema,
  type MonthComparison,
} from './allocation.ts';

const issue = (value: unknown) => {
  const result = weeklyAllocationSchema.safeParse({ weeklyAllocation: value });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('weeklyAllocationSchema', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['9999', 9999],
    [' 12 ', 12],
    ['0040', 40],
    [25, 25],
  ])('accepts %j as %d', (value, parsed) => {
    expect(weeklyAllocationSchema.parse({ weeklyAllocation: value })).toEqual({
      weeklyAllocation: parsed,
    });
  });

  it.each([
    ['', MESSAGES.required],
    ['   ', MESSAGES.required],
    [undefined, MESSAGES.required],
    [null, MESSAGES.required],
    ['abc', MESSAGES.invalidNumber],
    ['1e3', MESSAGES.invalidNumber],
    ['12a', MESSAGES.invalidNumber],
    ['-5', MESSAGES.nonNegative],
    ['2.5', MESSAGES.wholeNumber],
    ['12345', MESSAGES.maxLength(4)],
    ['00001', MESSAGES.maxLength(4)],
    [10000, MESSAGES.maxLength(4)],
  ])('refuses %j with %j', (value, message) => {
    expect(issue(value)).toBe(message);
  });
});

describe('month starts (UTC)', () => {
  it.each([
    ['2025-03-15T12:00:00Z', '2025-03-01'],
    ['2025-03-01T00:00:00Z', '2025-03-01'],
    // Late on the 31st in Houston is already the next month in UTC.
    ['2025-04-01T03:00:00Z', '2025-04-01'],
    ['2025-12-31T23:59:59Z', '2025-12-01'],
  ])('the month of %s starts on %s', (now, start) => {
    expect(utcMonthStart(new Date(now))).toBe(start);
  });

  it.each([
    ['2025-03-01', '2025-04-01'],
    ['2025-09-01', '2025-10-01'],
    ['2025-12-01', '2026-01-01'],
  ])('after %s comes %s', (start, next) => {
    expect(nextMonthStart(start)).toBe(next);
  });

  it.each([
    ['2025-02-01', false],
    ['2025-03-01', true],
    ['2025-04-01', true],
  ])('in March 2025, %s is current or future: %s', (startDate, expected) => {
    expect(isCurrentOrFutureMonth(startDate, new Date('2025-03-20T10:00:00Z'))).toBe(expected);
  });
});

describe('compareCurrentAndNextMonth', () => {
  const NOW = new Date('2025-03-20T10:00:00Z');
  const month = (startDate: string, monthlyAllocation: number | null) => ({
    startDate,
    monthlyAllocation,
  });

  it.each<[string, ReturnType<typeof month>[], MonthComparison, number | null, number | null]>([
    ['equal', [month('2025-03-01', 80), month('2025-04-01', 80)], 'same', 80, 80],
    ['different', [month('2025-03-01', 80), month('2025-04-01', 100)], 'different', 80, 100],
    ['both zero', [month('2025-03-01', 0), month('2025-04-01', 0)], 'same', 0, 0],
    ['null counts as 0', [month('2025-03-01', null), month('2025-04-01', 0)], 'same', 0, 0],
    ['no months', [], 'none', null, null],
    ['no next month', [month('2025-02-01', 60), month('2025-03-01', 80)], 'none', 80, null],
    ['no current month', [month('2025-04-01', 80), month('2025-05-01', 80)], 'none', null, 80],
    [
      'past and later months do not count',
      [
        month('2025-01-01', 10),
        month('2025-03-01', 80),
        month('2025-04-01', 80),
        month('2025-05-01', 99),
      ],
      'same',
      80,
      80,
    ],
    [
      'two terms in one month are added',
      [month('2025-03-01', 40), month('2025-03-01', 40), month('2025-04-01', 80)],
      'same',
      80,
      80,
    ],
  ])('%s', (_case, months, comparison, current, next) => {
    expect(compareCurrentAndNextMonth(months, NOW)).toEqual({ comparison, current, next });
  });

  it('compares December with January of the next year', () => {
    const december = new Date('2025-12-31T23:00:00Z');
    expect(
      compareCurrentAndNextMonth([month('2025-12-01', 60), month('2026-01-01', 75)], december),
    ).toEqual({ comparison: 'different', current: 60, next: 75 });
  });

  it('uses the UTC month, not the local one', () => {
    // 8 pm on March 31 in Houston is April 1 in UTC: April is current, May is next.
    const now = new Date('2025-04-01T01:00:00Z');
    const months = [month('2025-03-01', 10), month('2025-04-01', 20), month('2025-05-01', 20)];
    expect(compareCurrentAndNextMonth(months, now).comparison).toBe('same');
  });
});
