export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface MonthTotalsInput {
  monthlyAllocation: number;
  distributions: readonly {
    distributionDateEntries: readonly { distributionNumber: number }[];
  }[];
}

export interface MonthTotals {
  allocated: number;
  distributed: number;
  /** allocated - distributed: negative when more sacks went out than were allocated. */
  discarded: number;
}

/** A term month's arithmetic (spec 1 §4): discarded = allocated minus distributed. */
export function monthTotals({ monthlyAllocation, distributions }: MonthTotalsInput): MonthTotals {
  let distributed = 0;
  for (const distribution of distributions) {
    for (const entry of distribution.distributionDateEntries)
      distributed += entry.distributionNumber;
  }
  return { allocated: monthlyAllocation, distributed, discarded: monthlyAllocation - distributed };
}

/** The year and month name of a YYYY-MM-DD date. */
export function monthParts(startDate: string): {
  year: number;
  month: (typeof MONTH_NAMES)[number];
} {
  const [year, month] = startDate.split('-').map(Number);
  const name = MONTH_NAMES[(month ?? 0) - 1];
  if (!year || !name) throw new Error(`not a YYYY-MM-DD date: ${startDate}`);
  return { year, month: name };
}

/** termMonthFormatted: '2025-10-01' -> 'October 2025'. */
export function termMonthLabel(startDate: string): string {
  const { year, month } = monthParts(startDate);
  return `${month} ${year}`;
}
