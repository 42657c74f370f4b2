import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import {
  KIDS_CAFE_AGE_RANGES,
  KIDS_CAFE_CHILDCARE_FIELDS,
  kidsCafeApplicationSchema,
} from './application.ts';

const contact = (first: string, email: string) => ({
  firstName: first,
  lastName: 'Ortiz',
  title: '',
  phone: '2815550101',
  email,
  isSupervisor: false,
});

/** A complete Kids Cafe form (a SCHOOL term at a childcare site) that passes as a submit. */
const complete = () => ({
  type: 'SCHOOL',
  applicationYear: 2024,
  site: {
    siteId: 4,
    name: 'Little Stars Learning Center',
    address1: '500 Main St',
    address2: '',
    crossStreet: 'Elm St',
    city: 'Houston',
    county: 'HARRIS',
    state: 'TX',
    zip: '77002',
    closestSchool: 'Lamar Elementary',
    primaryPointOfContact: contact('Kim', 'kim@site.example'),
    secondaryPointOfContact: contact('Pat', 'pat@site.example'),
  },
  siteType: 'CHILDCARE',
  forProfit: false,
  participatedAgriculture: true,
  agricultureSponsor: 'Sponsor Inc',
  childcareLicense: 'YES',
  hasWifi: true,
  hasRecordingDevice: false,
  hasStorage: true,
  receivesDeliveries: true,
  hasMicrowave: true,
  isTexasRisingStar: 'TWO_STAR',
  isFederalParticipant: false,
  isOpenEnrolledYear: true,
  hasInfantsEnrolled: false,
  hasAfterSchool: true,
  startDate: '8/19/2024',
  endDate: '05/30/2025',
  operatingHoursStartTime: '7:00 am',
  operatingHoursEndTime: '6:00 PM',
  gateCode: '',
  numExpectedParticipants: '60',
  participantAgeRanges: ['FOUR_SIX', 'SEVEN_NINE'],
  daysForService: ['MONDAYS', 'FRIDAYS'],
  interestLunch: true,
  lunchStartTime: '11:00 AM',
  lunchEndTime: '12:00 PM',
  lunchNumExpectedParticipants: '55',
  specialDeliveryNotes: '',
  earliestDeliveryTime: '9:00 AM',
  enrichmentPrograms: 'Reading hour',
  closureDates: 'Winter break',
  fieldTrips: 'Zoo in May',
  referredBy: '',
  readProgramAgreement: true,
  nameSign: 'Kim Ortiz',
  agreeToProgramPurpose: true,
  agreeToReimbursement: true,
  agreeToDocumentation: true,
  certififedVerification: true,
});

type Mode = 'submit' | 'draft';

