/**
 * The shared field rules of spec 1 §5 (and spec 2 §5, spec 3 §5), as zod schema builders used by
 * both the forms and the API, and as plain predicates. Every failure carries a catalogue message.
 *
 * Outputs are normalised: strings are trimmed (passwords are not), phones become 123-456-7890,
 * counts become integers, percentages become fractions, times become '11:00 AM', dates
 * 'MM/DD/YYYY', EINs 'NN-NNNNNNN'. Optional fields accept '', null or undefined and give null.
 *
 * Every string has a maximum length and refuses control characters (input-limits.ts): one-line
 * fields all of them, multi-line text (`requiredMultiLineString`, `optionalMultiLineString`)
 * all but tab and line breaks. Every list has a maximum (LIST_LIMITS).
 */
import { z } from 'zod';
import { COUNT_MAX_DIGITS, DATE_MAX, PASSWORD_MIN, TEXT_MAX, TIME_MAX } from './constants.ts';
import { enumValues } from './enums.ts';
import type { EnumName } from './enums.ts';
import { formatPhone, normalizePercent, phoneDigits } from './format.ts';
import {
  LIST_LIMITS,
  hasControlCharacters,
  isRecordId,
  listTooLongMessage,
  type ListName,
  type TextLines,
} from './input-limits.ts';
import { MESSAGES } from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Predicates

/**
 * Whether a value counts as filled in for a required field: blank or whitespace strings, empty
 * lists, null and undefined do not; numbers (0 included, NaN excluded: an emptied number input
 * gives NaN) and booleans (false included) do.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

export function isValidEmail(value: string): boolean {
  return z.regexes.email.test(value.trim());
}

/** Exactly 10 digits once dashes, spaces and parentheses are removed; a leading 0 is allowed. */
export function isValidPhone(value: string): boolean {
  return phoneDigits(value) !== null;
}

const URL_PATTERN = /^https?:\/\/[^\s/?#]+\S*$/i;

/** Starts with http:// or https:// and names a host. */
export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}

const EIN_PATTERN = /^(\d{2})-?(\d{7})$/;

/**
 * An Employer Identification Number: 9 digits, typed NN-NNNNNNN or without the dash (ours: the
 * spec gives the format NN-NNNNNNN; other separators are refused, as a misplaced dash).
 */
export function isValidEin(value: string): boolean {
  return EIN_PATTERN.test(value.trim());
}

/** An EIN as kept and shown: NN-NNNNNNN (a value that is not an EIN is given back as it is). */
export function normalizeEin(value: string): string {
  const match = EIN_PATTERN.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : value;
}

const TIME_PATTERN = /^(0?[1-9]|1[0-2]):([0-5]\d) ?([AP]M)$/i;

/** A 12-hour time like 11:00 AM; AM or PM is needed. */
export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value.trim());
}

const DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** MM/DD/YYYY with slashes (one-digit month and day allowed) naming a real calendar day. */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function normalizeTime(value: string): string {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return value;
  return `${match[1]}:${match[2]} ${(match[3] ?? '').toUpperCase()}`;
}

