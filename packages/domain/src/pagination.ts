/**
 * The page buttons of a table (spec 1 §9): every page when there are fewer than 7 (so up to 6),
 * otherwise 7 slots: the first page, the last page, the current page with its neighbours, and an
 * ellipsis for each run of hidden pages, e.g. [1, '…', 4, 5, 6, '…', 20].
 */
import { PAGE_SIZE } from './constants.ts';

export const ELLIPSIS = '…';
export type PageItem = number | typeof ELLIPSIS;

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Pages are numbered from 1; a current page out of range is clamped. */
export function pageWindow(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  if (totalPages < 7) return range(1, totalPages);
  const current = Math.min(Math.max(Math.trunc(currentPage), 1), totalPages);
  if (current <= 4) return [...range(1, 5), ELLIPSIS, totalPages];
  if (current >= totalPages - 3) return [1, ELLIPSIS, ...range(totalPages - 4, totalPages)];
  return [1, ELLIPSIS, current - 1, current, current + 1, ELLIPSIS, totalPages];
}

/** How many pages `rowCount` rows fill. */
export function pageCount(rowCount: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(0, Math.ceil(rowCount / pageSize));
}

/** The rows of one page (pages numbered from 1). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number = PAGE_SIZE): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
