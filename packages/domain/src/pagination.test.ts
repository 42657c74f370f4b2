import { describe, expect, it } from 'vitest';
import { ELLIPSIS as E, pageCount, pageRows, pageWindow } from './pagination.ts';

describe('pageWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 6, [1, 2, 3, 4, 5, 6]],
    [6, 6, [1, 2, 3, 4, 5, 6]],
    [1, 7, [1, 2, 3, 4, 5, E, 7]],
    [7, 7, [1, E, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, E, 20]],
    [3, 20, [1, 2, 3, 4, 5, E, 20]],
    [4, 20, [1, 2, 3, 4, 5, E, 20]],
    [5, 20, [1, E, 4, 5, 6, E, 20]],
    [10, 20, [1, E, 9, 10, 11, E, 20]],
    [16, 20, [1, E, 15, 16, 17, E, 20]],
    [17, 20, [1, E, 16, 17, 18, 19, 20]],
    [20, 20, [1, E, 16, 17, 18, 19, 20]],
    [0, 20, [1, 2, 3, 4, 5, E, 20]],
    [99, 20, [1, E, 16, 17, 18, 19, 20]],
  ])('page %i of %i -> %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('never shows more than 7 items', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageWindow(current, total);
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items).toContain(current);
      }
    }
  });
});

describe('pageCount and pageRows', () => {
  it.each([
    [0, 0],
    [1, 1],
    [25, 1],
    [26, 2],
    [500, 20],
  ])('%i rows -> %i pages of 25', (rows, pages) => {
    expect(pageCount(rows)).toBe(pages);
  });

  it.each([
    [1, [1, 2]],
    [2, [3, 4]],
    [3, [5]],
    [4, []],
  ])('page %i of [1..5] by 2 -> %j', (page, expected) => {
    expect(pageRows([1, 2, 3, 4, 5], page, 2)).toEqual(expected);
  });
});