/** The issues of a parse, as 'path: message'. */
function issues(mode: Mode, values: unknown): string[] {
  const result = kidsCafeApplicationSchema(mode).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const withSite = (change: Record<string, unknown>) => ({
  ...complete(),
  site: { ...complete().site, ...change },
});

describe('the Kids Cafe form (spec 2 §5)', () => {
  it('accepts a complete form, normalising phones, times, dates and counts', () => {
    const parsed = kidsCafeApplicationSchema('submit').parse(complete());
    expect(parsed.site.primaryPointOfContact?.phone).toBe('281-555-0101');
    expect(parsed.operatingHoursStartTime).toBe('7:00 AM');
    expect(parsed.startDate).toBe('08/19/2024');
    expect(parsed.numExpectedParticipants).toBe(60);
    expect(parsed.lunchNumExpectedParticipants).toBe(55);
    expect(parsed.interestBreakfast).toBe(false);
    expect(parsed.gateCode).toBeNull();
    expect(parsed.site.address2).toBeNull();
  });

  const REQUIRED: [string, unknown][] = [
    ['type', ''],
    ['applicationYear', ''],
    ['siteType', ''],
    ['forProfit', null],
    ['participatedAgriculture', null],
    ['childcareLicense', ''],
    ['hasWifi', null],
    ['hasRecordingDevice', null],
    ['hasStorage', null],
    ['receivesDeliveries', null],
    ['startDate', ''],
    ['endDate', ''],
    ['operatingHoursStartTime', ''],
    ['operatingHoursEndTime', ''],
    ['numExpectedParticipants', ''],
    ['participantAgeRanges', []],
    ['daysForService', []],
    ['earliestDeliveryTime', ''],
    ['enrichmentPrograms', ''],
    ['closureDates', ''],
    ['fieldTrips', ''],
    ['nameSign', ''],
    ['agreeToProgramPurpose', false],
    ['agreeToReimbursement', false],
    ['agreeToDocumentation', false],
  ];

  it.each(REQUIRED)('a submit without %s gives Required there', (field, blank) => {
    expect(issues('submit', { ...complete(), [field]: blank })).toContain(
      `${field}: ${MESSAGES.required}`,
    );
  });

  it.each(['name', 'address1', 'crossStreet', 'city', 'county', 'state', 'zip', 'closestSchool'])(
    'a submit without the site %s gives Required there',
    (field) => {
      expect(issues('submit', withSite({ [field]: '' }))).toContain(
        `site.${field}: ${MESSAGES.required}`,
      );
    },
  );

  it.each(['firstName', 'lastName', 'phone', 'email', 'isSupervisor'])(
    "a submit without either contact's %s gives Required there",
    (field) => {
      for (const key of ['primaryPointOfContact', 'secondaryPointOfContact'] as const) {
        const blank = field === 'isSupervisor' ? null : '';
        const values = withSite({ [key]: { ...complete().site[key], [field]: blank } });
        expect(issues('submit', values)).toContain(`site.${key}.${field}: ${MESSAGES.required}`);
      }
    },
  );

  it.each([
    ['gateCode', ''],
    ['referredBy', ''],
    ['specialDeliveryNotes', ''],
    ['certififedVerification', null],
  ])('%s is optional', (field, blank) => {
    expect(issues('submit', { ...complete(), [field]: blank })).toEqual([]);
  });

  it('the site address line 2 and a contact job title are optional', () => {
    expect(issues('submit', withSite({ address2: null }))).toEqual([]);
    const titled = withSite({
      primaryPointOfContact: { ...complete().site.primaryPointOfContact, title: null },
    });
    expect(issues('submit', titled)).toEqual([]);
  });

  it.each([
    ['a date not MM/DD/YYYY', { startDate: '2024-08-19' }, `startDate: ${MESSAGES.invalidDate}`],
    ['a day that does not exist', { endDate: '02/30/2025' }, `endDate: ${MESSAGES.invalidDate}`],
    ['a date over 10 characters', { endDate: '05/30/20255' }, `endDate: ${MESSAGES.maxLength(10)}`],
    [
      'a time without AM/PM',
      { operatingHoursEndTime: '18:00' },
      `operatingHoursEndTime: ${MESSAGES.invalidTime}`,
    ],
    [
      'a time over 8 characters',
      { earliestDeliveryTime: '09:00 A.M.' },
      `earliestDeliveryTime: ${MESSAGES.maxLength(8)}`,
    ],
    [
      'a meal time that is not a time',
      { lunchStartTime: 'noon' },
      `lunchStartTime: ${MESSAGES.invalidTime}`,
    ],
    [
      'a count of 5 characters',
      { numExpectedParticipants: '10000' },
      `numExpectedParticipants: ${MESSAGES.maxLength(4)}`,
    ],
    [
      'a count that is not a number',
      { numExpectedParticipants: 'many' },
      `numExpectedParticipants: ${MESSAGES.invalidNumber}`,
    ],
    [
      'a meal count of 5 characters',
      { lunchNumExpectedParticipants: '12345' },
      `lunchNumExpectedParticipants: ${MESSAGES.maxLength(4)}`,
    ],
    ['a gate code over 10', { gateCode: '12345678901' }, `gateCode: ${MESSAGES.maxLength(10)}`],
    [
      'delivery notes over 255',
      { specialDeliveryNotes: 'x'.repeat(256) },
      `specialDeliveryNotes: ${MESSAGES.maxLength(255)}`,
    ],
    [
      'enrichment programs over 1000',
      { enrichmentPrograms: 'x'.repeat(1001) },
      `enrichmentPrograms: ${MESSAGES.maxLength(1000)}`,
    ],
    [
      'closure dates over 1000',
      { closureDates: 'x'.repeat(1001) },
      `closureDates: ${MESSAGES.maxLength(1000)}`,
    ],
    [
      'field trips over 1000',
      { fieldTrips: 'x'.repeat(1001) },
      `fieldTrips: ${MESSAGES.maxLength(1000)}`,
    ],
    [
      'the age range 18+',
      { participantAgeRanges: ['EIGHTEEN_PLUS'] },
      `participantAgeRanges.0: ${MESSAGES.required}`,
    ],
    ['an unknown site type', { siteType: 'CAMP' }, `siteType: ${MESSAGES.required}`],
    ['an unknown term type', { type: 'WINTER' }, `type: ${MESSAGES.required}`],
  ] as const)('%s is refused with its message', (_case, change, message) => {
    expect(issues('submit', { ...complete(), ...change })).toContain(message);
    // Formats and lengths hold in a draft too.
    expect(issues('draft', { ...complete(), ...change })).toContain(message);
  });

  it('text areas keep their line breaks', () => {
    const parsed = kidsCafeApplicationSchema('submit').parse({
      ...complete(),
      closureDates: 'Winter break\nSpring break',
    });
    expect(parsed.closureDates).toBe('Winter break\nSpring break');
  });

  it('age ranges are every range but EIGHTEEN_PLUS', () => {
    expect(KIDS_CAFE_AGE_RANGES).toEqual([
      'INFANT',
      'ONE_THREE',
      'FOUR_SIX',
      'SEVEN_NINE',
      'TEN_TWELVE',
      'THIRTEEN_FIFTEEN',
      'SIXTEEN_EIGHTEEN',
    ]);
  });

  it.each([
    ['a phone of 9 digits', { phone: '281555010' }, MESSAGES.invalidPhone],
    ['an email without @', { email: 'kim.site.example' }, MESSAGES.invalidEmail],
  ] as const)("a contact's %s is refused", (_case, change, message) => {
    const values = withSite({
      secondaryPointOfContact: { ...complete().site.secondaryPointOfContact, ...change },
    });
    const field = Object.keys(change)[0]!;
    expect(issues('submit', values)).toContain(`site.secondaryPointOfContact.${field}: ${message}`);
  });

  it.each(['submit', 'draft'] as const)(
    "the two contacts' emails must differ, ignoring case (%s)",
    (mode) => {
      const values = withSite({
        secondaryPointOfContact: contact('Pat', 'KIM@Site.example'),
      });
      expect(issues(mode, values)).toEqual([
        `site.secondaryPointOfContact.email: ${MESSAGES.emailMustBeUnique}`,
      ]);
    },
  );

  it.each([
    [false, MESSAGES.youMustReadAgreement],
    [null, MESSAGES.youMustReadAgreement],
  ])('readProgramAgreement %s gives "%s"', (value, message) => {
    expect(issues('submit', { ...complete(), readProgramAgreement: value })).toEqual([
      `readProgramAgreement: ${message}`,
    ]);
  });
});

describe('the Kids Cafe meal rule (spec 2 §5)', () => {
  const noMeals = () => ({
    ...complete(),
    interestLunch: false,
    lunchStartTime: '',
    lunchEndTime: '',
    lunchNumExpectedParticipants: '',
  });
  const meal = (name: string, interest: string) => ({
    [interest]: true,
    [`${name}StartTime`]: '3:00 PM',
    [`${name}EndTime`]: '4:00 PM',
    [`${name}NumExpectedParticipants`]: 20,
  });

  it.each([
    ['SCHOOL', 'breakfast', 'interestBreakfast', true],
    ['SCHOOL', 'lunch', 'interestLunch', true],
    ['SCHOOL', 'bogoLunch', 'interestBogoLunch', true],
    ['SCHOOL', 'supper', 'interestSupper', true],
    ['SCHOOL', 'brunch', 'interestBrunch', false],
    ['SCHOOL', 'snack', 'interestSnack', false],
    ['SUMMER', 'breakfast', 'interestBreakfast', true],
    ['SUMMER', 'brunch', 'interestBrunch', true],
    ['SUMMER', 'lunch', 'interestLunch', true],
    ['SUMMER', 'bogoLunch', 'interestBogoLunch', true],
    ['SUMMER', 'snack', 'interestSnack', true],
    ['SUMMER', 'supper', 'interestSupper', false],
  ] as const)('a %s term with only %s chosen passes: %s', (type, name, interest, passes) => {
    const values = { ...noMeals(), type, ...meal(name, interest) };
    expect(issues('submit', values)).toEqual(
      passes ? [] : [`interestBreakfast: ${MESSAGES.required}`],
    );
  });

  it('no meal chosen: Required on a submit, nothing on a draft', () => {
    expect(issues('submit', noMeals())).toEqual([`interestBreakfast: ${MESSAGES.required}`]);
    expect(issues('draft', noMeals())).toEqual([]);
  });

  it.each(['lunchStartTime', 'lunchEndTime', 'lunchNumExpectedParticipants'])(
    'a chosen meal without %s gives Required there on a submit',
    (field) => {
      const values = { ...complete(), [field]: '' };
      expect(issues('submit', values)).toEqual([`${field}: ${MESSAGES.required}`]);
      expect(issues('draft', values)).toEqual([]);
    },
  );
});

describe('Childcare Center Information and the agriculture sponsor', () => {
  const BLANK: Record<(typeof KIDS_CAFE_CHILDCARE_FIELDS)[number], unknown> = {
    hasMicrowave: null,
    isTexasRisingStar: '',
    isFederalParticipant: null,
    isOpenEnrolledYear: null,
    hasInfantsEnrolled: null,
    hasAfterSchool: null,
  };

  it.each(KIDS_CAFE_CHILDCARE_FIELDS)('a childcare site without %s gives Required', (field) => {
    expect(issues('submit', { ...complete(), [field]: BLANK[field] })).toEqual([
      `${field}: ${MESSAGES.required}`,
    ]);
  });

  it.each(['HEAD_START', 'AFTERSCHOOL_PROGRAM'])(
    'a %s site needs none of them, and they are output as null',
    (siteType) => {
      const values = { ...complete(), ...BLANK, siteType };
      expect(issues('submit', values)).toEqual([]);
      const parsed = kidsCafeApplicationSchema('submit').parse({ ...complete(), siteType });
      for (const field of KIDS_CAFE_CHILDCARE_FIELDS) expect(parsed[field]).toBeNull();
    },
  );

  it('an unknown Texas Rising Star status is refused', () => {
    expect(issues('submit', { ...complete(), isTexasRisingStar: 'FIVE_STAR' })).toEqual([
      `isTexasRisingStar: ${MESSAGES.required}`,
    ]);
  });

  it('the sponsor is required only after participating, and dropped otherwise', () => {
    expect(issues('submit', { ...complete(), agricultureSponsor: '' })).toEqual([
      `agricultureSponsor: ${MESSAGES.required}`,
    ]);
    const values = { ...complete(), participatedAgriculture: false };
    expect(issues('submit', { ...values, agricultureSponsor: '' })).toEqual([]);
    expect(kidsCafeApplicationSchema('submit').parse(values).agricultureSponsor).toBeNull();
  });
});

describe('a Kids Cafe draft', () => {
  const draft = { type: 'SUMMER', applicationYear: '2024', site: { siteId: 4 } };

  it('needs only the type, the application year and the site', () => {
    expect(issues('draft', draft)).toEqual([]);
    const parsed = kidsCafeApplicationSchema('draft').parse(draft);
    expect(parsed.applicationYear).toBe(2024);
    expect(parsed.readProgramAgreement).toBe(false);
    expect(parsed.agreeToReimbursement).toBe(false);
    expect(parsed.site.primaryPointOfContact).toBeNull();
    expect(parsed.participantAgeRanges).toEqual([]);
    expect(parsed.siteType).toBeNull();
  });

  it.each([
    ['type', { ...draft, type: '' }, `type: ${MESSAGES.required}`],
    [
      'applicationYear',
      { ...draft, applicationYear: null },
      `applicationYear: ${MESSAGES.required}`,
    ],
    [
      'applicationYear',
      { ...draft, applicationYear: '24' },
      `applicationYear: ${MESSAGES.required}`,
    ],
    ['site', { type: 'SUMMER', applicationYear: 2024 }, `site: ${MESSAGES.required}`],
    ['site.siteId', { ...draft, site: {} }, `site.siteId: ${MESSAGES.required}`],
  ])('without %s gives Required', (_field, values, message) => {
    expect(issues('draft', values)).toContain(message);
  });

  it('a missing contact on a submit gives Required, not a crash', () => {
    const { secondaryPointOfContact: _left, ...site } = complete().site;
    expect(issues('submit', { ...complete(), site })).toContain(
      `site.secondaryPointOfContact: ${MESSAGES.required}`,
    );
  });
});
