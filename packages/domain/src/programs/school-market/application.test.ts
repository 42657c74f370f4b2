import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import {
  operatingFrequencyIssue,
  SCHOOL_MARKET_DAYS,
  SCHOOL_MARKET_TIMES,
  schoolMarketApplicationSchema,
} from './application.ts';

/** A complete School Market form that passes as a submit. */
const complete = () => ({
  termId: 7,
  new: false,
  schoolType: 'HIGH',
  districtId: 3,
  schoolId: 12,
  address1: '1200 Market St',
  address2: '',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['9', '10'],
  organizationType: '',
  nonProfitOrganizations: '',
  numTotalEnrollment: '1500',
  numReducedLunch: '200',
  numFreeLunch: '900',
  marketType: 'BRICK_MORTAR',
  operatingFrequency: 'AUGUST_MAY_TWICE_MONTHLY',
  preferredDistributionDay: 'TUESDAY',
  preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
  secondaryPreferredDistributionDay: 'THURSDAY',
  secondaryPreferredDistributionTime: 'DISTRIBUTION_8AM_11AM',
  primaryPointOfContact: {
    firstName: 'Kim',
    lastName: 'Ortiz',
    title: '',
    phone: '2815550101',
    email: 'kim@school.example',
  },
  principal: {
    firstName: 'Pat',
    lastName: 'Lee',
    title: 'Principal',
    phone: '281-555-0100',
    email: 'pat@school.example',
  },
  agreeToProgramPurpose: true,
  agreeNondiscrimination: true,
  agreeToProgramResponsibilities: true,
  nameSignFirst: 'Kim Ortiz',
  nameSignSecond: 'Kim Ortiz',
  nameSignThird: 'Kim Ortiz',
  certififedVerification: true,
});

type Form = ReturnType<typeof complete>;

