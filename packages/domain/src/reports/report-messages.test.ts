import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '../messages.ts';

// Our wording for the distribution reports (the spec gives the rules only); see docs/decisions.md.
const OURS: [MessageKey, string][] = [
  ['reportIsSubmitted', 'This report has been submitted'],
  ['reportAlreadySubmitted', 'This report has already been submitted'],
  ['studentIdInMonth', 'A student with this ID is already in this month'],
  ['distributionDatesChanged', 'The distribution dates of this month have changed, please reload'],
  ['uploadNoStudents', 'The file has no students'],
  ['requiredStudentName', 'Required student name'],
  ['requiredStudentId', 'Required student ID'],
  ['startAfterEnd', 'Start date cannot be after end date'],
];

describe('distribution report messages', () => {
  it.each(OURS)('%s is our text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    [MESSAGES.uploadRow(3, MESSAGES.requiredStudentId), 'Row 3: Required student ID'],
    [MESSAGES.uploadTooManyStudents(2000), 'The file has more than 2000 students'],
    [MESSAGES.sameStudentIdAs(2), 'Same student ID as row 2'],
    [MESSAGES.studentNameTooLong(255), 'Student name must be 255 characters or less'],
    [MESSAGES.studentIdTooLong(255), 'Student ID must be 255 characters or less'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
