import { describe, expect, it } from 'vitest';
import { formatFor } from './format';

describe('formatFor', () => {
  const date = '2024-03-05T14:07:00Z';
  it.each([
    ['en', 'shortDate', '3-5-24'],
    ['es', 'shortDate', '5/3/24'],
    ['en', 'longDateTime', 'March 5th, 2024 2:07 pm'],
  ] as const)('%s %s', (language, kind, expected) => {
    expect(formatFor(language)[kind](date)).toBe(expected);
  });

  it('writes a Spanish long date with the month in Spanish', () => {
    expect(formatFor('es').longDateTime(date)).toMatch(/^5 de marzo de 2024/);
  });

  it.each([
    ['en', 'March 2024', '1,234.5'],
    ['es', 'marzo de 2024', '1,234.5'], // US Spanish writes numbers as US English does,
  ] as const)('%s month and number', (language, month, number) => {
    const format = formatFor(language);
    expect(format.monthYear(2024, 3)).toBe(month);
    expect(format.number(1234.5)).toBe(number);
  });

  it('keeps US phone numbers in both languages', () => {
    expect(formatFor('es').phone('(555) 123-4567')).toBe('555-123-4567');
  });
});
