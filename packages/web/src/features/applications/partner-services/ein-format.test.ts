import { describe, expect, it } from 'vitest';
import { formatEinAsTyped } from './ein-format';

describe('formatEinAsTyped', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12-3'],
    ['12-3', '12-3'],
    ['123456789', '12-3456789'],
    ['12-3456789', '12-3456789'],
    ['1-23', '12-3'],
    ['12-', '12'],
    ['1234567890', '1234567890'],
    ['12 3456789', '12 3456789'],
    ['ab-1234567', 'ab-1234567'],
  ])('%j is written %j', (typed, shown) => {
    expect(formatEinAsTyped(typed)).toBe(shown);
  });
});
