// Term calendar: the dates of terms, their months and distribution days (approval creates a
// school's term months with them; the seed too). Dates are ISO strings (YYYY-MM-DD) computed in UTC.
// A term's own dates are the domain's rule (settings/next-terms.ts), as Program Settings creates
// them.
export { termDates } from '@portal/domain';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** First day of every calendar month from startDate's month to endDate's month. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  const months: string[] = [];
  for (
    let d = utc(start.getUTCFullYear(), start.getUTCMonth(), 1);
    d <= end;
    d = utc(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
  ) {
    months.push(iso(d));
  }
  return months;
}

/** The Fridays of the month that starts on monthStart. */
export function fridaysOf(monthStart: string): string[] {
  const first = new Date(`${monthStart}T00:00:00Z`);
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth();
  const offset = (5 - first.getUTCDay() + 7) % 7;
  const dates: string[] = [];
  for (
    let d = utc(year, month, 1 + offset);
    d.getUTCMonth() === month;
    d = utc(year, month, d.getUTCDate() + 7)
  ) {
    dates.push(iso(d));
  }
  return dates;
}
