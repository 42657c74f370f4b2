/**
 * Monthly report reminders (issue 14 item 5; the spec has none): once the reminder day of a month
 * has come (UTC), the educators of an approved Backpack Buddy school whose report of the
 * previous month is not submitted get one reminder, once per school and month.
 *
 * The pure rule: which month is due on a given instant, and whether the day has come. Months are
 * named by their first day (YYYY-MM-01), as term months are; "today" is the UTC day, as every
 * date rule of the portal.
 */
/** Ours: the default reminder day of the month (REPORT_REMINDER_DAY). */
export const REPORT_REMINDER_DEFAULT_DAY = 5;
/** The reminder day is 1 to 28, so that every month has it (February included). */
export const REPORT_REMINDER_DAY_MIN = 1;
export const REPORT_REMINDER_DAY_MAX = 28;

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day (YYYY-MM-01) of the UTC month before the one of `now`. */
export function previousMonthStart(now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth(); // 0-based: January is 0, so the previous month is `month`
  return month === 0 ? `${year - 1}-12-01` : `${year}-${pad(month)}-01`;
}

/** Whether the reminder day of the month has come on `now` (its UTC day, the day included). */
export function reminderDayHasCome(now: Date, reminderDay: number): boolean {
  return now.getUTCDate() >= reminderDay;
}

/**
 * The month whose missing reports are reminded on `now`: the previous UTC month once the
 * reminder day of the current month has come, else null (nothing is due yet; the month before
 * that is no longer reminded either, whose own day came and went last month).
 */
export function reportReminderMonth(now: Date, reminderDay: number): string | null {
  if (Number.isNaN(now.getTime())) return null;
  return reminderDayHasCome(now, reminderDay) ? previousMonthStart(now) : null;
}
