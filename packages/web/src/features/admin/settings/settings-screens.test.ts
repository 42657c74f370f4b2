import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY, notBuilt } from '@portal/domain';
import {
  SETTINGS_OWN_SCREENS,
  builtSettingsTabs,
  settingsRoute,
  settingsTabs,
  type SettingsTabEntries,
} from './settings-screens';

const BB_TABS: SettingsTabEntries = {
  'Active Terms': { own: 'activeTerms' },
  Emails: notBuilt('test'),
  'Banner Notifications': notBuilt('test'),
};

describe('the Program Settings sub-tabs', () => {
  it.each([
    ['backpackBuddy', ['', 'emails', 'notifications']],
    ['schoolMarket', ['', 'application']],
    ['kidsCafe', ['']],
    ['partnerServices', ['']],
  ] as const)('%s: routes %j below {programUrl}/settings', (key, routes) => {
    const program = PROGRAMS_BY_KEY[key];
    expect(program.settingsTabs.map((tab) => settingsRoute(program, tab))).toEqual(routes);
  });

  it('resolves a module entry to the feature screen, and keeps notBuilt tabs out of the navigation', () => {
    const program = PROGRAMS_BY_KEY.backpackBuddy;
    const tabs = settingsTabs(program, BB_TABS);
    expect(tabs.map((entry) => entry.screen)).toEqual([
      SETTINGS_OWN_SCREENS.activeTerms,
      BB_TABS.Emails,
      BB_TABS['Banner Notifications'],
    ]);
    expect(builtSettingsTabs(program, BB_TABS).map((entry) => entry.tab.label)).toEqual([
      'Active Terms',
    ]);
  });

  it('treats a tab the module does not name as not built', () => {
    const program = PROGRAMS_BY_KEY.schoolMarket;
    const tabs = builtSettingsTabs(program, { 'Active Terms': { own: 'activeTerms' } });
    expect(tabs.map((entry) => entry.tab.label)).toEqual(['Active Terms']);
  });
});
