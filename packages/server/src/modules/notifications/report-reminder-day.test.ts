import { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

// REPORT_REMINDER_DAY (issue 14 item 5): the day of the month report reminders start, 1 to 28.
describe('REPORT_REMINDER_DAY', () => {
  it('defaults to the 5th, when unset or empty', () => {
    expect(loadConfig({}).reportReminderDay).toBe(5);
    expect(loadConfig({ REPORT_REMINDER_DAY: '' }).reportReminderDay).toBe(5);
  });

  it.each([
    ['1', 1],
    ['12', 12],
    [' 28 ', 28],
  ])('reads %j as %d', (value, day) => {
    expect(loadConfig({ REPORT_REMINDER_DAY: value }).reportReminderDay).toBe(day);
  });

  it.each(['0', '29', '31', '2.5', 'monday'])('refuses %j (the server will not start)', (value) => {
    expect(() => loadConfig({ REPORT_REMINDER_DAY: value })).toThrow(ZodError);
  });
});
