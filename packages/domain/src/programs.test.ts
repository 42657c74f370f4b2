import { describe, expect, it } from 'vitest';
import { ENUMERATIONS } from './enums.ts';
import {
  PROGRAMS,
  PROGRAMS_BY_KEY,
  PROGRAM_KEYS,
  adminSelectableStatuses,
  applicantColumnLabel,
  canAdminChangeStatus,
  displayYear,
  isProgramKey,
  landingPrograms,
  programBySlug,
} from './programs.ts';

const P = PROGRAMS_BY_KEY;
const tabLabels = (key: keyof typeof P) => P[key].adminTabs.map((tab) => tab.label);

describe('PROGRAMS', () => {
  it('lists the five programs in order, keyed by their key', () => {
    expect(PROGRAMS.map((program) => program.key)).toEqual([...PROGRAM_KEYS]);
    for (const key of PROGRAM_KEYS) expect(P[key].key).toBe(key);
  });

  it.each([
    ['backpackBuddy', 'backpack-buddy', '/backpack-buddy', 'Backpack Buddy', 'BackpackBuddy'],
    ['kidsCafe', 'kids-cafe', '/kids-cafe', 'Kids Cafe', 'KidsCafe'],
    ['schoolMarket', 'school-market', '/school-market', 'School Market', 'SchoolMarket'],
    ['teachersAid', 'teachers-aid', '/teachers-aid', 'Teachers Aid', 'TeachersAid'],
    [
      'partnerServices',
      'partner-services',
      '/partner-services',
      'Partner Services',
      'PartnerServices',
    ],
  ] as const)('%s: %s %s %s %s', (key, slug, url, name, graphqlName) => {
    expect(P[key]).toMatchObject({ slug, url, name, graphqlName });
    expect(P[key].requiredFlag).toBe(`application${graphqlName}Required`);
    expect(P[key].requiredIdFlag).toBe(`application${graphqlName}RequiredId`);
    expect(P[key].applicationIdField).toBe(`application${graphqlName}Id`);
  });

  it.each([
    ['backpackBuddy', 'school', 'principal', ['step-1', 'step-2', 'step-3', 'status']],
    ['teachersAid', 'school', 'principal', ['step-1', 'step-2', 'step-3', 'status']],
    ['schoolMarket', 'school', 'principal-or-primary-contact', ['step-1', 'status']],
    ['kidsCafe', 'site', 'none', ['step-1', 'status']],
    ['partnerServices', 'organization', 'none', ['step-1', 'status']],
  ] as const)('%s: applicant %s, signer %s, steps %j', (key, applicant, signer, steps) => {
    expect(P[key]).toMatchObject({ applicant, signer, steps });
  });

  it.each([
    [
      'backpackBuddy',
      ['Schools', 'Districts', 'Users', 'Program Settings', 'Documents', 'Surveys', 'Resources'],
      '/backpack-buddy/schools',
    ],
    [
      'schoolMarket',
      ['Schools', 'Districts', 'Users', 'Program Settings'],
      '/school-market/schools',
    ],
    ['teachersAid', ['Schools', 'Districts', 'Users', 'Program Settings'], '/teachers-aid/schools'],
    ['kidsCafe', ['Sites', 'Users', 'Program Settings'], '/kids-cafe/sites'],
    [
      'partnerServices',
      ['Organizations', 'Users', 'Program Settings'],
      '/partner-services/organizations',
    ],
  ] as const)('%s admin tabs %j, default %s', (key, labels, defaultPath) => {
    expect(tabLabels(key)).toEqual(labels);
    expect(P[key].adminDefaultPath).toBe(defaultPath);
    expect(P[key].adminTabs.map((tab) => tab.path)).toContain(defaultPath);
    for (const tab of P[key].adminTabs) expect(tab.path.startsWith(`${P[key].url}/`)).toBe(true);
  });

  it.each([
    ['backpackBuddy', ['Active Terms', 'Emails', 'Banner Notifications']],
    ['schoolMarket', ['Active Terms', 'Application']],
    ['teachersAid', ['Active Terms', 'Application']],
    ['kidsCafe', ['Application']],
  ] as const)('%s settings tabs %j', (key, labels) => {
    expect(P[key].settingsTabs.map((tab) => tab.label)).toEqual(labels);
  });

  it.each([
    ['backpackBuddy', ['schoolEnabled', 'summerEnabled']],
    ['schoolMarket', ['schoolEnabled', 'summerEnabled', 'waitlistEnabled']],
    ['teachersAid', ['schoolEnabled', 'summerEnabled', 'waitlistEnabled']],
    ['kidsCafe', ['acceptingApplications', 'waitlisted']],
  ] as const)('%s settings flags %j', (key, flags) => {
    expect(P[key].settingsFlags).toEqual(flags);
  });

  it.each([
    ['backpackBuddy', 'termYear', 2025],
    ['schoolMarket', 'termYear', 2025],
    ['teachersAid', 'termYear', 2025],
    ['kidsCafe', 'applicationYear', 2024],
  ] as const)('%s year parameter %s defaults to %i', (key, param, year) => {
    expect(P[key]).toMatchObject({ termYearParam: param, defaultTermYear: year });
  });

  it('uses only known statuses, starting IN_PROGRESS, waiting in its pending status', () => {
    const known = ENUMERATIONS.applicationStatuses.options.map((option) => option.value as string);
    for (const program of PROGRAMS) {
      expect(program.statuses[0]).toBe('IN_PROGRESS');
      expect(program.statuses).toContain(program.pendingStatus);
      expect(program.statuses).toContain('APPROVED');
      for (const status of program.statuses) expect(known).toContain(status);
    }
    expect(P.kidsCafe.pendingStatus).toBe('PENDING');
    expect(P.backpackBuddy.pendingStatus).toBe('PENDING_PRINCIPAL');
  });

  it('has a distinct contact mailbox and summary per program', () => {
    const emails = PROGRAMS.map((program) => program.contactEmail);
    expect(new Set(emails).size).toBe(PROGRAMS.length);
    for (const email of emails) expect(email).toMatch(/^[a-z]+@foodbank\.example$/);
    for (const program of PROGRAMS) expect(program.summary.length).toBeGreaterThan(10);
  });
});

