/**
 * Ours (issue 12, bad input): what any input may hold, whatever the field. Text carries no
 * control characters (multi-line text keeps tab, line feed and carriage return), every list has
 * a documented maximum, and a record id fits the database's integer column. The field rules
 * (rules.ts) and the server's GraphQL input guard use these, so bad input gets a clear message
 * and never reaches the database (PostgreSQL refuses NUL bytes and ids beyond int4).
 */
import { MESSAGES } from './messages.ts';

/** The largest record id: every id column is a PostgreSQL `integer` (int4). */
export const ID_MAX = 2_147_483_647;

/** One-line fields (names, emails, ids) or multi-line text (notes, testimonial, comments). */
export type TextLines = 'oneLine' | 'multiLine';

/** Unicode control characters (C0, DEL and C1), NUL included. */
const CONTROL = /\p{Cc}/u;
/** The same, except tab, line feed and carriage return. */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/** Whether the text holds a control character its kind of field does not allow. */
export function hasControlCharacters(value: string, lines: TextLines = 'oneLine'): boolean {
  return (lines === 'oneLine' ? CONTROL : CONTROL_BUT_LINE_BREAKS).test(value);
}

/**
 * The maximum of every list argument of the GraphQL API (and of the forms that send them), by
 * name. `bulk` lists are one operation's targets ('At most 5,000 distributions at once.'); the
 * others are parts of a form ('At most 100 team members'). Multi-selects of an enumeration
 * (gradesServed, programInterests) hold at most the enumeration's options (rules.ts).
 */
export const LIST_LIMITS = {
  /** deleteDistributions(distributionIds): a month's students selected on the report screen. */
  distributionIds: { max: 5000, noun: 'distributions', bulk: true },
  /** deleteReports(termMonthIds): months selected on an admin's report screen. */
  termMonthIds: { max: 1000, noun: 'reports', bulk: true },
  /** adminUpdateApplications(input.applications): status changes of one school's applications. */
  applicationStatuses: { max: 100, noun: 'applications', bulk: true },
  /** enums(names): there are fewer than 30 enumerations. */
  enumNames: { max: 50, noun: 'enumerations', bulk: true },
  /** uploadStudents(input.students): rows of one template upload (UPLOAD_MAX_STUDENTS). */
  uploadedStudents: { max: 2000, noun: 'students', bulk: true },
  /** saveDistribution(input.dateEntries): one count per distribution date of a month. */
  dateEntries: { max: 31, noun: 'distribution dates', bulk: false },
  /** teamMembers of step 1, editSchoolContacts and adminUpdateSchoolContacts. */
  teamMembers: { max: 100, noun: 'team members', bulk: false },
  /** teachers of Teachers Aid's step 2: one application's teacher roster. */
  teachers: { max: 1000, noun: 'teachers', bulk: false },
  /** adminUpdateEducatorUser(input.schoolIds): the schools assigned to one educator. */
  schoolIds: { max: 200, noun: 'schools', bulk: false },
  /** adminUpdateEducatorUser(input.siteIds): the Kids Cafe sites assigned to one educator. */
  siteIds: { max: 200, noun: 'sites', bulk: false },
  /** adminUpdateEducatorUser(input.organizationIds): the organizations assigned to one educator. */
  organizationIds: { max: 200, noun: 'organizations', bulk: false },
} as const;

export type ListName = keyof typeof LIST_LIMITS;

/**
 * Ceilings of the GraphQL input guard, for any argument of any operation: above every field's
 * own maximum (LONG_TEXT_MAX, LIST_LIMITS), so a field's own message is what a person reads.
 */
export const INPUT_CEILINGS = {
  /** Characters of one string argument or variable. */
  textLength: 10_000,
  /** Items of one list argument or variable. */
  listLength: 10_000,
} as const;

/** The message of a list over its maximum. */
export function listTooLongMessage(name: ListName): string {
  const { max, noun, bulk } = LIST_LIMITS[name];
  return bulk ? MESSAGES.tooManyAtOnce(max, noun) : MESSAGES.tooManyItems(max, noun);
}

/** The message when `list` is longer than the list's maximum, else null. */
export function listLimitIssue(name: ListName, list: readonly unknown[]): string | null {
  return list.length > LIST_LIMITS[name].max ? listTooLongMessage(name) : null;
}

/** Whether a number can be a record id: a whole number from 1 to ID_MAX. */
export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= ID_MAX;
}

/**
 * A record id given as text (a route parameter, a String argument): digits only, from 1 to
 * ID_MAX, else null. '1e3', ' 12', '12.0' and '99999999999' are not ids.
 */
export function parseRecordId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isRecordId(id) ? id : null;
}