function normalizeDate(value: string): string {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return value;
  return `${(match[1] ?? '').padStart(2, '0')}/${(match[2] ?? '').padStart(2, '0')}/${match[3]}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** A count or percentage as parsed: the number, or the message explaining why it is not one. */
export type NumberResult = { ok: true; value: number } | { ok: false; message: string };

const NUMERIC_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

function parseNumber(value: unknown): NumberResult {
  if (!isFilled(value)) return { ok: false, message: MESSAGES.required };
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMERIC_TEXT.test(value.trim())
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(number)) return { ok: false, message: MESSAGES.invalidNumber };
  if (number < 0) return { ok: false, message: MESSAGES.nonNegative };
  return { ok: true, value: number };
}

/**
 * A count (enrolment, lunch counts, participants, distributions, allocations). Message choice
 * (the spec gives the rule "numeric, at most 4 digits, at least 0" but no words):
 * - missing or blank: 'Required';
 * - not a number ('abc', '1e3', '+5'): 'Must be a number';
 * - negative: 'Must be 0 or more';
 * - with a fractional part: 'Must be a whole number';
 * - more than 4 characters typed ('12345', '00001') or above 9999: 'Must be 4 characters or less'
 *   (the spec's "max length 4"); `maxDigits` gives another length (Partner Services' people
 *   served per month: 6).
 */
export function parseCount(value: unknown, maxDigits: number = COUNT_MAX_DIGITS): NumberResult {
  const result = parseNumber(value);
  if (!result.ok) return result;
  if (!Number.isInteger(result.value)) return { ok: false, message: MESSAGES.wholeNumber };
  const tooLong = typeof value === 'string' && value.trim().length > maxDigits;
  if (tooLong || result.value > 10 ** maxDigits - 1) {
    return { ok: false, message: MESSAGES.maxLength(maxDigits) };
  }
  return result;
}

/** A percentage typed by a person (0 or more), as the stored fraction: 50 -> 0.5, 150 -> 1. */
export function parsePercent(value: unknown): NumberResult {
  const result = parseNumber(value);
  return result.ok ? { ok: true, value: normalizePercent(result.value) } : result;
}

function numberField(parse: (value: unknown) => NumberResult) {
  return z.union([z.number(), z.string()], { error: MESSAGES.required }).transform((value, ctx) => {
    const result = parse(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

function optionalNumberField(parse: (value: unknown) => NumberResult) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (!isFilled(value)) return null;
      const result = parse(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}

/** A required count: see `parseCount` for the messages. Accepts numbers and numeric strings. */
export function countField(maxDigits: number = COUNT_MAX_DIGITS) {
  return numberField((value) => parseCount(value, maxDigits));
}

/** A count that may be left blank (null). */
export function optionalCountField(maxDigits: number = COUNT_MAX_DIGITS) {
  return optionalNumberField((value) => parseCount(value, maxDigits));
}

/** A required percentage, stored as a fraction: over 100 becomes 1, otherwise value / 100. */
export function percentField() {
  return numberField(parsePercent);
}

/** A percentage that may be left blank (null). */
export function optionalPercentField() {
  return optionalNumberField(parsePercent);
}

// ---------------------------------------------------------------------------------------------
// Text

type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/**
 * A check that reports the message of the first failing rule, so a field shows one message at a
 * time ('Required' before 'Invalid email address'). Its issue stops the later checks and
 * transforms of the field but, unlike zod's `abort: true`, does not stop object-level
 * refinements that declare `when` (passwords match, lunch counts), so those still show while
 * other fields are empty.
 */
function firstFailing<T>(...rules: Rule<T>[]): z.core.CheckFn<T> {
  return (payload) => {
    const failed = rules.find(([test]) => !test(payload.value));
    if (failed) payload.issues.push({ code: 'custom', message: failed[1], input: payload.value });
  };
}

const filled: Rule<string> = [isFilled, MESSAGES.required];
const atMost = (max: number): Rule<string> => [
  (value) => value.length <= max,
  MESSAGES.maxLength(max),
];
/** No control characters: none in one-line fields, none but tab and line breaks in text areas. */
const plain = (lines: TextLines = 'oneLine'): Rule<string> => [
  (value) => !hasControlCharacters(value, lines),
  MESSAGES.controlCharacters,
];
const blankOr = (test: (value: string) => boolean) => (value: string) =>
  value === '' || test(value);
const toNull = (value: string | null | undefined) => (value ? value : null);

/**
 * A required, trimmed one-line string: blank gives 'Required', a control character (tab and line
 * breaks included) 'Must not contain control characters', too long 'Must be {max} characters or
 * less'.
 */
export function requiredString(max: number = TEXT_MAX, lines: TextLines = 'oneLine') {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .check(firstFailing(filled, plain(lines), atMost(max)));
}

/** An optional, trimmed one-line string; blank or missing gives null. */
export function optionalString(max: number = TEXT_MAX, lines: TextLines = 'oneLine') {
  return z
    .string()
    .trim()
    .check(firstFailing(plain(lines), atMost(max)))
    .nullish()
    .transform(toNull);
}

/** A required text area (notes): tab and line breaks allowed, other control characters not. */
export function requiredMultiLineString(max: number) {
  return requiredString(max, 'multiLine');
}

/** An optional text area (testimonial, comments); blank or missing gives null. */
export function optionalMultiLineString(max: number) {
  return optionalString(max, 'multiLine');
}

/**
 * A password as typed (the current one, a confirmation): required, not trimmed, one line, at
 * most TEXT_MAX characters. Its other rules were checked when it was set.
 */
export function typedPasswordField() {
  return z
    .string({ error: MESSAGES.required })
    .check(firstFailing(filled, plain(), atMost(TEXT_MAX)));
}

/**
 * A one-line string kept as sent (not trimmed), checked only for control characters and length:
 * for values another rule reads later (a participant's phone and email, which depend on the
 * type) or drops.
 */
export function rawString(max: number = TEXT_MAX) {
  return z.string().check(firstFailing(plain(), atMost(max)));
}

/** Whether `rawString` accepts the value (so a later rule on it does not repeat its message). */
export function isRawStringValid(value: string, max: number = TEXT_MAX): boolean {
  return !hasControlCharacters(value) && value.length <= max;
}

/** A required email: trimmed, case kept as typed (uniqueness checks compare case-insensitively). */
export function emailField() {
  return requiredString(TEXT_MAX).check(firstFailing([isValidEmail, MESSAGES.invalidEmail]));
}

/** An optional email; blank or missing gives null. */
export function optionalEmailField() {
  return z
    .string()
    .trim()
    .check(firstFailing(plain(), atMost(TEXT_MAX), [blankOr(isValidEmail), MESSAGES.invalidEmail]))
    .nullish()
    .transform(toNull);
}

/** A required phone: 10 digits (dashes, spaces, parentheses ignored), output 123-456-7890. */
export function phoneField() {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .check(firstFailing(filled, plain(), atMost(TEXT_MAX), [isValidPhone, MESSAGES.invalidPhone]))
    .transform((value) => formatPhone(value));
}

/** An optional phone; blank or missing gives null, otherwise as `phoneField`. */
export function optionalPhoneField() {
  return z
    .string()
    .trim()
    .check(firstFailing(plain(), atMost(TEXT_MAX), [blankOr(isValidPhone), MESSAGES.invalidPhone]))
    .nullish()
    .transform((value) => (value ? formatPhone(value) : null));
}

/** A new password: 6 or more characters, then one uppercase letter. Not trimmed. */
export function passwordField() {
  return z
    .string({ error: MESSAGES.required })
    .check(
      firstFailing(
        filled,
        plain(),
        [(value) => value.length >= PASSWORD_MIN, MESSAGES.minLength6],
        atMost(TEXT_MAX),
        [(value) => /[A-Z]/.test(value), MESSAGES.uppercase],
      ),
    );
}

/** A checkbox that must be ticked (the I Agree boxes). */
export function requiredCheckbox() {
  return z
    .boolean({ error: MESSAGES.required })
    .check(firstFailing([(value) => value, MESSAGES.required]));
}

/** A required URL starting with http:// or https:// (survey links). */
export function urlField(max: number = TEXT_MAX) {
  return requiredString(max).check(firstFailing([isValidUrl, MESSAGES.invalidUrl]));
}

/** An optional URL (a website); blank or missing gives null, otherwise as `urlField`. */
export function optionalUrlField(max: number = TEXT_MAX) {
  return z
    .string()
    .trim()
    .check(firstFailing(plain(), atMost(max), [blankOr(isValidUrl), MESSAGES.invalidUrl]))
    .nullish()
    .transform(toNull);
}

/**
 * A required EIN: 9 digits with or without the dash ('123456789', '12-3456789'), output
 * NN-NNNNNNN; anything else gives 'Invalid EIN, must be 9 digits (12-3456789)'.
 */
export function einField() {
  return requiredString(TEXT_MAX)
    .check(firstFailing([isValidEin, MESSAGES.invalidEin]))
    .transform((value) => normalizeEin(value));
}

/** An optional EIN; blank or missing gives null, otherwise as `einField`. */
export function optionalEinField() {
  return z
    .string()
    .trim()
    .check(firstFailing(plain(), atMost(TEXT_MAX), [blankOr(isValidEin), MESSAGES.invalidEin]))
    .nullish()
    .transform((value) => (value ? normalizeEin(value) : null));
}

/** A required time like '11:00 AM' (at most 8 characters), output as 'h:mm AM'. */
export function timeField() {
  return requiredString(TIME_MAX)
    .check(firstFailing([isValidTime, MESSAGES.invalidTime]))
    .transform((value) => normalizeTime(value));
}

/** An optional time; blank or missing gives null. */
export function optionalTimeField() {
  return z
    .string()
    .trim()
    .check(firstFailing(plain(), atMost(TIME_MAX), [blankOr(isValidTime), MESSAGES.invalidTime]))
    .nullish()
    .transform((value) => (value ? normalizeTime(value) : null));
}

/** A required date MM/DD/YYYY (at most 10 characters, a real day), output zero-padded. */
export function dateField() {
  return requiredString(DATE_MAX)
    .check(firstFailing([isValidDate, MESSAGES.invalidDate]))
    .transform((value) => normalizeDate(value));
}

/** An optional date; blank or missing gives null. */
export function optionalDateField() {
  return z
    .string()
    .trim()
    .check(firstFailing(plain(), atMost(DATE_MAX), [blankOr(isValidDate), MESSAGES.invalidDate]))
    .nullish()
    .transform((value) => (value ? normalizeDate(value) : null));
}

/** One value of a named enumeration; nothing chosen (or an unknown value) gives 'Required'. */
export function enumField<N extends EnumName>(name: N) {
  return z.enum(enumValues(name), { error: MESSAGES.required });
}

/** The most values a multi-select of the enumeration may send: each of its options once. */
export function enumListMax(name: EnumName): number {
  return enumValues(name).length;
}

/**
 * A list of values of a named enumeration, at most `enumListMax` of them (possibly empty); an
 * unknown value gives 'Required', as enumField's (never zod's own "Invalid option" text).
 */
export function optionalEnumListField<N extends EnumName>(name: N) {
  const max = enumListMax(name);
  return z
    .array(z.enum(enumValues(name), { error: MESSAGES.required }))
    .max(max, MESSAGES.tooManyItems(max, 'choices'))
    .nullish()
    .transform((v) => v ?? []);
}

/** A non-empty list of values of a named enumeration (multi-selects such as gradesServed). */
export function enumListField<N extends EnumName>(name: N) {
  const max = enumListMax(name);
  return z
    .array(z.enum(enumValues(name), { error: MESSAGES.required }), { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(max, MESSAGES.tooManyItems(max, 'choices'));
}

// ---------------------------------------------------------------------------------------------
// Ids and lists

/**
 * A record id as a number (a select's value, a row's id): a whole number from 1 to ID_MAX (the
 * database's integer), else `message` ('Required': nothing valid was chosen).
 */
export function recordIdField(message: string = MESSAGES.required) {
  return z.number({ error: message }).refine(isRecordId, message);
}

/** `element`s, at most the list's maximum (LIST_LIMITS), checked before any element. */
export function limitedList<T extends z.ZodType>(name: ListName, element: T) {
  return z
    .array(element, { error: MESSAGES.required })
    .max(LIST_LIMITS[name].max, listTooLongMessage(name));
}

/**
 * The ids one operation acts on (deleteDistributions, deleteReports): at most the list's
 * maximum, each a record id ('Not found' otherwise), repeated ids once.
 */
export function recordIdListField(name: ListName) {
  return limitedList(name, recordIdField(MESSAGES.notFound)).transform((ids) => [...new Set(ids)]);
}

// ---------------------------------------------------------------------------------------------
// Lunch counts

export interface LunchCounts {
  numTotalEnrollment?: number | null;
  numFreeLunch?: number | null;
  numReducedLunch?: number | null;
}

export type LunchCountIssue = { path: 'numFreeLunch' | 'numReducedLunch'; message: string };

/** Free and reduced lunch counts must not exceed total enrollment (each on its own). */
export function lunchCountIssues(values: LunchCounts): LunchCountIssue[] {
  const total = values.numTotalEnrollment;
  if (typeof total !== 'number') return [];
  return (['numFreeLunch', 'numReducedLunch'] as const)
    .filter((path) => {
      const count = values[path];
      return typeof count === 'number' && count > total;
    })
    .map((path) => ({ path, message: MESSAGES.lessThanEnrollment }));
}

/**
 * For `.superRefine(lunchCountsRefine, { when: lunchCountsReady })` on an object schema holding
 * the three counts: puts 'Must be less than total enrollment' on the offending field path.
 */
export function lunchCountsRefine(values: LunchCounts, ctx: z.RefinementCtx): void {
  for (const issue of lunchCountIssues(values)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }
}

const LUNCH_COUNT_FIELDS: readonly PropertyKey[] = [
  'numTotalEnrollment',
  'numFreeLunch',
  'numReducedLunch',
];

/**
 * The `when` of the lunch-count refinement: run it once the three counts themselves parsed,
 * even if other fields of the form still have errors (zod skips object refinements otherwise).
 */
export function lunchCountsReady(payload: {
  issues: readonly { path?: readonly PropertyKey[] }[];
}): boolean {
  return !payload.issues.some((issue) => LUNCH_COUNT_FIELDS.includes(issue.path?.[0] ?? ''));
}

/** Adds the lunch-count rule to an object schema. */
export function withLunchCountsRule<T extends z.ZodType<LunchCounts>>(schema: T): T {
  return schema.superRefine(lunchCountsRefine, { when: lunchCountsReady });
}