/** The issues of a parse, as 'path: message'. */
function issues(mode: 'submit' | 'draft', values: unknown): string[] {
  const result = schoolMarketApplicationSchema(mode).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the School Market form (spec 2 §5)', () => {
  it('accepts a complete form, formatting phones and reading counts as numbers', () => {
    const parsed = schoolMarketApplicationSchema('submit').parse(complete());
    expect(parsed.primaryPointOfContact.phone).toBe('281-555-0101');
    expect(parsed.numTotalEnrollment).toBe(1500);
    expect(parsed.new).toBe(false);
    expect(parsed.organizationType).toBeNull();
  });

  const REQUIRED = [
    'new',
    'schoolType',
    'districtId',
    'address1',
    'city',
    'county',
    'state',
    'zip',
    'gradesServed',
    'numTotalEnrollment',
    'numReducedLunch',
    'numFreeLunch',
    'marketType',
    'operatingFrequency',
    'preferredDistributionDay',
    'preferredDistributionTime',
    'secondaryPreferredDistributionDay',
    'secondaryPreferredDistributionTime',
    'nameSignFirst',
    'nameSignSecond',
    'nameSignThird',
    'agreeToProgramPurpose',
    'agreeNondiscrimination',
    'agreeToProgramResponsibilities',
  ] as const;

  it.each(REQUIRED)('a submit without %s gives Required there', (field) => {
    const blank = field.startsWith('agree') ? false : field === 'gradesServed' ? [] : '';
    const values = { ...complete(), [field]: field === 'new' ? null : blank };
    expect(issues('submit', values)).toContain(`${field}: ${MESSAGES.required}`);
  });

  it.each(['firstName', 'lastName', 'phone', 'email'] as const)(
    "a submit without either contact's %s gives Required there",
    (field) => {
      for (const contact of ['primaryPointOfContact', 'principal'] as const) {
        const values: Form = { ...complete(), [contact]: { ...complete()[contact], [field]: '' } };
        expect(issues('submit', values)).toContain(`${contact}.${field}: ${MESSAGES.required}`);
      }
    },
  );

  it.each(['address2', 'organizationType', 'nonProfitOrganizations'] as const)(
    '%s is optional',
    (field) => {
      expect(issues('submit', { ...complete(), [field]: '' })).toEqual([]);
    },
  );

  it('a contact without a job title passes', () => {
    const values = { ...complete(), principal: { ...complete().principal, title: '' } };
    expect(issues('submit', values)).toEqual([]);
  });

  it.each([
    [
      'Elementary school',
      { schoolType: 'ELEMENTARY' },
      `schoolType: ${MESSAGES.schoolMarketNotForElementary}`,
    ],
    [
      'free lunch above enrollment',
      { numFreeLunch: '1501' },
      `numFreeLunch: ${MESSAGES.lessThanEnrollment}`,
    ],
    [
      'reduced lunch above enrollment',
      { numReducedLunch: '1600' },
      `numReducedLunch: ${MESSAGES.lessThanEnrollment}`,
    ],
    [
      'a count of 5 characters',
      { numTotalEnrollment: '15000' },
      'numTotalEnrollment: Must be 4 characters or less',
    ],
    [
      'a count that is not a number',
      { numFreeLunch: 'many' },
      `numFreeLunch: ${MESSAGES.invalidNumber}`,
    ],
    [
      'a nonprofit list over 255',
      { nonProfitOrganizations: 'x'.repeat(256) },
      `nonProfitOrganizations: ${MESSAGES.maxLength(255)}`,
    ],
    [
      'Monday',
      { preferredDistributionDay: 'MONDAY' },
      `preferredDistributionDay: ${MESSAGES.required}`,
    ],
    [
      'Monday as the second day',
      { secondaryPreferredDistributionDay: 'MONDAY' },
      `secondaryPreferredDistributionDay: ${MESSAGES.required}`,
    ],
    [
      '11 AM - 2 PM',
      { preferredDistributionTime: 'DISTRIBUTION_11AM_2PM' },
      `preferredDistributionTime: ${MESSAGES.required}`,
    ],
    ['an unknown market type', { marketType: 'FLOATING' }, `marketType: ${MESSAGES.required}`],
  ] as const)('%s is refused with its message', (_case, change, message) => {
    expect(issues('submit', { ...complete(), ...change })).toContain(message);
    // The rules between fields and the formats hold in a draft too.
    expect(issues('draft', { ...complete(), ...change })).toContain(message);
  });

  it.each([
    ['a phone of 9 digits', { phone: '281555010' }, MESSAGES.invalidPhone],
    ['an email without @', { email: 'kim.school.example' }, MESSAGES.invalidEmail],
  ] as const)("a contact's %s is refused", (_case, change, message) => {
    const values = {
      ...complete(),
      primaryPointOfContact: { ...complete().primaryPointOfContact, ...change },
    };
    const field = Object.keys(change)[0]!;
    expect(issues('submit', values)).toContain(`primaryPointOfContact.${field}: ${message}`);
  });

  it("the two contacts' emails must differ, ignoring case", () => {
    const values = {
      ...complete(),
      principal: { ...complete().principal, email: 'KIM@School.example' },
    };
    expect(issues('submit', values)).toEqual([`principal.email: ${MESSAGES.emailMustBeUnique}`]);
  });

  it('a missing contact gives Required, not a crash', () => {
    const { principal: _left, ...values } = complete();
    expect(issues('submit', values)).toContain(`principal: ${MESSAGES.required}`);
    expect(() => schoolMarketApplicationSchema('draft').safeParse(values)).not.toThrow();
  });

  it('a draft needs only the term and the school', () => {
    const draft = { termId: 7, schoolId: 12, primaryPointOfContact: {}, principal: {} };
    expect(issues('draft', draft)).toEqual([]);
    expect(issues('draft', { ...draft, termId: '' })).toContain(`termId: ${MESSAGES.required}`);
    expect(issues('draft', { ...draft, schoolId: null })).toContain(
      `schoolId: ${MESSAGES.required}`,
    );
    const parsed = schoolMarketApplicationSchema('draft').parse(draft);
    expect(parsed.agreeToProgramPurpose).toBe(false);
    expect(parsed.marketType).toBeNull();
  });
});

describe('School Market choices (spec 2 School Market form)', () => {
  it('preferred days leave out MONDAY, times leave out DISTRIBUTION_11AM_2PM', () => {
    expect(SCHOOL_MARKET_DAYS).not.toContain('MONDAY');
    expect(SCHOOL_MARKET_DAYS).toContain('TUESDAY');
    expect(SCHOOL_MARKET_TIMES).not.toContain('DISTRIBUTION_11AM_2PM');
    expect(SCHOOL_MARKET_TIMES.length).toBeGreaterThan(0);
  });

  it.each([
    ['MAY_JULY_WEEKLY', 'SUMMER', null],
    ['AUGUST_MAY_WEEKLY', 'SCHOOL', null],
    ['AUGUST_MAY_WEEKLY', 'SUMMER', MESSAGES.required],
    ['MAY_JULY_TWICE_MONTHLY', 'SCHOOL', MESSAGES.required],
    [null, 'SCHOOL', null],
  ] as const)('frequency %s for a %s term: %s', (frequency, termType, expected) => {
    expect(operatingFrequencyIssue(frequency, termType)).toBe(expected);
  });
});
