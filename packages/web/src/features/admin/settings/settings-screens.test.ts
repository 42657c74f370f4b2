import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY, PROGRAM_KEYS, isNotBuilt, type ProgramKey } from '@portal/domain';
import { SETTINGS_SCREENS, builtSettingsTabs, settingsRoute } from './settings-screens';

/** The Program Settings sub-tabs of spec 3 §2, per program (Kids Cafe and Partner Services: ours). */
const SPEC_SETTINGS_TABS: Record<ProgramKey, string[]> = {
  backpackBuddy: ['Active Terms', 'Emails', 'Banner Notifications'],
  schoolMarket: ['Active Terms', 'Application'],
  teachersAid: ['Active Terms', 'Application'],
  kidsCafe: ['Application'],
  partnerServices: ['Application'],
};

describe('the Program Settings screens registry', () => {
  it('has exactly the programs', () => {
    expect(Object.keys(SETTINGS_SCREENS).sort()).toEqual([...PROGRAM_KEYS].sort());
  });

  it.each(PROGRAM_KEYS)(
    '%s: every sub-tab of the spec has a screen or the notBuilt marker',
    (key) => {
      const program = PROGRAMS_BY_KEY[key];
      expect(program.settingsTabs.map((tab) => tab.label)).toEqual(SPEC_SETTINGS_TABS[key]);
      const screens = SETTINGS_SCREENS[key];
      for (const label of SPEC_SETTINGS_TABS[key]) {
        const screen = screens[label];
        expect(
          typeof screen === 'function' || isNotBuilt(screen),
          `${program.name} Program Settings: "${label}" has neither a screen nor notBuilt`,
        ).toBe(true);
      }
      expect(Object.keys(screens).sort()).toEqual([...SPEC_SETTINGS_TABS[key]].sort());
    },
  );

  it('builds every tab but Backpack Buddy Emails and Banner Notifications', () => {
    const notBuilt = PROGRAM_KEYS.flatMap((key) =>
      Object.entries(SETTINGS_SCREENS[key])
        .filter(([, screen]) => isNotBuilt(screen))
        .map(([label]) => `${key} ${label}`),
    );
    expect(notBuilt).toEqual(['backpackBuddy Emails', 'backpackBuddy Banner Notifications']);
  });

  it.each([
    ['backpackBuddy', ['', 'emails', 'notifications'], ['Active Terms']],
    ['schoolMarket', ['', 'application'], ['Active Terms', 'Application']],
    ['kidsCafe', [''], ['Application']],
    ['partnerServices', [''], ['Application']],
  ] as const)('%s: routes %j, sub-navigation %j', (key, routes, shown) => {
    const program = PROGRAMS_BY_KEY[key];
    expect(program.settingsTabs.map((tab) => settingsRoute(program, tab))).toEqual(routes);
    expect(builtSettingsTabs(program).map((entry) => entry.tab.label)).toEqual(shown);
  });
});