describe('look-ups', () => {
  it.each([
    ['backpack-buddy', 'backpackBuddy'],
    ['kids-cafe', 'kidsCafe'],
    ['partner-services', 'partnerServices'],
    ['unknown', undefined],
    [null, undefined],
  ])('programBySlug(%s) -> %s', (slug, key) => {
    expect(programBySlug(slug)?.key).toBe(key);
  });

  it('landingPrograms: the four of spec 1 §2 for educators, in order', () => {
    expect(landingPrograms().map((program) => [program.name, program.url])).toEqual([
      ['Backpack Buddy', '/backpack-buddy'],
      ['Kids Cafe', '/kids-cafe'],
      ['School Market', '/school-market'],
      ['Teachers Aid', '/teachers-aid'],
    ]);
    expect(landingPrograms('EDUCATOR')).toEqual(landingPrograms());
  });

  it('landingPrograms: all five for admins (Partner Services last)', () => {
    expect(landingPrograms('ADMIN').map((program) => program.name)).toEqual([
      'Backpack Buddy',
      'Kids Cafe',
      'School Market',
      'Teachers Aid',
      'Partner Services',
    ]);
  });

  it.each([
    ['kidsCafe', true],
    ['kids-cafe', false],
    [undefined, false],
  ])('isProgramKey(%s) -> %s', (value, expected) => {
    expect(isProgramKey(value)).toBe(expected);
  });

  it.each([
    ['kidsCafe', 'SUMMER', 2024, 2025],
    ['kidsCafe', 'SCHOOL', 2024, 2024],
    ['schoolMarket', 'SUMMER', 2025, 2025],
  ] as const)('displayYear(%s, %s, %i) -> %i', (key, termType, year, expected) => {
    expect(displayYear(P[key], termType, year)).toBe(expected);
  });

  it.each([
    ['backpackBuddy', 'SCHOOL', 'School'],
    ['backpackBuddy', 'SUMMER', 'Site'],
    ['teachersAid', 'SUMMER', 'School'],
    ['kidsCafe', 'SCHOOL', 'Site'],
    ['partnerServices', null, 'Organization'],
  ] as const)('applicantColumnLabel(%s, %s) -> %s', (key, termType, label) => {
    expect(applicantColumnLabel(P[key], termType)).toBe(label);
  });

  it.each([
    ['backpackBuddy', ['APPROVED', 'DENIED', 'WITHDRAWN']],
    ['schoolMarket', ['APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN']],
    ['kidsCafe', ['APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN']],
  ] as const)('adminSelectableStatuses(%s) -> %j', (key, statuses) => {
    expect(adminSelectableStatuses(P[key])).toEqual(statuses);
  });

  it.each([
    ['IN_PROGRESS', false],
    ['PENDING_PRINCIPAL', true],
    ['APPROVED', true],
  ] as const)('canAdminChangeStatus(%s) -> %s', (status, expected) => {
    expect(canAdminChangeStatus(status)).toBe(expected);
  });
});
