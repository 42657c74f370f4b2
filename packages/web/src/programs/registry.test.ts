import { describe, expect, it } from 'vitest';
import { PROGRAMS, PROGRAM_KEYS, PROGRAMS_BY_KEY, isNotBuilt } from '@portal/domain';
import type { NavTab, Program } from '@portal/domain';
import { detailTabKey } from '../features/admin/schools/school-detail-tabs';
import { WEB_PROGRAMS } from './registry';
import { ProgramSettingsPage, StartPage } from './shared-screens';
import { adminTabKey } from './web-program';
import type { WebProgramModule } from './web-program';

/** Spec 3 §2 "Admin sub-navigation per program", row by row. */
const SPEC_ADMIN_SUB_NAVIGATION = [
  ['Backpack Buddy', 'Schools, Districts, Users, Program Settings, Documents, Surveys, Resources'],
  ['School Market', 'Schools, Districts, Users, Program Settings'],
  ['Teachers Aid', 'Schools, Districts, Users, Program Settings'],
  ['Kids Cafe', 'Sites, Users, Program Settings'],
  ['Partner Services', 'Organizations, Users, Program Settings'],
] as const;

/**
 * Spec 3 §2 "School detail routes" and "Kids Cafe sites", and Partner Services' organization
 * (issue 18): the tabs of the detail screens.
 */
const SPEC_DETAIL_TABS = [
  [
    'Backpack Buddy',
    'School Profile, Contacts, Program Status, Allocate, Reports, Food Safety, Applications',
  ],
  ['Kids Cafe', 'Site Profile, Contacts, Program Status, Applications'],
  ['Partner Services', 'Organization Profile, Contacts, Program Status, Applications'],
] as const;

const labels = (row: string) => row.split(', ');
const programNamed = (name: string): Program => {
  const program = PROGRAMS.find((p) => p.name === name);
  if (!program) throw new Error(`No program named ${name} in the domain registry`);
  return program;
};
const moduleOf = (program: Program): WebProgramModule => WEB_PROGRAMS[program.key];

