/**
 * Agreement rules (spec 1 §4, spec 2 §4 and "Agreement texts and their rules"): which text
 * version an application shows, when a school counts as continuing, and the agreement date.
 *
 * All dates are read in UTC, like the rest of the domain (format.ts), so the server and every
 * browser choose the same version and write the same date for the same record.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { AGREEMENT_CUTOFF_ISO } from '../constants.ts';
import { formatUsDate } from '../format.ts';
import type { DateInput } from '../format.ts';

dayjs.extend(utc);

export type TextVersion = 'older' | 'newer';

/** A valid instant, or null for a missing, empty or unparsable date. */
function instant(date: DateInput | null | undefined): dayjs.Dayjs | null {
  if (date == null || date === '') return null;
  const value = dayjs.utc(date);
  return value.isValid() ? value : null;
}

/** The first instant of the newer text: AGREEMENT_CUTOFF_ISO at 00:00 UTC. */
export const AGREEMENT_CUTOFF = dayjs.utc(AGREEMENT_CUTOFF_ISO);

/** True when the record was submitted before the cut-off (August 1, 2024, UTC). */
export function submittedBeforeCutoff(submittedAt: DateInput | null | undefined): boolean {
  const submitted = instant(submittedAt);
  return submitted !== null && submitted.isBefore(AGREEMENT_CUTOFF);
}

/**
 * The agreement text version: older when the record was submitted before August 1, 2024 (UTC)
 * or when the continuation condition holds; otherwise newer. An unsubmitted record (no or an
 * unparsable submittedAt) without the continuation condition gets the newer text.
 */
export function agreementVersion(input: {
  submittedAt?: DateInput | null;
  continuationCondition?: boolean | null;
}): TextVersion {
  return input.continuationCondition === true || submittedBeforeCutoff(input.submittedAt)
    ? 'older'
    : 'newer';
}

/**
 * The continuation condition: the school had an APPROVED, non-continuation application of the
 * same program submitted in the previous calendar year.
 */
export function isContinuation(input: {
  previousYearApprovedNonContinuation?: boolean | null;
}): boolean {
  return input.previousYearApprovedNonContinuation === true;
}

/** The calendar year (UTC) whose approvals make a school continuing: the year before `now`. */
export function continuationYear(now: DateInput): number {
  const current = instant(now);
  if (current === null) throw new RangeError(`continuationYear: invalid date ${String(now)}`);
  return current.year() - 1;
}

/** The fields of a same-program application that the continuation condition reads. */
export interface ContinuationCandidate {
  readonly status?: string | null;
  readonly isContinuation?: boolean | null;
  readonly submittedAt?: DateInput | null;
}

/**
 * The application that makes a school continuing: among the school's applications of the same
 * program, the APPROVED, non-continuation one submitted in the previous calendar year (UTC); the
 * latest submitted when there are several. Undefined when there is none.
 */
export function previousYearApproval<T extends ContinuationCandidate>(
  applications: readonly T[],
  now: DateInput,
): T | undefined {
  const year = continuationYear(now);
  let found: { application: T; at: dayjs.Dayjs } | undefined;
  for (const application of applications) {
    const at = instant(application.submittedAt);
    if (application.status !== 'APPROVED' || application.isContinuation === true) continue;
    if (at === null || at.year() !== year) continue;
    if (!found || at.isAfter(found.at)) found = { application, at };
  }
  return found?.application;
}

/** The continuation condition computed from the school's same-program applications. */
export function hasPreviousYearApproval(
  applications: readonly ContinuationCandidate[],
  now: DateInput,
): boolean {
  return previousYearApproval(applications, now) !== undefined;
}

/**
 * The agreement date, in US format (M/D/YYYY): the record's submittedAt; if absent and the record
 * is a continuation and not new, the submission date of the previous-calendar-year APPROVED
 * application of the same program; otherwise today. A value that is missing or unparsable counts
 * as absent. `timeZone` (an IANA name) only changes how the chosen instant is written.
 */
export function agreementDate(input: {
  submittedAt?: DateInput | null;
  isContinuation?: boolean | null;
  isNew?: boolean | null;
  previousApprovedSubmittedAt?: DateInput | null;
  today: DateInput;
  timeZone?: string;
}): string {
  const submitted = instant(input.submittedAt);
  if (submitted !== null) return formatUsDate(submitted.toDate(), input.timeZone);
  if (input.isContinuation === true && input.isNew !== true) {
    const previous = instant(input.previousApprovedSubmittedAt);
    if (previous !== null) return formatUsDate(previous.toDate(), input.timeZone);
  }
  return formatUsDate(input.today, input.timeZone);
}
