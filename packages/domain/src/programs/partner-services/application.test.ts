import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import {
  PARTNER_SERVICES_CAPACITY_FIELDS,
  partnerServicesApplicationSchema,
} from './application.ts';

const contact = (first: string, email: string) => ({
  firstName: first,
  lastName: 'Ortiz',
  title: '',
  phone: '(713) 555 0101',
  email,
});

/** A complete Partner Services form (a new agency) that passes as a submit. */
const complete = () => ({
  applicationYear: 2025,
  organization: {
    name: 'Eastside Community Pantry',
    einNumber: '741234567',
    address1: '1200 Lyons Ave',
    address2: '',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77020',
    phone: '7135550100',
    website: 'https://eastside.example',
    primaryPointOfContact: contact('Ana', 'ana@eastside.example'),
    secondaryPointOfContact: contact('Ben', 'ben@eastside.example'),
  },
  daysOfOperation: ['TUESDAY', 'SATURDAY'],
  operatingHoursStartTime: '9:00 am',
  operatingHoursEndTime: '12:30 PM',
  gateCode: '#4411',
  isNonProfit: true,
  isReligious: true,
  servicesInterest: ['FOOD_PANTRY', 'SENIOR_BOXES'],
  servicesInterestOther: '',
  peopleServedPerMonth: '1250',
  hasDryStorage: true,
  hasCoolerStorage: true,
  hasFreezerStorage: false,
  hasFoodSafetyCertification: true,
  nameSign: 'Ana Ortiz',
  agreeToProgramPurpose: true,
  agreeNondiscrimination: true,
  agreeNoReligiousActivity: true,
  certififedVerification: true,
});

type Mode = 'submit' | 'draft';
type Form = ReturnType<typeof complete>;

