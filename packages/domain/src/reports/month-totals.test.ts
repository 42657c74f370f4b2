import { describe, expect, it } from 'vitest';
import { monthParts, monthTotals, termMonthLabel } from './month-totals.ts';

const student = (...counts: number[]) => ({
  distributionDateEntries: counts.map((distributionNumber) => ({ distributionNumber })),
});

describe('monthTotals', () => {
  it.each([
    ['no students', 40, [], { allocated: 40, distributed: 0, discarded: 40 }],
    [
      'some sacks',
      40,
      [student(1, 1, 0, 1), student(2)],
      { allocated: 40, distributed: 5, discarded: 35 },
    ],
    ['all zero', 10, [student(0, 0), student(0)], { allocated: 10, distributed: 0, discarded: 10 }],
    ['exactly allocated', 3, [student(1, 1, 1)], { allocated: 3, distributed: 3, discarded: 0 }],
    [
      'over-distributed: discarded is negative',
      4,
      [student(3, 3)],
      { allocated: 4, distributed: 6, discarded: -2 },
    ],
    ['no allocation', 0, [student(1)], { allocated: 0, distributed: 1, discarded: -1 }],
  ])('%s', (_case, monthlyAllocation, distributions, totals) => {
    expect(monthTotals({ monthlyAllocation, distributions })).toEqual(totals);
  });
});

describe('termMonthLabel', () => {
  it.each([
    ['2025-10-01', 'October 2025'],
    ['2026-01-01', 'January 2026'],
    ['2025-12-01', 'December 2025'],
    ['2025-05-15', 'May 2025'],
  ])('%s -> %s', (startDate, label) => {
    expect(termMonthLabel(startDate)).toBe(label);
  });

  it('refuses what is not a date', () => {
    expect(() => monthParts('October')).toThrow();
    expect(() => termMonthLabel('2025-13-01')).toThrow();
  });
});
