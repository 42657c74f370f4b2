import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { PROGRAMS, PROGRAMS_BY_KEY, PROGRAM_KEYS, type ProgramKey } from '../programs.ts';
import {
  SETTINGS_FLAGS,
  hasApplicationSettings,
  hasTermSettings,
  settingsShape,
} from './fields.ts';
import { educatorIntake, waitlistText, type IntakeSettings, type IntakeTerm } from './intake.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { nextTermYear, nextTerms, termDates } from './next-terms.ts';
import { SETTINGS_SCHEMAS } from './schemas.ts';

const BB = PROGRAMS_BY_KEY.backpackBuddy;
const SM = PROGRAMS_BY_KEY.schoolMarket;
const TA = PROGRAMS_BY_KEY.teachersAid;
const KC = PROGRAMS_BY_KEY.kidsCafe;
const PS = PROGRAMS_BY_KEY.partnerServices;

describe("a program's settings, from its registry entry", () => {
  it.each([
    ['backpackBuddy', ['schoolEnabled', 'summerEnabled'], [], false, null, 'terms'],
    [
      'schoolMarket',
      ['schoolEnabled', 'summerEnabled'],
      ['waitlistEnabled'],
      false,
      'waitlistEnabled',
      'terms',
    ],
    [
      'teachersAid',
      ['schoolEnabled', 'summerEnabled'],
      ['waitlistEnabled'],
      false,
      'waitlistEnabled',
      'terms',
    ],
    [
      'kidsCafe',
      [],
      ['acceptingApplications', 'waitlisted'],
      true,
      'waitlisted',
      'acceptingApplications',
    ],
    ['partnerServices', [], ['acceptingApplications'], true, null, 'acceptingApplications'],
  ] as const)('%s', (key, termFlags, applicationFlags, applicationYear, waitlistFlag, intake) => {
    expect(settingsShape(PROGRAMS_BY_KEY[key])).toEqual({
      termFlags,
      applicationFlags,
      applicationYear,
      waitlistFlag,
      intake,
    });
  });

  it.each(PROGRAM_KEYS)('%s: its flags are known, its tabs match its settings', (key) => {
    const program = PROGRAMS_BY_KEY[key];
    for (const flag of program.settingsFlags) expect(SETTINGS_FLAGS).toContain(flag);
    const labels = program.settingsTabs.map((tab) => tab.label);
    expect(labels.includes('Active Terms')).toBe(hasTermSettings(program));
    expect(labels.includes('Application')).toBe(hasApplicationSettings(program));
    expect(settingsShape(program).waitlistFlag !== null).toBe(program.hasWaitlist);
  });
});

describe('the settings inputs', () => {
  const ok = null;
  it.each<[ProgramKey, 'terms' | 'application', Record<string, unknown>, string | null, string?]>([
    ['backpackBuddy', 'terms', { schoolEnabled: false, summerEnabled: true }, ok],
    ['backpackBuddy', 'terms', { summerEnabled: false }, ok],
    ['backpackBuddy', 'terms', {}, ok],
    ['backpackBuddy', 'terms', { schoolEnabled: 'yes' }, MESSAGES.required, 'schoolEnabled'],
    [
      'backpackBuddy',
      'application',
      { waitlistEnabled: true },
      SETTINGS_MESSAGES.notOfProgram('Backpack Buddy', 'waitlistEnabled'),
      'waitlistEnabled',
    ],
    ['schoolMarket', 'application', { waitlistEnabled: true }, ok],
    [
      'schoolMarket',
      'application',
      { waitlisted: true },
      SETTINGS_MESSAGES.notOfProgram('School Market', 'waitlisted'),
      'waitlisted',
    ],
    [
      'schoolMarket',
      'application',
      { applicationYear: 2026 },
      SETTINGS_MESSAGES.notOfProgram('School Market', 'applicationYear'),
      'applicationYear',
    ],
    ['teachersAid', 'terms', { schoolEnabled: true, summerEnabled: true }, ok],
    [
      'teachersAid',
      'application',
      { acceptingApplications: true },
      SETTINGS_MESSAGES.notOfProgram('Teachers Aid', 'acceptingApplications'),
      'acceptingApplications',
    ],
    [
      'kidsCafe',
      'application',
      { acceptingApplications: false, waitlisted: true, applicationYear: 2025 },
      ok,
    ],
    [
      'kidsCafe',
      'application',
      { waitlistEnabled: true },
      SETTINGS_MESSAGES.notOfProgram('Kids Cafe', 'waitlistEnabled'),
      'waitlistEnabled',
    ],
    [
      'kidsCafe',
      'terms',
      { schoolEnabled: true },
      SETTINGS_MESSAGES.notOfProgram('Kids Cafe', 'schoolEnabled'),
      'schoolEnabled',
    ],
    [
      'kidsCafe',
      'application',
      { applicationYear: 1999 },
      SETTINGS_MESSAGES.yearRange(2000, 2100),
      'applicationYear',
    ],
    [
      'kidsCafe',
      'application',
      { applicationYear: 2101 },
      SETTINGS_MESSAGES.yearRange(2000, 2100),
      'applicationYear',
    ],
    [
      'kidsCafe',
      'application',
      { applicationYear: 2024.5 },
      MESSAGES.wholeNumber,
      'applicationYear',
    ],
    [
      'kidsCafe',
      'application',
      { applicationYear: '2024' },
      MESSAGES.invalidNumber,
      'applicationYear',
    ],
    ['partnerServices', 'application', { acceptingApplications: false, applicationYear: 2026 }, ok],
    [
      'partnerServices',
      'application',
      { waitlisted: true },
      SETTINGS_MESSAGES.notOfProgram('Partner Services', 'waitlisted'),
      'waitlisted',
    ],
    [
      'partnerServices',
      'terms',
      { summerEnabled: false },
      SETTINGS_MESSAGES.notOfProgram('Partner Services', 'summerEnabled'),
      'summerEnabled',
    ],
  ])('%s %s %j → %s', (key, group, input, message, path) => {
    const result = SETTINGS_SCHEMAS[key][group].safeParse(input);
    if (message === null) {
      expect(result.error?.issues).toBeUndefined();
      expect(result.data).toEqual(input);
    } else {
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ message, path: [path] });
    }
  });

  it('has both schemas for every program', () => {
    expect(Object.keys(SETTINGS_SCHEMAS).sort()).toEqual([...PROGRAM_KEYS].sort());
  });
});

