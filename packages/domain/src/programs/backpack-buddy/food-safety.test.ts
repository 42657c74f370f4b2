import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import {
  FOOD_SAFETY_EXPIRING_DAYS,
  FOOD_SAFETY_MESSAGES,
  adminFoodSafetyStatusSchema,
  adminUpdateFoodSafetySchema,
  certificateStateOf,
  foodSafetyCertificate,
  foodSafetyEntrySchema,
  latestExpirationDate,
} from './food-safety.ts';

const entry = {
  completedBy: '  Dana Reyes ',
  completionDate: '1/5/2026',
  expirationDate: '01/05/2028',
};

/** The first issue of each field, by path. */
function issuesOf(value: unknown): Record<string, string> {
  const result = foodSafetyEntrySchema.safeParse(value);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    issues[path] ??= issue.message;
  }
  return issues;
}

describe('a food safety entry', () => {
  it('trims the name and zero-pads the dates', () => {
    expect(foodSafetyEntrySchema.parse(entry)).toEqual({
      completedBy: 'Dana Reyes',
      completionDate: '01/05/2026',
      expirationDate: '01/05/2028',
    });
  });

  it.each([
    [
      'nothing given',
      {},
      {
        completedBy: MESSAGES.required,
        completionDate: MESSAGES.required,
        expirationDate: MESSAGES.required,
      },
    ],
    ['blank name', { ...entry, completedBy: '   ' }, { completedBy: MESSAGES.required }],
    [
      'name too long',
      { ...entry, completedBy: 'x'.repeat(256) },
      { completedBy: MESSAGES.maxLength(255) },
    ],
    [
      'name with a tab',
      { ...entry, completedBy: 'Dana\tReyes' },
      { completedBy: MESSAGES.controlCharacters },
    ],
    [
      'blank completion date',
      { ...entry, completionDate: '' },
      { completionDate: MESSAGES.required },
    ],
    [
      'month 13, day 45',
      { ...entry, completionDate: '13/45/2026' },
      { completionDate: MESSAGES.invalidDate },
    ],
    [
      'February 30',
      { ...entry, expirationDate: '02/30/2028' },
      { expirationDate: MESSAGES.invalidDate },
    ],
    [
      'ISO date',
      { ...entry, completionDate: '2026-01-05' },
      { completionDate: MESSAGES.invalidDate },
    ],
    [
      'two-digit year',
      { ...entry, expirationDate: '01/05/28' },
      { expirationDate: MESSAGES.invalidDate },
    ],
    ['text', { ...entry, expirationDate: 'next year' }, { expirationDate: MESSAGES.invalidDate }],
    [
      'expiration before completion',
      { ...entry, expirationDate: '12/31/2025' },
      { expirationDate: FOOD_SAFETY_MESSAGES.expirationNotAfterCompletion },
    ],
    [
      'expiration on the completion day',
      { ...entry, expirationDate: '01/05/2026' },
      { expirationDate: FOOD_SAFETY_MESSAGES.expirationNotAfterCompletion },
    ],
    [
      'dates in the wrong order while the name is missing',
      { ...entry, completedBy: '', expirationDate: '01/01/2020' },
      {
        completedBy: MESSAGES.required,
        expirationDate: FOOD_SAFETY_MESSAGES.expirationNotAfterCompletion,
      },
    ],
  ])('refuses %s', (_name, value, expected) => {
    expect(issuesOf(value)).toEqual(expected);
  });

  it('compares the dates across years and months, not as text', () => {
    expect(
      issuesOf({ ...entry, completionDate: '12/31/2025', expirationDate: '01/01/2026' }),
    ).toEqual({});
    expect(
      issuesOf({ ...entry, completionDate: '02/01/2026', expirationDate: '10/01/2025' }),
    ).toEqual({
      expirationDate: FOOD_SAFETY_MESSAGES.expirationNotAfterCompletion,
    });
  });

  it('needs a school for the mutation, and a status of the enumeration', () => {
    expect(adminUpdateFoodSafetySchema.safeParse({ ...entry, schoolId: 0 }).success).toBe(false);
    expect(adminUpdateFoodSafetySchema.parse({ ...entry, schoolId: 7 }).schoolId).toBe(7);
    expect(
      adminFoodSafetyStatusSchema.safeParse({ schoolId: 7, foodSafetyStatus: 'DONE' }).error
        ?.issues[0]?.message,
    ).toBe(MESSAGES.required);
    expect(adminFoodSafetyStatusSchema.parse({ schoolId: 7, foodSafetyStatus: 'EXPIRED' })).toEqual(
      { schoolId: 7, foodSafetyStatus: 'EXPIRED' },
    );
  });
});

describe('the certificate state', () => {
  const today = new Date('2026-03-10T23:30:00Z');
  it.each([
    ['no expiration date', null, 'NONE'],
    ['an unreadable date', 'soon', 'NONE'],
    ['expired yesterday', '03/09/2026', 'EXPIRED'],
    ['expired last year', '2025-03-10', 'EXPIRED'],
    ['expires today (good through the day)', '03/10/2026', 'EXPIRING_SOON'],
    ['expires tomorrow', '03/11/2026', 'EXPIRING_SOON'],
    [`expires in ${FOOD_SAFETY_EXPIRING_DAYS} days`, '04/09/2026', 'EXPIRING_SOON'],
    [`expires in ${FOOD_SAFETY_EXPIRING_DAYS + 1} days`, '2026-04-10', 'CURRENT'],
    ['expires in two years', '03/10/2028', 'CURRENT'],
  ] as const)('%s: %s', (_name, expirationDate, state) => {
    expect(certificateStateOf(expirationDate, today)).toBe(state);
  });

  it('counts the UTC day of today', () => {
    expect(certificateStateOf('03/10/2026', new Date('2026-03-11T00:00:00Z'))).toBe('EXPIRED');
    expect(certificateStateOf('03/10/2026', new Date('2026-03-10T00:00:00Z'))).toBe(
      'EXPIRING_SOON',
    );
  });

  it.each([
    ['no entries', [], { state: 'NONE', expirationDate: null }],
    [
      'an expired entry and a newer current one',
      ['01/01/2025', '01/01/2028'],
      { state: 'CURRENT', expirationDate: '01/01/2028' },
    ],
    [
      'the latest expiration, whatever the order',
      ['04/01/2026', '02/01/2026'],
      { state: 'EXPIRING_SOON', expirationDate: '04/01/2026' },
    ],
    [
      'only expired entries',
      ['12/31/2025', '03/09/2026'],
      { state: 'EXPIRED', expirationDate: '03/09/2026' },
    ],
  ] as const)('%s', (_name, dates, expected) => {
    const entries = dates.map((expirationDate) => ({ expirationDate }));
    expect(foodSafetyCertificate(entries, today)).toEqual(expected);
  });

  it('takes the latest expiration date across years', () => {
    expect(
      latestExpirationDate([{ expirationDate: '12/31/2026' }, { expirationDate: '01/01/2027' }]),
    ).toBe('01/01/2027');
  });
});