/** The issues of a parse, as 'path: message'. */
function issues(mode: Mode, values: unknown): string[] {
  const result = partnerServicesApplicationSchema(mode).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const withOrganization = (changes: Record<string, unknown>): Form => {
  const form = complete();
  return { ...form, organization: { ...form.organization, ...changes } };
};

describe('the Partner Services form (issue 18)', () => {
  it('accepts a complete form, normalising the EIN, phones, times and the count', () => {
    const parsed = partnerServicesApplicationSchema('submit').parse(complete());
    expect(parsed).toMatchObject({
      applicationYear: 2025,
      new: null,
      organization: {
        organizationId: null,
        einNumber: '74-1234567',
        address2: null,
        phone: '713-555-0100',
        website: 'https://eastside.example',
        primaryPointOfContact: { phone: '713-555-0101', title: null },
      },
      operatingHoursStartTime: '9:00 AM',
      operatingHoursEndTime: '12:30 PM',
      gateCode: '#4411',
      servicesInterestOther: null,
      peopleServedPerMonth: 1250,
      certififedVerification: true,
    });
  });

  it('takes one of the caller organizations by its id, as a number or digits', () => {
    for (const id of [12, '12']) {
      const parsed = partnerServicesApplicationSchema('submit').parse(
        withOrganization({ organizationId: id }),
      );
      expect(parsed.organization.organizationId).toBe(12);
    }
    expect(issues('submit', withOrganization({ organizationId: 'x' }))).toEqual([
      `organization.organizationId: ${MESSAGES.required}`,
    ]);
  });

  const REQUIRED: [keyof Form, unknown][] = [
    ['applicationYear', null],
    ['daysOfOperation', []],
    ['operatingHoursStartTime', ''],
    ['operatingHoursEndTime', null],
    ['isNonProfit', null],
    ['isReligious', undefined],
    ['servicesInterest', []],
    ['peopleServedPerMonth', ''],
    ['hasDryStorage', null],
    ['hasCoolerStorage', null],
    ['hasFreezerStorage', null],
    ['hasFoodSafetyCertification', null],
    ['nameSign', '  '],
    ['agreeToProgramPurpose', false],
    ['agreeNondiscrimination', null],
    ['agreeNoReligiousActivity', false],
    ['organization', null],
  ];

  it.each(REQUIRED)('a submit without %s gives Required there', (field, blank) => {
    expect(issues('submit', { ...complete(), [field]: blank })).toEqual([
      `${field}: ${MESSAGES.required}`,
    ]);
  });

  it.each(['name', 'einNumber', 'address1', 'city', 'county', 'state', 'zip', 'phone'])(
    'the organization %s is required on a submit',
    (field) => {
      expect(issues('submit', withOrganization({ [field]: '' }))).toEqual([
        `organization.${field}: ${MESSAGES.required}`,
      ]);
    },
  );

  it.each(['firstName', 'lastName', 'phone', 'email'])(
    'each contact %s is required on a submit',
    (field) => {
      const form = complete();
      const values = withOrganization({
        secondaryPointOfContact: { ...form.organization.secondaryPointOfContact, [field]: '' },
      });
      expect(issues('submit', values)).toEqual([
        `organization.secondaryPointOfContact.${field}: ${MESSAGES.required}`,
      ]);
    },
  );

  it('address 2, website, contact titles, gate code and the verification box are optional', () => {
    const form = withOrganization({ address2: null, website: '' });
    const parsed = partnerServicesApplicationSchema('submit').parse({
      ...form,
      gateCode: undefined,
      certififedVerification: undefined,
    });
    expect(parsed.organization).toMatchObject({ address2: null, website: null });
    expect(parsed.gateCode).toBeNull();
    expect(parsed.certififedVerification).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an EIN of 8 digits',
      { einNumber: '12-345678' },
      `organization.einNumber: ${MESSAGES.invalidEin}`,
    ],
    [
      'an EIN with letters',
      { einNumber: '12-34567AB' },
      `organization.einNumber: ${MESSAGES.invalidEin}`,
    ],
    ['a bad phone', { phone: '555-0100' }, `organization.phone: ${MESSAGES.invalidPhone}`],
    [
      'a website without http',
      { website: 'eastside.example' },
      `organization.website: ${MESSAGES.invalidUrl}`,
    ],
    ['a zip over 10', { zip: '77020-12345' }, `organization.zip: ${MESSAGES.maxLength(10)}`],
    ['an unknown county', { county: 'DALLAS' }, `organization.county: ${MESSAGES.required}`],
  ])('refuses %s', (_label, changes, message) => {
    expect(issues('submit', withOrganization(changes))).toEqual([message]);
  });

  it.each<[string, Partial<Form> | Record<string, unknown>, string]>([
    [
      'a start time without AM/PM',
      { operatingHoursStartTime: '9:00' },
      `operatingHoursStartTime: ${MESSAGES.invalidTime}`,
    ],
    [
      'an end time of 13:00 PM',
      { operatingHoursEndTime: '13:00 PM' },
      `operatingHoursEndTime: ${MESSAGES.invalidTime}`,
    ],
    ['a gate code over 10', { gateCode: '12345678901' }, `gateCode: ${MESSAGES.maxLength(10)}`],
    [
      '7 digits of people served',
      { peopleServedPerMonth: '1000000' },
      `peopleServedPerMonth: ${MESSAGES.maxLength(6)}`,
    ],
    [
      'people served as words',
      { peopleServedPerMonth: 'many' },
      `peopleServedPerMonth: ${MESSAGES.invalidNumber}`,
    ],
    [
      'a negative count',
      { peopleServedPerMonth: -5 },
      `peopleServedPerMonth: ${MESSAGES.nonNegative}`,
    ],
    [
      'a fractional count',
      { peopleServedPerMonth: 10.5 },
      `peopleServedPerMonth: ${MESSAGES.wholeNumber}`,
    ],
    ['an unknown day', { daysOfOperation: ['FUNDAY'] }, 'daysOfOperation.0: Required'],
    [
      'eight days',
      { daysOfOperation: Array(8).fill('MONDAY') },
      `daysOfOperation: ${MESSAGES.tooManyItems(7, 'choices')}`,
    ],
    [
      'nine services',
      { servicesInterest: Array(9).fill('SHELTER') },
      `servicesInterest: ${MESSAGES.tooManyItems(8, 'choices')}`,
    ],
    [
      'a nonprofit No',
      { isNonProfit: false },
      `isNonProfit: ${MESSAGES.partnerServicesNonProfitOnly}`,
    ],
  ])('refuses %s', (_label, changes, message) => {
    expect(issues('submit', { ...complete(), ...changes })).toEqual([message]);
  });

  it('keeps 6-digit counts and overnight hours (a shelter opens 7:00 PM, closes 7:00 AM)', () => {
    const parsed = partnerServicesApplicationSchema('submit').parse({
      ...complete(),
      peopleServedPerMonth: 999999,
      operatingHoursStartTime: '7:00 PM',
      operatingHoursEndTime: '7:00 AM',
    });
    expect(parsed.peopleServedPerMonth).toBe(999999);
    expect(parsed.operatingHoursEndTime).toBe('7:00 AM');
  });

  it.each(PARTNER_SERVICES_CAPACITY_FIELDS)(
    '%s answered No is kept (only missing is refused)',
    (field) => {
      const parsed = partnerServicesApplicationSchema('submit').parse({
        ...complete(),
        [field]: false,
      });
      expect(parsed[field]).toBe(false);
    },
  );

  it('a religious organization may apply (the agreement keeps distribution free of religious activity)', () => {
    expect(issues('submit', { ...complete(), isReligious: false })).toEqual([]);
    expect(issues('submit', { ...complete(), isReligious: true })).toEqual([]);
  });
});