/** A React component: a function, or an exotic one such as `lazy(…)`. */
function isComponent(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/** A piece is a screen, or a notBuilt marker that says why. */
function screenOrNotBuilt(piece: unknown): 'screen' | 'notBuilt' | 'missing' {
  if (isNotBuilt(piece)) return piece.reason.trim() ? 'notBuilt' : 'missing';
  return isComponent(piece) ? 'screen' : 'missing';
}

function adminTabState(module: WebProgramModule, tab: NavTab) {
  const entry = module.adminTabs[adminTabKey(module.program, tab)];
  if (entry === undefined || isNotBuilt(entry)) return screenOrNotBuilt(entry);
  const screens = entry.routes.map((route) => route.screen);
  return screens.length > 0 && screens.every(isComponent) ? 'screen' : 'missing';
}

function detailTabState(module: WebProgramModule, tab: NavTab) {
  const entry = module.detailTabs[detailTabKey(tab.path)];
  if (entry === undefined || isNotBuilt(entry)) return screenOrNotBuilt(entry);
  return 'own' in entry ? 'screen' : screenOrNotBuilt(entry.screen);
}

describe('the web program registry', () => {
  it('has a module for every program of the domain registry, and nothing else', () => {
    expect(Object.keys(WEB_PROGRAMS).sort()).toEqual([...PROGRAM_KEYS].sort());
    for (const key of PROGRAM_KEYS) {
      expect(WEB_PROGRAMS[key].program).toBe(PROGRAMS_BY_KEY[key]);
    }
  });

  it.each(SPEC_ADMIN_SUB_NAVIGATION)(
    '%s: every admin sub-navigation tab of spec 3 §2 has its screens or a notBuilt marker',
    (name, row) => {
      const program = programNamed(name);
      const module = moduleOf(program);
      expect(program.adminTabs.map((tab) => tab.label)).toEqual(labels(row));
      const states = program.adminTabs.map((tab) => [tab.label, adminTabState(module, tab)]);
      expect(states.filter(([, state]) => state === 'missing')).toEqual([]);
    },
  );

  it.each(SPEC_DETAIL_TABS)(
    '%s: every detail tab of spec 3 §2 has its screen or a notBuilt marker',
    (name, row) => {
      const program = programNamed(name);
      const module = moduleOf(program);
      expect(program.detailTabs.map((tab) => tab.label)).toEqual(labels(row));
      const states = program.detailTabs.map((tab) => [tab.label, detailTabState(module, tab)]);
      expect(states.filter(([, state]) => state === 'missing')).toEqual([]);
    },
  );

  it.each(PROGRAMS.map((program) => [program.name, program] as const))(
    '%s: the module names exactly the tabs of the domain entry, each with a screen or notBuilt',
    (_name, program) => {
      const module = moduleOf(program);
      const adminKeys = program.adminTabs.map((tab) => adminTabKey(program, tab));
      expect(Object.keys(module.adminTabs).sort()).toEqual([...adminKeys].sort());
      const detailKeys = program.detailTabs.map((tab) => detailTabKey(tab.path));
      expect(Object.keys(module.detailTabs).sort()).toEqual([...detailKeys].sort());
      const pieces = {
        startPage: screenOrNotBuilt(module.startPage),
        application: screenOrNotBuilt(module.application),
        printPage: screenOrNotBuilt(module.printPage),
        userApplications: screenOrNotBuilt(module.userApplications),
        workspace: module.workspace.map((tab) => screenOrNotBuilt(tab.screen)),
        adminTabs: program.adminTabs.map((tab) => adminTabState(module, tab)),
        detailTabs: program.detailTabs.map((tab) => detailTabState(module, tab)),
      };
      expect(JSON.stringify(pieces)).not.toContain('missing');
    },
  );

  it.each(PROGRAMS.map((program) => [program.name, program] as const))(
    '%s: Program Settings is the settings page, routed at {programUrl}/settings/*',
    (_name, program) => {
      const tab = program.adminTabs.find((t) => t.label === 'Program Settings');
      expect(tab?.path).toBe(`${program.url}/settings`);
      const entry = moduleOf(program).adminTabs.settings;
      expect(entry && !isNotBuilt(entry) ? entry.routes : null).toEqual([
        { path: 'settings/*', screen: ProgramSettingsPage },
      ]);
    },
  );

  // Spec 2 §2: every program has {programUrl}/start, built or not its form; the start page is
  // told by the module's `application` whether to offer Start Application.
  it.each(PROGRAMS.map((program) => [program.name, program] as const))(
    '%s: mounts the start page that reads Program Settings',
    (_name, program) => {
      expect(moduleOf(program).startPage).toBe(StartPage);
    },
  );

  // Spec 2 §2: School Market's form and status step, and its My Account applications (issue 15).
  it('builds the School Market application and My Account pieces, with no workspace', () => {
    const module = WEB_PROGRAMS.schoolMarket;
    expect(screenOrNotBuilt(module.application)).toBe('screen');
    expect(screenOrNotBuilt(module.userApplications)).toBe('screen');
    expect(module.workspace).toEqual([]);
  });

  // Spec 2 §2: Teachers Aid's three steps and status, and its My Account applications; the
  // print summary is another screen, still to come.
  it('builds the Teachers Aid application and My Account pieces, with no workspace', () => {
    const module = WEB_PROGRAMS.teachersAid;
    expect(screenOrNotBuilt(module.application)).toBe('screen');
    expect(screenOrNotBuilt(module.userApplications)).toBe('screen');
    expect(module.workspace).toEqual([]);
  });

  // Spec 3 §2 "Kids Cafe sites" and "Print screens": the Sites tab (list and site detail, its
  // four tabs drawn by the site detail) and the print summary at print/:id/:term.
  it('builds the Kids Cafe sites console and its print summary at print/:id/:term', () => {
    const module = WEB_PROGRAMS.kidsCafe;
    const sites = module.adminTabs.sites;
    expect(sites && !isNotBuilt(sites) ? sites.routes.map((route) => route.path) : []).toEqual([
      'sites',
      'sites/:id/*',
    ]);
    expect(Object.values(module.detailTabs).every((tab) => 'own' in tab)).toBe(true);
    expect(screenOrNotBuilt(module.printPage)).toBe('screen');
    expect(module.printPath).toBe('print/:id/:term');
    expect(WEB_PROGRAMS.schoolMarket.printPath).toBeUndefined();
  });

  // Issue 18: the Organizations tab (list and organization detail, its four tabs drawn by the
  // organization detail) and the print summary at the default print/:id.
  it('builds the Partner Services organizations console and its print summary at print/:id', () => {
    const module = WEB_PROGRAMS.partnerServices;
    const organizations = module.adminTabs.organizations;
    expect(
      organizations && !isNotBuilt(organizations)
        ? organizations.routes.map((route) => route.path)
        : [],
    ).toEqual(['organizations', 'organizations/:id/*']);
    expect(Object.values(module.detailTabs).every((tab) => 'own' in tab)).toBe(true);
    expect(screenOrNotBuilt(module.printPage)).toBe('screen');
    expect(module.printPath).toBeUndefined();
  });

  it('keeps Backpack Buddy built as it was: the form, status, print and account pieces', () => {
    const module = WEB_PROGRAMS.backpackBuddy;
    expect(screenOrNotBuilt(module.startPage)).toBe('screen');
    expect(screenOrNotBuilt(module.application)).toBe('screen');
    expect(screenOrNotBuilt(module.printPage)).toBe('screen');
    expect(screenOrNotBuilt(module.userApplications)).toBe('screen');
    expect(module.workspace.map((tab) => tab.label)).toEqual([
      'Dashboard',
      'Contacts',
      'Surveys',
      'Documents',
    ]);
  });
});
