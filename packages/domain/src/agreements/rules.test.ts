import { describe, expect, it } from 'vitest';
import {
  agreementDate,
  agreementVersion,
  continuationYear,
  hasPreviousYearApproval,
  isContinuation,
  previousYearApproval,
  submittedBeforeCutoff,
} from './rules.ts';

describe('agreementVersion', () => {
  it.each([
    ['2024-07-31T23:59:59.999Z', false, 'older'],
    ['2024-07-31T23:59Z', false, 'older'],
    ['2024-08-01T00:00Z', false, 'newer'],
    ['2024-08-01T00:00:00.000Z', false, 'newer'],
    ['2023-03-05T12:00Z', false, 'older'],
    ['2025-01-10T12:00Z', false, 'newer'],
    // An offset is read as the instant it names: 19:30 in Houston on July 31 is August 1 UTC.
    ['2024-07-31T19:30:00-05:00', false, 'newer'],
    ['2025-01-10T12:00Z', true, 'older'],
    ['2024-08-01T00:00Z', true, 'older'],
    [null, false, 'newer'],
    [undefined, false, 'newer'],
    ['', false, 'newer'],
    ['not a date', false, 'newer'],
    [null, true, 'older'],
    [undefined, null, 'newer'],
    [new Date('2024-07-15T00:00Z'), null, 'older'],
    [Date.parse('2024-09-15T00:00Z'), undefined, 'newer'],
  ] as const)(
    'submittedAt %s, continuation %s -> %s',
    (submittedAt, continuationCondition, want) => {
      expect(agreementVersion({ submittedAt, continuationCondition })).toBe(want);
    },
  );

  it('treats an empty input as unsubmitted and not continuing', () => {
    expect(agreementVersion({})).toBe('newer');
  });

  it('submittedBeforeCutoff is false for a missing date', () => {
    expect(submittedBeforeCutoff(null)).toBe(false);
    expect(submittedBeforeCutoff('2024-07-31T23:59Z')).toBe(true);
  });
});

describe('isContinuation', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
  ] as const)('%s -> %s', (previousYearApprovedNonContinuation, want) => {
    expect(isContinuation({ previousYearApprovedNonContinuation })).toBe(want);
  });
});

describe('continuationYear', () => {
  it.each([
    ['2025-06-15T12:00Z', 2024],
    ['2025-01-01T00:00Z', 2024],
    ['2024-12-31T23:59Z', 2023],
  ] as const)('%s -> %i', (now, want) => {
    expect(continuationYear(now)).toBe(want);
  });

  it('rejects an invalid date', () => {
    expect(() => continuationYear('nope')).toThrow(RangeError);
  });
});

describe('previousYearApproval', () => {
  const now = '2025-03-01T00:00Z';
  const approved2024 = {
    status: 'APPROVED',
    isContinuation: false,
    submittedAt: '2024-04-02T10:00Z',
  };

  it.each([
    ['approved, non-continuation, previous year', [approved2024], true],
    ['continuation', [{ ...approved2024, isContinuation: true }], false],
    [
      'isContinuation null counts as non-continuation',
      [{ ...approved2024, isContinuation: null }],
      true,
    ],
    ['not approved', [{ ...approved2024, status: 'PENDING_PRINCIPAL' }], false],
    ['this year', [{ ...approved2024, submittedAt: '2025-01-02T00:00Z' }], false],
    ['two years ago', [{ ...approved2024, submittedAt: '2023-12-31T23:59Z' }], false],
    ['unsubmitted', [{ ...approved2024, submittedAt: null }], false],
    ['none', [], false],
  ] as const)('%s -> %s', (_label, applications, want) => {
    expect(hasPreviousYearApproval(applications, now)).toBe(want);
  });

  it('returns the latest matching application', () => {
    const later = { ...approved2024, submittedAt: '2024-09-01T00:00Z' };
    expect(previousYearApproval([approved2024, later], now)).toBe(later);
    expect(previousYearApproval([later, approved2024], now)).toBe(later);
  });
});

describe('agreementDate', () => {
  const today = '2025-02-03T15:00Z';
  const previous = '2024-04-02T10:00Z';

  it.each([
    [
      'submittedAt wins',
      {
        submittedAt: '2024-07-04T12:00Z',
        isContinuation: true,
        previousApprovedSubmittedAt: previous,
      },
      '7/4/2024',
    ],
    [
      'continuation, not new: previous approval',
      {
        submittedAt: null,
        isContinuation: true,
        isNew: false,
        previousApprovedSubmittedAt: previous,
      },
      '4/2/2024',
    ],
    [
      'continuation, new unknown: previous approval',
      { isContinuation: true, isNew: null, previousApprovedSubmittedAt: previous },
      '4/2/2024',
    ],
    [
      'continuation but new: today',
      { isContinuation: true, isNew: true, previousApprovedSubmittedAt: previous },
      '2/3/2025',
    ],
    [
      'not a continuation: today',
      { isContinuation: false, isNew: false, previousApprovedSubmittedAt: previous },
      '2/3/2025',
    ],
    [
      'continuation null: today',
      { isContinuation: null, previousApprovedSubmittedAt: previous },
      '2/3/2025',
    ],
    [
      'continuation without a previous date: today',
      { isContinuation: true, isNew: false, previousApprovedSubmittedAt: undefined },
      '2/3/2025',
    ],
    [
      'unparsable submittedAt: falls through',
      { submittedAt: 'garbage', isContinuation: true, previousApprovedSubmittedAt: previous },
      '4/2/2024',
    ],
    ['empty submittedAt: today', { submittedAt: '' }, '2/3/2025'],
    ['nothing: today', {}, '2/3/2025'],
  ] as const)('%s', (_label, input, want) => {
    expect(agreementDate({ ...input, today })).toBe(want);
  });

  it('writes dates in UTC unless a time zone is given', () => {
    const submittedAt = '2024-08-01T02:00Z';
    expect(agreementDate({ submittedAt, today })).toBe('8/1/2024');
    expect(agreementDate({ submittedAt, today, timeZone: 'America/Chicago' })).toBe('7/31/2024');
  });

  it('accepts Date and epoch inputs', () => {
    expect(agreementDate({ submittedAt: new Date('2024-12-25T00:00Z'), today })).toBe('12/25/2024');
    expect(agreementDate({ today: Date.parse('2025-10-09T08:00Z') })).toBe('10/9/2025');
  });
});
