/**
 * The banner notification of a program (spec 3 §2 Banner Notifications, §3 Notification, §5 and
 * §9: banner text at most 5000 characters, §7 adminEditNotification): the text educators read as
 * the Reminder banner (spec 1 §2, spec 2 §2). The same schema checks the admin's form and the
 * server's mutation.
 *
 * Ours: an empty (or blank) text is allowed and clears the banner, since the Reminder banner
 * shows only "when a notification text exists"; the text is kept trimmed; line breaks are kept
 * (the banner shows them), other control characters are refused.
 */
import { z } from 'zod';
import { LONG_TEXT_MAX } from '../constants.ts';
import { hasControlCharacters } from '../input-limits.ts';
import { MESSAGES } from '../messages.ts';
import { recordIdField } from '../rules.ts';

/** Spec 3 §5, §9: banner text max length 5000. */
export const NOTIFICATION_TEXT_MAX = LONG_TEXT_MAX;

/** Ours: the refusals of adminEditNotification beyond the text's own rules. */
export const NOTIFICATION_MESSAGES = {
  /** A notificationId that names no banner. */
  unknownNotification: 'This banner notification does not exist.',
} as const;

/**
 * The banner text as typed: at most NOTIFICATION_TEXT_MAX characters as typed (what the form's
 * counter counts), no control characters but tab and line breaks; the output is trimmed ('' clears
 * the banner).
 */
export const notificationTextSchema = z
  .string({ error: MESSAGES.required })
  .refine((value) => !hasControlCharacters(value, 'multiLine'), MESSAGES.controlCharacters)
  .refine(
    (value) => value.length <= NOTIFICATION_TEXT_MAX,
    MESSAGES.maxLength(NOTIFICATION_TEXT_MAX),
  )
  .transform((value) => value.trim());

/** The Banner Notifications form. */
export const bannerNotificationFormSchema = z.object({ text: notificationTextSchema });
export type BannerNotificationFormInput = z.input<typeof bannerNotificationFormSchema>;

/** adminEditNotification(notificationId, text). */
export const adminEditNotificationSchema = bannerNotificationFormSchema.safeExtend({
  notificationId: recordIdField(),
});

/** Whether a stored text shows a banner (a blank one does not). */
export function hasBannerText(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}
