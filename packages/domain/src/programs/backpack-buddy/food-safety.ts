/**
 * Backpack Buddy food safety (spec 3 §3 "Food safety entry", §5, §7): the trainings an admin
 * records on a school's Food Safety tab, and the state of the school's certificate as of a day.
 *
 * Dates are calendar days written MM/DD/YYYY, as typed and shown; the database keeps them as
 * ISO days (YYYY-MM-DD). "Today" is the UTC day, as every date rule of the portal.
 */
import { z } from 'zod';
import { TEXT_MAX } from '../../constants.ts';
import { usDayToIso } from '../../format.ts';
import { dateField, enumField, recordIdField, requiredString } from '../../rules.ts';

/** Ours: a certificate expiring within this many days (today included) is "expiring soon". */
export const FOOD_SAFETY_EXPIRING_DAYS = 30;

/** Ours: the most entries a school's Food Safety tab lists (newest first). */
export const FOOD_SAFETY_ENTRIES_SHOWN = 100;

/** Ours: the refusals of a food safety entry beyond the shared field rules. */
export const FOOD_SAFETY_MESSAGES = {
  /** The expiration date on or before the completion date. */
  expirationNotAfterCompletion: 'Expiration date must be after completion date',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a MM/DD/YYYY or YYYY-MM-DD day, a Date's UTC day, else null. */
function dayNumber(value: string | Date): number | null {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? null : Math.floor(time / 86_400_000);
  }
  const iso = ISO_DAY.test(value) ? value : usDayToIso(value);
  const match = iso ? ISO_DAY.exec(iso) : null;
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

const DATE_FIELDS: readonly PropertyKey[] = ['completionDate', 'expirationDate'];

/** Compare the dates once both parsed, even while Completed By is still missing. */
const datesReady = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => DATE_FIELDS.includes(issue.path?.[0] ?? ''));

/**
 * A food safety entry as the tab's form and adminUpdateFoodSafety take it: completed by
 * (required, trimmed, at most 255 characters), completion and expiration dates (required, real
 * MM/DD/YYYY days, output zero-padded), the expiration after the completion.
 */
export const foodSafetyEntrySchema = z
  .object({
    completedBy: requiredString(TEXT_MAX),
    completionDate: dateField(),
    expirationDate: dateField(),
  })
  .superRefine(
    (entry, ctx) => {
      const completion = dayNumber(entry.completionDate);
      const expiration = dayNumber(entry.expirationDate);
      if (completion !== null && expiration !== null && expiration <= completion) {
        ctx.addIssue({
          code: 'custom',
          path: ['expirationDate'],
          message: FOOD_SAFETY_MESSAGES.expirationNotAfterCompletion,
        });
      }
    },
    { when: datesReady },
  );

export type FoodSafetyEntryInput = z.input<typeof foodSafetyEntrySchema>;
export type FoodSafetyEntry = z.output<typeof foodSafetyEntrySchema>;

/** adminUpdateFoodSafety: an entry for a school. */
export const adminUpdateFoodSafetySchema = foodSafetyEntrySchema.safeExtend({
  schoolId: recordIdField(),
});

/** adminUpdateFoodSafetyStatus: one value of the foodSafetyStatuses enumeration. */
export const adminFoodSafetyStatusSchema = z.object({
  schoolId: recordIdField(),
  foodSafetyStatus: enumField('foodSafetyStatuses'),
});

/** The certificate of a school as of a day, from its latest expiration date. */
export type FoodSafetyCertificateState = 'NONE' | 'CURRENT' | 'EXPIRING_SOON' | 'EXPIRED';

/** How the certificate state reads on the tab and in the school list. */
export const FOOD_SAFETY_CERTIFICATE_LABELS: Record<FoodSafetyCertificateState, string> = {
  NONE: 'No certificate',
  CURRENT: 'Current',
  EXPIRING_SOON: 'Expiring soon',
  EXPIRED: 'Expired',
};

/**
 * The state of a certificate that expires on `expirationDate` (MM/DD/YYYY or YYYY-MM-DD; null or
 * unreadable: no certificate), as of `today` (its UTC day): EXPIRED once the day has passed (a
 * certificate is good through its expiration day), EXPIRING_SOON when it expires within
 * FOOD_SAFETY_EXPIRING_DAYS days (today included), else CURRENT.
 */
export function certificateStateOf(
  expirationDate: string | null | undefined,
  today: Date,
): FoodSafetyCertificateState {
  const expires = expirationDate ? dayNumber(expirationDate) : null;
  const now = dayNumber(today);
  if (expires === null || now === null) return 'NONE';
  if (expires < now) return 'EXPIRED';
  if (expires - now <= FOOD_SAFETY_EXPIRING_DAYS) return 'EXPIRING_SOON';
  return 'CURRENT';
}

/** The latest expiration date of the entries (as written), or null when there are none. */
export function latestExpirationDate(
  entries: readonly { expirationDate: string }[],
): string | null {
  let latest: { date: string; day: number } | null = null;
  for (const { expirationDate } of entries) {
    const day = dayNumber(expirationDate);
    if (day !== null && (latest === null || day > latest.day)) {
      latest = { date: expirationDate, day };
    }
  }
  return latest?.date ?? null;
}

/**
 * A school's food safety certificate as of `today`: the entry that expires last decides (an
 * older, expired training does not matter once a newer one is recorded).
 */
export function foodSafetyCertificate(
  entries: readonly { expirationDate: string }[],
  today: Date,
): { state: FoodSafetyCertificateState; expirationDate: string | null } {
  const expirationDate = latestExpirationDate(entries);
  return { state: certificateStateOf(expirationDate, today), expirationDate };
}
