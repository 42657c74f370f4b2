/**
 * Date, phone and percentage formatting shared by screens, exports and agreement texts.
 *
 * Dates are formatted in UTC unless a time zone is passed (an IANA name such as
 * 'America/Chicago'). UTC is the default because spec 3 §9 shows list and export dates in UTC and
 * because the same input then gives the same text on the server and in every browser.
 */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** A date as a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

const PHONE_SEPARATORS = /[-\s()]/g;

/** The ten digits of a phone number written with dashes, spaces or parentheses, else null. */
export function phoneDigits(value: string): string | null {
  const digits = value.trim().replace(PHONE_SEPARATORS, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** '1234567890' or '(123) 456-7890' -> '123-456-7890'; anything else is returned unchanged. */
export function formatPhone(value: string | null | undefined): string {
  if (value == null) return '';
  const digits = phoneDigits(value);
  if (digits === null) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function formatDate(
  date: DateInput | null | undefined,
  pattern: string,
  timeZone?: string,
): string {
  if (date == null || date === '') return '';
  const utcDate = dayjs.utc(date);
  if (!utcDate.isValid()) return '';
  return (timeZone ? utcDate.tz(timeZone) : utcDate).format(pattern);
}

/** M-D-YY, as in lists and exports: 2024-03-05 -> '3-5-24'. Empty for a missing or bad date. */
export function formatShortDate(date: DateInput | null | undefined, timeZone?: string): string {
  return formatDate(date, 'M-D-YY', timeZone);
}

/** 'MMMM Do, YYYY h:mm a': 'March 5th, 2024 2:07 pm'. */
export function formatLongDateTime(date: DateInput | null | undefined, timeZone?: string): string {
  return formatDate(date, 'MMMM Do, YYYY h:mm a', timeZone);
}

/** MM/DD/YYYY, the date line of the principal signature. */
export function formatSignatureDate(date: DateInput | null | undefined, timeZone?: string): string {
  return formatDate(date, 'MM/DD/YYYY', timeZone);
}

/**
 * The "US format" date of the agreement texts: M/D/YYYY, as `toLocaleDateString('en-US')`
 * writes it (our reading; the spec names the format only).
 */
export function formatUsDate(date: DateInput | null | undefined, timeZone?: string): string {
  return formatDate(date, 'M/D/YYYY', timeZone);
}

const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A zero-padded MM/DD/YYYY day (dateField's output) as YYYY-MM-DD, as `date` columns keep it;
 * null for anything else.
 */
export function usDayToIso(value: string): string | null {
  const match = US_DAY.exec(value);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** A YYYY-MM-DD day (a `date` column) as MM/DD/YYYY; null for anything else. */
export function isoDayToUs(value: string): string | null {
  const match = ISO_DAY.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/**
 * A percentage typed by a person as the stored fraction: values over 100 become 1, otherwise
 * the value is divided by 100 (spec 1 §5). Arithmetic only: rejecting negatives is the job of
 * `percentField` in rules.ts.
 */
export function normalizePercent(value: number): number {
  return value > 100 ? 1 : value / 100;
}

/** A stored fraction as the number a person edits: 0.5 -> 50 (rounded to 2 decimals). */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 10000) / 100;
}

/** A stored fraction for display: 0.5 -> '50%', 0.3333 -> '33.33%'; empty when missing. */
export function formatPercent(fraction: number | null | undefined): string {
  if (fraction == null || !Number.isFinite(fraction)) return '';
  return `${fractionToPercent(fraction)}%`;
}
