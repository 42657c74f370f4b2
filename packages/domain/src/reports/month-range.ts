import { MESSAGES } from '../messages.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The month pickers' range (spec 1 §5), both YYYY-MM-DD: 'Invalid date' when either is not a
 * real day, 'Start date cannot be after end date' when start is later than end, else null.
 */
export function monthRangeIssue(startDate: string, endDate: string): string | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return MESSAGES.invalidDate;
  return startDate > endDate ? MESSAGES.startAfterEnd : null;
}

/** The report screen's default range: the current calendar year (in UTC). */
export function currentYearRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const year = now.getUTCFullYear();
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}
