import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ENUMERATIONS,
  ENUM_NAMES,
  enumLabel,
  enumValues,
  gradesServedOptions,
  isEnumValue,
  kidsCafeAgeRangeOptions,
  moveLastTwoFirst,
  operatingFrequencyOptions,
  schoolMarketDayOptions,
  schoolMarketTimeOptions,
} from './enums.ts';
import type { County, EnumName } from './enums.ts';

const GRADES = ['PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

describe('ENUMERATIONS', () => {
  it.each(ENUM_NAMES)('%s: named after its key, non-empty, unique values and labels', (name) => {
    const enumeration = ENUMERATIONS[name];
    expect(enumeration.name).toBe(name);
    expect(enumeration.options.length).toBeGreaterThan(0);
    const values = enumeration.options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    const labels = enumeration.options.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  // The values the spec shows, which must be there (in this order where the spec lists them all).
  it.each<[EnumName, string[], 'exactly' | 'includes']>([
    ['gradesTaught', GRADES, 'exactly'],
    ['gradesServed', [...GRADES, 'ALL', 'EE'], 'exactly'],
    ['schoolTypes', ['ELEMENTARY', 'MIDDLE', 'HIGH', 'NON_TRADITIONAL'], 'exactly'],
    ['termTypes', ['SCHOOL', 'SUMMER'], 'exactly'],
    [
      'counties',
      [
        'AUSTIN',
        'BRAZORIA',
        'CHAMBERS',
        'GALVESTON',
        'FORT_BEND',
        'HARRIS',
        'LIBERTY',
        'SAN_JACINTO',
        'TRINITY',
        'WALKER',
        'WALLER',
      ],
      'exactly',
    ],
    ['states', ['TX'], 'includes'],
    ['userTypes', ['EDUCATOR', 'ADMIN'], 'exactly'],
    [
      'applicationStatuses',
      [
        'IN_PROGRESS',
        'PENDING',
        'PENDING_PRINCIPAL',
        'APPROVED',
        'DENIED',
        'WAITLISTED',
        'WITHDRAWN',
      ],
      'exactly',
    ],
    ['programStatuses', ['ACTIVE', 'INACTIVE', 'PENDING'], 'includes'],
    ['emailStatuses', ['ACTIVE', 'INACTIVE'], 'exactly'],
    [
      'backpackBuddyTeamMemberTypes',
      ['PRINCIPAL', 'PRIMARY', 'SECONDARY', 'STAFF', 'VOLUNTEER'],
      'exactly',
    ],
    ['schoolMarketTeamMemberTypes', ['PRIMARY_POINT_OF_CONTACT', 'PRINCIPAL'], 'exactly'],
    ['teachersAidTeamMemberTypes', ['SITE_COORDINATOR', 'PRINCIPAL'], 'exactly'],
    ['kidsCafeSiteMemberTypes', ['PRIMARY_POINT_CONTACT', 'SECONDARY_POINT_CONTACT'], 'exactly'],
    [
      'programInterests',
      ['NUTRITION_EDUCATION', 'SNAP', 'KIDS_CAFE', 'PARTNER_SERVICES', 'TEACHERS_AID'],
      'exactly',
    ],
    ['preferredDistributionDays', ['MONDAY'], 'includes'],
    ['preferredDistributionTimes', ['DISTRIBUTION_11AM_2PM'], 'includes'],
    ['schoolMarketTypes', ['BRICK_MORTAR', 'MOBILE', 'ALTERNATE'], 'exactly'],
    [
      'daysForService',
      ['MONDAYS', 'TUESDAYS', 'WEDNESDAYS', 'THURSDAYS', 'FRIDAYS', 'SATURDAYS'],
      'exactly',
    ],
    [
      'participantAgeRanges',
      [
        'INFANT',
        'ONE_THREE',
        'FOUR_SIX',
        'SEVEN_NINE',
        'TEN_TWELVE',
        'THIRTEEN_FIFTEEN',
        'SIXTEEN_EIGHTEEN',
        'EIGHTEEN_PLUS',
      ],
      'exactly',
    ],
    ['childcareLicenseTypes', ['YES'], 'includes'],
    [
      'subjectsTaught',
      [
        'ART',
        'ENGLISH',
        'FOREIGN_LANGUAGE',
        'GYM_HEALTH',
        'HISTORY',
        'MATH',
        'MUSIC_LIBRARIAN',
        'OTHER',
        'PRINCIPAL_COUNSELOR_CIS',
        'SPEECH_DYSLEXIA_SPECIALIST_THERAPY',
        'SPECIAL_EDUCATION',
        'SCIENCE',
      ],
      'exactly',
    ],
  ])('%s has the spec values', (name, values, how) => {
    const actual = enumValues(name);
    if (how === 'exactly') expect(actual).toEqual(values);
    else expect(actual).toEqual(expect.arrayContaining(values));
  });

  // Ours (issue 18, Partner Services): the values other layers and the database rely on.
  it.each<[EnumName, string[]]>([
    [
      'partnerServicesServices',
      [
        'FOOD_PANTRY',
        'HOT_MEALS',
        'SHELTER',
        'MOBILE_PANTRY',
        'SENIOR_BOXES',
        'KIDS_MEALS',
        'DISASTER_RELIEF',
        'OTHER',
      ],
    ],
    ['daysOfWeek', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']],
    ['organizationMemberTypes', ['PRIMARY_POINT_CONTACT', 'SECONDARY_POINT_CONTACT']],
  ])('%s has our values', (name, values) => {
    expect(enumValues(name)).toEqual(values);
  });

  it('organization contacts are labelled as Kids Cafe site contacts', () => {
    expect(ENUMERATIONS.organizationMemberTypes.options).toEqual(
      ENUMERATIONS.kidsCafeSiteMemberTypes.options,
    );
    expect(enumLabel('partnerServicesServices', 'KIDS_MEALS')).toBe("Children's Meals");
  });

  it('operating frequencies begin MAY_JULY or AUGUST', () => {
    for (const value of enumValues('operatingFrequencies')) {
      expect(value).toMatch(/^(MAY_JULY|AUGUST)/);
    }
  });

  it.each([
    ['counties', 'Fort Bend'],
    ['counties', 'San Jacinto'],
    ['kidsCafeSiteTypes', 'Childcare'],
    ['kidsCafeSiteTypes', 'Head Start'],
    ['kidsCafeSiteTypes', 'Afterschool Program'],
  ] as const)('%s shows the spec label %s', (name, label) => {
    expect(ENUMERATIONS[name].options.map((option) => option.label)).toContain(label);
  });

  it('types values as literal unions', () => {
    expectTypeOf<County>().toEqualTypeOf<
      | 'AUSTIN'
      | 'BRAZORIA'
      | 'CHAMBERS'
      | 'GALVESTON'
      | 'FORT_BEND'
      | 'HARRIS'
      | 'LIBERTY'
      | 'SAN_JACINTO'
      | 'TRINITY'
      | 'WALKER'
      | 'WALLER'
    >();
  });
});

describe('enumLabel and isEnumValue', () => {
  it.each([
    ['counties', 'FORT_BEND', 'Fort Bend'],
    ['schoolTypes', 'NON_TRADITIONAL', 'Non-Traditional'],
    ['gradesServed', 'K', 'Kindergarten'],
    ['applicationStatuses', 'PENDING_PRINCIPAL', 'Pending Principal Signature'],
    ['counties', 'TRAVIS', 'TRAVIS'],
    ['counties', null, ''],
    ['counties', undefined, ''],
  ] as const)('enumLabel(%s, %s) -> %s', (name, value, label) => {
    expect(enumLabel(name, value)).toBe(label);
  });

  it.each([
    ['termTypes', 'SUMMER', true],
    ['termTypes', 'summer', false],
    ['termTypes', undefined, false],
  ] as const)('isEnumValue(%s, %s) -> %s', (name, value, expected) => {
    expect(isEnumValue(name, value)).toBe(expected);
  });
});

describe('moveLastTwoFirst', () => {
  it.each([
    [[], []],
    [['a'], ['a']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
    ],
    [
      ['PK', 'K', '1', 'ALL', 'EE'],
      ['ALL', 'EE', 'PK', 'K', '1'],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(moveLastTwoFirst(input)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const list = ['a', 'b', 'c'];
    moveLastTwoFirst(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('gives the grades-served display order', () => {
    expect(gradesServedOptions().map((option) => option.value)).toEqual(['ALL', 'EE', ...GRADES]);
  });
});

describe('filtered option lists', () => {
  it.each([
    [
      'SUMMER',
      2025,
      [
        ['MAY_JULY_TWICE_MONTHLY', 'May 2025 - July 2025, twice a month'],
        ['MAY_JULY_WEEKLY', 'May 2025 - July 2025, weekly'],
      ],
    ],
    [
      'SCHOOL',
      2025,
      [
        ['AUGUST_MAY_TWICE_MONTHLY', 'August 2025 - May 2026, twice a month'],
        ['AUGUST_MAY_WEEKLY', 'August 2025 - May 2026, weekly'],
      ],
    ],
  ] as const)('operatingFrequencyOptions(%s, %i)', (termType, year, expected) => {
    expect(
      operatingFrequencyOptions(termType, year).map((option) => [option.value, option.label]),
    ).toEqual(expected);
  });

  it.each([
    ['schoolMarketDayOptions', schoolMarketDayOptions, 'MONDAY'],
    ['schoolMarketTimeOptions', schoolMarketTimeOptions, 'DISTRIBUTION_11AM_2PM'],
    ['kidsCafeAgeRangeOptions', kidsCafeAgeRangeOptions, 'EIGHTEEN_PLUS'],
  ] as const)('%s leaves out %s', (_, options, excluded) => {
    const values = options().map((option) => option.value as string);
    expect(values).not.toContain(excluded);
    expect(values.length).toBeGreaterThan(0);
  });
});
