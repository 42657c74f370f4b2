import { z } from 'zod';
import { LONG_TEXT_MAX } from '../constants.ts';
import {
  countField,
  limitedList,
  optionalMultiLineString,
  recordIdField,
  recordIdListField,
  requiredString,
} from '../rules.ts';

/**
 * One student's count on one distribution date of the month: sacks handed out, a whole number
 * of 0 or more (at most 4 digits, like every count). Accepts numbers and numeric strings.
 */
export const distributionDateEntrySchema = z.object({
  termMonthDistributionDateId: recordIdField(),
  distributionNumber: countField(),
});

/**
 * The distribution student modal (spec 1 §5): name and ID number required (trimmed), each
 * date's count required, numeric, at least 0; testimonial optional, at most 5000 characters.
 * The server adds what only it knows: the dates are exactly the month's, the ID is not taken.
 */
export const distributionStudentSchema = z.object({
  studentName: requiredString(),
  studentIdNumber: requiredString(),
  testimonial: optionalMultiLineString(LONG_TEXT_MAX),
  dateEntries: limitedList('dateEntries', distributionDateEntrySchema),
});

export type DistributionStudentInput = z.input<typeof distributionStudentSchema>;
export type DistributionStudent = z.output<typeof distributionStudentSchema>;

/** The report comment of submitReport: optional, at most 5000 characters. */
export const reportCommentsSchema = z.object({
  comments: optionalMultiLineString(LONG_TEXT_MAX),
});

export type ReportCommentsInput = z.input<typeof reportCommentsSchema>;
export type ReportComments = z.output<typeof reportCommentsSchema>;

/** deleteDistributions: at most 5,000 students at once, each id once. */
export const deleteDistributionsSchema = z.object({
  distributionIds: recordIdListField('distributionIds'),
});

/** deleteReports: the reports of at most 1,000 months at once, each id once. */
export const deleteReportsSchema = z.object({
  termMonthIds: recordIdListField('termMonthIds'),
});

/**
 * How student IDs are compared when deciding that two rows are the same student (copying,
 * uploading, adding): trimmed and case-insensitive, so 'ab12' and ' AB12' are one student.
 */
export function studentIdKey(studentIdNumber: string): string {
  return studentIdNumber.trim().toLowerCase();
}
