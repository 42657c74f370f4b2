import { z } from 'zod';
import { countField } from '../../rules.ts';

/**
 * The Allocate tab's form (spec 3 §5 "Weekly allocation: required, numeric, max 4 digits"), shared
 * by the form and the adminSaveAllocation mutation. The rule is the one of every count
 * (`parseCount`): blank 'Required', letters 'Must be a number', negative 'Must be 0 or more', a
 * fraction 'Must be a whole number', five or more digits 'Must be 4 characters or less'.
 */
export const weeklyAllocationSchema = z.object({
  weeklyAllocation: countField(),
});

export type WeeklyAllocationInput = z.input<typeof weeklyAllocationSchema>;
export type WeeklyAllocation = z.output<typeof weeklyAllocationSchema>;

/** The most allocation entries the Allocate tab lists (newest first). */
export const ALLOCATION_ENTRIES_SHOWN = 100;

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of `now`'s calendar month in UTC, as YYYY-MM-01. */
export function utcMonthStart(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-01`;
}

/** The first day of the month after the one that starts on (or contains) `date` (YYYY-MM-DD). */
export function nextMonthStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/**
 * Which term months a weekly allocation changes: those starting on or after the current UTC
 * month start (the current month and the future); past months keep their allocation.
 */
export function isCurrentOrFutureMonth(startDate: string, now: Date = new Date()): boolean {
  return startDate >= utcMonthStart(now);
}

export type MonthComparison = 'same' | 'different' | 'none';

/**
 * The comparison in words (ours: the spec gives only the colours), so the Allocate tab does not
 * rely on colour alone.
 */
export const MONTH_COMPARISON_LABELS: Record<MonthComparison, string> = {
  same: 'Same as next month',
  different: 'Differs from next month',
  none: 'No current and next month to compare',
};

export interface AllocatedMonth {
  /** YYYY-MM-DD, the first day of the month. */
  startDate: string;
  monthlyAllocation: number | null | undefined;
}

export interface MonthComparisonResult {
  comparison: MonthComparison;
  /** The current month's allocation (UTC month start), null when the school has no such month. */
  current: number | null;
  /** The next month's allocation, null when the school has no such month. */
  next: number | null;
}

/** A month's allocation; a school in two terms in one month (August) has both counted. */
function allocationOf(months: readonly AllocatedMonth[], monthStart: string): number | null {
  const matching = months.filter((m) => m.startDate.slice(0, 7) === monthStart.slice(0, 7));
  if (matching.length === 0) return null;
  return matching.reduce((sum, m) => sum + (m.monthlyAllocation ?? 0), 0);
}

/**
 * Spec 3 §4: the monthly allocation of the current month and of the next (UTC month starts) are
 * compared: 'same' (shown green) or 'different' (shown red); 'none' when the school lacks either
 * month, so there is nothing to compare.
 */
export function compareCurrentAndNextMonth(
  months: readonly AllocatedMonth[],
  now: Date = new Date(),
): MonthComparisonResult {
  const currentStart = utcMonthStart(now);
  const current = allocationOf(months, currentStart);
  const next = allocationOf(months, nextMonthStart(currentStart));
  if (current === null || next === null) return { comparison: 'none', current, next };
  return { comparison: current === next ? 'same' : 'different', current, next };
}