describe('the next terms', () => {
  it.each([
    [BB, [], 2025],
    [BB, [2024, 2025, 2026, 2025], 2027],
    [SM, [2030], 2031],
    [KC, [], 2024],
  ])('%#: %s after %j is %i', (program, years, next) => {
    expect(nextTermYear(program, years)).toBe(next);
  });

  it("are next year's SCHOOL and SUMMER terms with their dates", () => {
    expect(nextTerms(TA, [{ year: 2026 }, { year: 2024 }])).toEqual([
      { type: 'SCHOOL', year: 2027, startDate: '2027-08-01', endDate: '2028-05-31' },
      { type: 'SUMMER', year: 2027, startDate: '2027-06-01', endDate: '2027-08-31' },
    ]);
    expect(termDates('SCHOOL', 2099)).toEqual({ startDate: '2099-08-01', endDate: '2100-05-31' });
  });
});

describe('what an educator meets', () => {
  const school: IntakeTerm = { type: 'SCHOOL' };
  const summer: IntakeTerm = { type: 'SUMMER' };
  const noTerms = { state: 'noTerms', message: MESSAGES.notAcceptingThisYearNotice };
  const closed = { state: 'closed', message: MESSAGES.notAcceptingNewNotice };
  const open = { state: 'open' };
  const waitlist = { state: 'waitlist' };
  it.each<[ProgramKey, IntakeTerm[], IntakeSettings, object]>([
    ['backpackBuddy', [], { schoolEnabled: true, summerEnabled: true }, noTerms],
    ['backpackBuddy', [school, summer], { schoolEnabled: false, summerEnabled: false }, closed],
    ['backpackBuddy', [school], { schoolEnabled: false, summerEnabled: true }, closed],
    ['backpackBuddy', [school, summer], { schoolEnabled: false, summerEnabled: true }, open],
    [
      'schoolMarket',
      [school],
      { schoolEnabled: true, summerEnabled: false, waitlistEnabled: false },
      open,
    ],
    [
      'schoolMarket',
      [school],
      { schoolEnabled: true, summerEnabled: false, waitlistEnabled: true },
      waitlist,
    ],
    [
      'schoolMarket',
      [school],
      { schoolEnabled: false, summerEnabled: true, waitlistEnabled: true },
      closed,
    ],
    ['teachersAid', [], { schoolEnabled: true, waitlistEnabled: true }, noTerms],
    ['teachersAid', [summer], { summerEnabled: true, waitlistEnabled: true }, waitlist],
    ['kidsCafe', [], { acceptingApplications: true, waitlisted: false }, open],
    ['kidsCafe', [], { acceptingApplications: true, waitlisted: true }, waitlist],
    ['kidsCafe', [school], { acceptingApplications: false, waitlisted: true }, closed],
    ['kidsCafe', [], { acceptingApplications: null }, closed],
    ['partnerServices', [], { acceptingApplications: true, waitlisted: true }, open],
    ['partnerServices', [], { acceptingApplications: false }, closed],
  ])('%s with %j and %j', (key, terms, config, expected) => {
    expect(educatorIntake(PROGRAMS_BY_KEY[key], terms, config)).toEqual(expected);
  });

  it('words the waitlist per program', () => {
    expect(waitlistText(KC)).toBe(MESSAGES.kidsCafeSummerAtCapacity);
    expect(waitlistText(SM)).toBe(SETTINGS_MESSAGES.waitlistGeneric('School Market'));
    for (const program of PROGRAMS.filter((p) => p.hasWaitlist)) {
      expect(waitlistText(program).length).toBeGreaterThan(0);
    }
    expect(PS.hasWaitlist).toBe(false);
  });
});
