import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  NOTIFICATION_TEXT_MAX,
  adminEditNotificationSchema,
  bannerNotificationFormSchema,
  hasBannerText,
} from './notification.ts';

const issue = (text: unknown) => {
  const result = bannerNotificationFormSchema.safeParse({ text });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the banner notification text', () => {
  it('is at most 5000 characters (spec 3 §5)', () => {
    expect(NOTIFICATION_TEXT_MAX).toBe(5000);
  });

  it.each([
    ['Reports are due by the 10th.', 'Reports are due by the 10th.'],
    ['  two\nlines \n', 'two\nlines'],
    ['', ''],
    ['   ', ''],
    ['x'.repeat(5000), 'x'.repeat(5000)],
    ['tab\tand\r\nbreaks', 'tab\tand\r\nbreaks'],
  ])('accepts %j as %j', (text, parsed) => {
    expect(bannerNotificationFormSchema.parse({ text })).toEqual({ text: parsed });
  });

  it.each([
    ['x'.repeat(5001), MESSAGES.maxLength(5000)],
    // Counted as typed: trailing blanks over the limit are still over it.
    [`${'x'.repeat(4999)}  `, MESSAGES.maxLength(5000)],
    ['bell\u0007', MESSAGES.controlCharacters],
    ['nul\u0000', MESSAGES.controlCharacters],
    [undefined, MESSAGES.required],
    [null, MESSAGES.required],
  ])('refuses %j with %j', (text, message) => {
    expect(issue(text)).toBe(message);
  });

  it('says the limit in words', () => {
    expect(MESSAGES.maxLength(NOTIFICATION_TEXT_MAX)).toBe('Must be 5000 characters or less');
  });

  it('adminEditNotification needs a record id', () => {
    expect(adminEditNotificationSchema.safeParse({ notificationId: 0, text: 'a' }).success).toBe(
      false,
    );
    expect(adminEditNotificationSchema.parse({ notificationId: 3, text: ' a ' })).toEqual({
      notificationId: 3,
      text: 'a',
    });
  });

  it.each([
    ['text', true],
    [' \n ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('hasBannerText(%j) is %s', (text, shown) => {
    expect(hasBannerText(text)).toBe(shown);
  });
});
