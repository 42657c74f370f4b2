import { describe, expect, it } from 'vitest';
import {
  formatLongDateTime,
  formatPercent,
  formatPhone,
  formatShortDate,
  formatSignatureDate,
  formatUsDate,
  fractionToPercent,
  isoDayToUs,
  normalizePercent,
  phoneDigits,
  usDayToIso,
} from './format.ts';

describe('formatPhone', () => {
  it.each([
    ['1234567890', '123-456-7890'],
    ['123-456-7890', '123-456-7890'],
    ['(123) 456-7890', '123-456-7890'],
    ['0123456789', '012-345-6789'],
    ['123456789', '123456789'],
    ['+1 123 456 7890', '+1 123 456 7890'],
    ['call me', 'call me'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['123 456 7890', '1234567890'],
    ['123-456-789', null],
  ])('phoneDigits(%s) -> %s', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });
});

describe('dates (UTC unless a time zone is given)', () => {
  const march5 = '2024-03-05T14:07:00Z';
  const lateEvening = '2024-03-06T02:30:00Z'; // 8:30 pm on March 5th in Houston

  it.each([
    ['formatShortDate', formatShortDate(march5), '3-5-24'],
    ['formatShortDate of a Date', formatShortDate(new Date(Date.UTC(2024, 11, 25))), '12-25-24'],
    ['formatShortDate of epoch ms', formatShortDate(Date.UTC(2025, 0, 1)), '1-1-25'],
    ['formatShortDate of a date-only ISO', formatShortDate('2024-03-05'), '3-5-24'],
    ['formatShortDate at UTC midnight', formatShortDate(lateEvening), '3-6-24'],
    ['formatShortDate in Houston', formatShortDate(lateEvening, 'America/Chicago'), '3-5-24'],
    ['formatLongDateTime', formatLongDateTime(march5), 'March 5th, 2024 2:07 pm'],
    [
      'formatLongDateTime 1st',
      formatLongDateTime('2024-08-01T09:00:00Z'),
      'August 1st, 2024 9:00 am',
    ],
    [
      'formatLongDateTime 22nd',
      formatLongDateTime('2024-08-22T00:05:00Z'),
      'August 22nd, 2024 12:05 am',
    ],
    [
      'formatLongDateTime in Houston',
      formatLongDateTime(lateEvening, 'America/Chicago'),
      'March 5th, 2024 8:30 pm',
    ],
    ['formatSignatureDate', formatSignatureDate(march5), '03/05/2024'],
    ['formatUsDate', formatUsDate(march5), '3/5/2024'],
    ['formatUsDate in December', formatUsDate('2023-12-31T12:00:00Z'), '12/31/2023'],
    ['missing date', formatShortDate(null), ''],
    ['empty string', formatLongDateTime(''), ''],
    ['invalid date', formatSignatureDate('not a date'), ''],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('day formats', () => {
  it('turns MM/DD/YYYY into ISO days and back', () => {
    expect(usDayToIso('03/09/2026')).toBe('2026-03-09');
    expect(isoDayToUs('2026-03-09')).toBe('03/09/2026');
    expect(usDayToIso('3/9/2026')).toBeNull();
    expect(isoDayToUs('03/09/2026')).toBeNull();
  });
});

describe('percentages', () => {
  it.each([
    [50, 0.5],
    [0, 0],
    [12.5, 0.125],
    [100, 1],
    [100.5, 1],
    [150, 1],
  ])('normalizePercent(%s) -> %s', (input, expected) => {
    expect(normalizePercent(input)).toBe(expected);
  });

  it.each([
    [0.5, 50],
    [0.07, 7],
    [1 / 3, 33.33],
    [1, 100],
  ])('fractionToPercent(%s) -> %s', (input, expected) => {
    expect(fractionToPercent(input)).toBe(expected);
  });

  it.each([
    [0.5, '50%'],
    [0.07, '7%'],
    [0.125, '12.5%'],
    [1 / 3, '33.33%'],
    [0, '0%'],
    [1, '100%'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('formatPercent(%s) -> %s', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });
});
