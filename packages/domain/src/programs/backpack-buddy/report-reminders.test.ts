import { describe, expect, it } from 'vitest';
import {
  REPORT_REMINDER_DEFAULT_DAY,
  previousMonthStart,
  reminderDayHasCome,
  reportReminderMonth,
} from './report-reminders.ts';

describe('previousMonthStart', () => {
  it.each([
    ['2026-03-15T12:00:00Z', '2026-02-01'],
    ['2026-03-01T00:00:00Z', '2026-02-01'],
    // A month boundary: the last instant of March is still March (UTC).
    ['2026-03-31T23:59:59.999Z', '2026-02-01'],
    ['2026-04-01T00:00:00Z', '2026-03-01'],
    // A year boundary: January's previous month is December of the year before.
    ['2026-01-05T08:00:00Z', '2025-12-01'],
    ['2025-12-31T23:59:59Z', '2025-11-01'],
    ['2026-11-10T00:00:00Z', '2026-10-01'],
  ])('on %s is %s', (now, month) => {
    expect(previousMonthStart(new Date(now))).toBe(month);
  });

  it('reads the UTC month, not the local one', () => {
    // 8 pm on March 31 in Houston (UTC-5) is already April 1 in UTC.
    expect(previousMonthStart(new Date('2026-03-31T20:00:00-05:00'))).toBe('2026-03-01');
  });
});

describe('reportReminderMonth', () => {
  it.each([
    // [now (UTC), reminder day, the month due or null]
    ['2026-03-04T23:59:59Z', 5, null],
    ['2026-03-05T00:00:00Z', 5, '2026-02-01'],
    ['2026-03-28T10:00:00Z', 5, '2026-02-01'],
    // Month boundary: on the first of April the day has not come; March is not due before the 5th.
    ['2026-03-31T23:59:59Z', 5, '2026-02-01'],
    ['2026-04-01T00:00:00Z', 5, null],
    ['2026-04-05T00:00:00Z', 5, '2026-03-01'],
    // Year boundary: December is reminded in January.
    ['2026-01-04T12:00:00Z', 5, null],
    ['2026-01-05T12:00:00Z', 5, '2025-12-01'],
    ['2025-12-31T23:59:59Z', 5, '2025-11-01'],
    ['2027-01-01T00:00:00Z', 1, '2026-12-01'],
    // The first and the last allowed days.
    ['2026-02-01T00:00:00Z', 1, '2026-01-01'],
    ['2026-02-27T00:00:00Z', 28, null],
    ['2026-02-28T00:00:00Z', 28, '2026-01-01'],
  ])('on %s with day %d: %s', (now, day, month) => {
    expect(reportReminderMonth(new Date(now), day)).toBe(month);
  });

  it('is null for an invalid date', () => {
    expect(reportReminderMonth(new Date('not a date'), 5)).toBeNull();
  });

  it('defaults to the 5th', () => {
    expect(REPORT_REMINDER_DEFAULT_DAY).toBe(5);
    expect(reminderDayHasCome(new Date('2026-05-05T00:00:00Z'), REPORT_REMINDER_DEFAULT_DAY)).toBe(
      true,
    );
  });
});