describe('services and Other', () => {
  it.each<[string, Record<string, unknown>, Mode, string[]]>([
    [
      'OTHER without its answer',
      { servicesInterest: ['OTHER'], servicesInterestOther: '' },
      'submit',
      [`servicesInterestOther: ${MESSAGES.required}`],
    ],
    [
      'OTHER without its answer, in a draft',
      { servicesInterest: ['OTHER'], servicesInterestOther: null },
      'draft',
      [],
    ],
    [
      'OTHER with its answer',
      { servicesInterest: ['HOT_MEALS', 'OTHER'], servicesInterestOther: 'Diapers' },
      'submit',
      [],
    ],
    [
      'an answer over 255',
      { servicesInterest: ['OTHER'], servicesInterestOther: 'x'.repeat(256) },
      'submit',
      [`servicesInterestOther: ${MESSAGES.maxLength(255)}`],
    ],
    [
      'an unknown service',
      { servicesInterest: ['CAR_WASH'] },
      'draft',
      ['servicesInterest.0: Required'],
    ],
  ])('%s (%s)', (_label, changes, mode, expected) => {
    expect(issues(mode, { ...complete(), ...changes })).toEqual(expected);
  });

  it.each<[unknown[], string | null]>([
    [['OTHER'], 'Diapers'],
    [['FOOD_PANTRY'], null],
  ])('servicesInterest %j keeps servicesInterestOther as %s', (services, expected) => {
    const parsed = partnerServicesApplicationSchema('submit').parse({
      ...complete(),
      servicesInterest: services,
      servicesInterestOther: ' Diapers ',
    });
    expect(parsed.servicesInterestOther).toBe(expected);
  });
});

describe('the contacts emails', () => {
  it.each<[Mode, string, string, string[]]>([
    [
      'submit',
      'ana@eastside.example',
      'ANA@Eastside.Example',
      [`organization.secondaryPointOfContact.email: ${MESSAGES.emailMustBeUnique}`],
    ],
    [
      'draft',
      'ana@eastside.example',
      ' ana@eastside.example ',
      [`organization.secondaryPointOfContact.email: ${MESSAGES.emailMustBeUnique}`],
    ],
    ['submit', 'ana@eastside.example', 'ben@eastside.example', []],
  ])('%s with %s and %s', (mode, a, b, expected) => {
    const values = withOrganization({
      primaryPointOfContact: contact('Ana', a),
      secondaryPointOfContact: contact('Ben', b),
    });
    expect(issues(mode, values)).toEqual(expected);
  });

  it('a missing contact gives Required, not a crash', () => {
    expect(issues('submit', withOrganization({ secondaryPointOfContact: undefined }))).toEqual([
      `organization.secondaryPointOfContact: ${MESSAGES.required}`,
    ]);
  });

  it('an invalid second email shows its own message only', () => {
    const values = withOrganization({ secondaryPointOfContact: contact('Ben', 'ben@') });
    expect(issues('submit', values)).toEqual([
      `organization.secondaryPointOfContact.email: ${MESSAGES.invalidEmail}`,
    ]);
  });
});

describe('a Partner Services draft', () => {
  it('needs only the application year', () => {
    const parsed = partnerServicesApplicationSchema('draft').parse({ applicationYear: '2025' });
    expect(parsed).toMatchObject({
      applicationYear: 2025,
      organization: {
        organizationId: null,
        name: null,
        einNumber: null,
        primaryPointOfContact: null,
        secondaryPointOfContact: null,
      },
      daysOfOperation: [],
      servicesInterest: [],
      peopleServedPerMonth: null,
      isNonProfit: null,
      agreeToProgramPurpose: false,
      certififedVerification: false,
    });
    expect(issues('draft', {})).toEqual([`applicationYear: ${MESSAGES.required}`]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an EIN of 10 digits',
      { organization: { einNumber: '1234567890' } },
      `organization.einNumber: ${MESSAGES.invalidEin}`,
    ],
    [
      'a bad time',
      { operatingHoursStartTime: '25:00' },
      `operatingHoursStartTime: ${MESSAGES.invalidTime}`,
    ],
    [
      'a bad contact phone',
      { organization: { primaryPointOfContact: { phone: '123' } } },
      `organization.primaryPointOfContact.phone: ${MESSAGES.invalidPhone}`,
    ],
    [
      'a nonprofit No',
      { isNonProfit: false },
      `isNonProfit: ${MESSAGES.partnerServicesNonProfitOnly}`,
    ],
    ['a gate code over 10', { gateCode: 'x'.repeat(11) }, `gateCode: ${MESSAGES.maxLength(10)}`],
  ])('keeps formats and eligibility: %s', (_label, changes, message) => {
    expect(issues('draft', { applicationYear: 2025, ...changes })).toEqual([message]);
  });

  it('normalises an EIN typed with the dash or without', () => {
    for (const einNumber of ['12-3456789', ' 123456789 ']) {
      const parsed = partnerServicesApplicationSchema('draft').parse({
        applicationYear: 2025,
        organization: { einNumber },
      });
      expect(parsed.organization.einNumber).toBe('12-3456789');
    }
  });
});
