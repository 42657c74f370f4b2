import type { ReportRange } from '../../lib/session-store';

/** 'YYYY-MM-DD' -> 'YYYY-MM', the value of an <input type="month">. */
export function toMonthValue(date: string): string {
  return date.slice(0, 7);
}

/** The first day of a 'YYYY-MM' month. */
export function monthStart(month: string): string {
  return `${month}-01`;
}

/** The last day of a 'YYYY-MM' month ('' for anything else). */
export function monthEnd(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return '';
  const last = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** The range of two picked months: from the first day of one to the last day of the other. */
export function monthsToRange(start: string, end: string): ReportRange {
  return { startDate: start ? monthStart(start) : '', endDate: monthEnd(end) };
}
