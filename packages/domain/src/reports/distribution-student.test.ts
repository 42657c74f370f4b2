import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  distributionStudentSchema,
  reportCommentsSchema,
  studentIdKey,
} from './distribution-student.ts';

const student = {
  studentName: 'Ana Ruiz',
  studentIdNumber: 'S-100',
  testimonial: '',
  dateEntries: [
    { termMonthDistributionDateId: 11, distributionNumber: '1' },
    { termMonthDistributionDateId: 12, distributionNumber: 0 },
  ],
};

const messageAt = (input: unknown, path: string) => {
  const result = distributionStudentSchema.safeParse(input);
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
};

describe('distributionStudentSchema', () => {
  it('accepts a student, trims the name and ID, and gives counts as numbers', () => {
    expect(
      distributionStudentSchema.parse({
        ...student,
        studentName: '  Ana Ruiz ',
        studentIdNumber: '  S-100  ',
      }),
    ).toEqual({
      studentName: 'Ana Ruiz',
      studentIdNumber: 'S-100',
      testimonial: null,
      dateEntries: [
        { termMonthDistributionDateId: 11, distributionNumber: 1 },
        { termMonthDistributionDateId: 12, distributionNumber: 0 },
      ],
    });
  });

  it.each([
    ['blank name', { studentName: '   ' }, 'studentName', MESSAGES.required],
    ['missing name', { studentName: undefined }, 'studentName', MESSAGES.required],
    ['blank ID', { studentIdNumber: ' ' }, 'studentIdNumber', MESSAGES.required],
    ['name over 255', { studentName: 'x'.repeat(256) }, 'studentName', MESSAGES.maxLength(255)],
    [
      '5001-character testimonial',
      { testimonial: 'x'.repeat(5001) },
      'testimonial',
      'Must be 5000 characters or less',
    ],
    ['missing dates list', { dateEntries: undefined }, 'dateEntries', MESSAGES.required],
  ])('%s is refused', (_case, change, path, message) => {
    expect(messageAt({ ...student, ...change }, path)).toBe(message);
  });

  it.each([
    ['0', 0],
    [0, 0],
    ['12', 12],
    [' 3 ', 3],
    ['9999', 9999],
  ])('count %j is accepted as %d', (count, value) => {
    const parsed = distributionStudentSchema.parse({
      ...student,
      dateEntries: [{ termMonthDistributionDateId: 1, distributionNumber: count }],
    });
    expect(parsed.dateEntries[0]!.distributionNumber).toBe(value);
  });

  it.each([
    ['', MESSAGES.required],
    ['  ', MESSAGES.required],
    [null, MESSAGES.required],
    ['abc', MESSAGES.invalidNumber],
    ['-1', MESSAGES.nonNegative],
    [-2, MESSAGES.nonNegative],
    ['1.5', MESSAGES.wholeNumber],
    ['10000', MESSAGES.maxLength(4)],
  ])('count %j is refused with %s', (count, message) => {
    expect(
      messageAt(
        {
          ...student,
          dateEntries: [{ termMonthDistributionDateId: 1, distributionNumber: count }],
        },
        'dateEntries.0.distributionNumber',
      ),
    ).toBe(message);
  });

  it('keeps a 5000-character testimonial', () => {
    const testimonial = 'y'.repeat(5000);
    expect(distributionStudentSchema.parse({ ...student, testimonial }).testimonial).toBe(
      testimonial,
    );
  });

  it('ignores fields of the API input that are not the student (ids of the month and row)', () => {
    const parsed = distributionStudentSchema.parse({
      ...student,
      termMonthId: 4,
      distributionId: 9,
    });
    expect(parsed).not.toHaveProperty('termMonthId');
  });
});

describe('reportCommentsSchema', () => {
  it.each([
    [{ comments: '  Good month ' }, { comments: 'Good month' }],
    [{ comments: '' }, { comments: null }],
    [{}, { comments: null }],
    [{ comments: 'z'.repeat(5000) }, { comments: 'z'.repeat(5000) }],
  ])('%j gives %j', (input, output) => {
    expect(reportCommentsSchema.parse(input)).toEqual(output);
  });

  it('refuses 5001 characters', () => {
    const result = reportCommentsSchema.safeParse({ comments: 'z'.repeat(5001) });
    expect(result.error?.issues[0]?.message).toBe('Must be 5000 characters or less');
  });
});

describe('studentIdKey', () => {
  it.each([
    ['AB12', 'ab12'],
    ['  ab12 ', 'ab12'],
    ['007', '007'],
  ])('%j -> %j', (id, key) => {
    expect(studentIdKey(id)).toBe(key);
  });
});
