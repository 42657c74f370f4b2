import { describe, expect, it } from 'vitest';
import { formatTerm, formatTermShort } from './terms.ts';

describe('term labels', () => {
  it.each([
    ['SCHOOL', 2025, '2025-2026 School Year', 'SY 25-26'],
    ['SUMMER', 2025, 'Summer 2025', 'SU 25'],
    ['SCHOOL', 2099, '2099-2100 School Year', 'SY 99-00'],
    ['SUMMER', 2008, 'Summer 2008', 'SU 08'],
  ] as const)('%s %i reads %s / %s', (type, year, long, short) => {
    expect(formatTerm(type, year)).toBe(long);
    expect(formatTermShort(type, year)).toBe(short);
  });
});
