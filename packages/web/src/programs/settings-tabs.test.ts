import { describe, expect, it } from 'vitest';
import {
  PROGRAMS_BY_KEY,
  PROGRAM_KEYS,
  isBuilt,
  isNotBuilt,
  type ProgramKey,
} from '@portal/domain';
import {
  SETTINGS_OWN_SCREENS,
  type SettingsTabEntries,
} from '../features/admin/settings/settings-screens';
import { WEB_PROGRAMS } from './registry';

/** The Program Settings sub-tabs of spec 3 §2, per program (Kids Cafe and Partner Services: ours). */
const SPEC_SETTINGS_TABS: Record<ProgramKey, string[]> = {
  backpackBuddy: ['Active Terms', 'Emails', 'Banner Notifications'],
  schoolMarket: ['Active Terms', 'Application'],
  teachersAid: ['Active Terms', 'Application'],
  kidsCafe: ['Application'],
  partnerServices: ['Application'],
};

describe("the web modules' Program Settings sub-tabs", () => {
  it.each(PROGRAM_KEYS)(
    '%s: every sub-tab of the spec has a screen or the notBuilt marker, and no other',
    (key) => {
      const program = PROGRAMS_BY_KEY[key];
      expect(program.settingsTabs.map((tab) => tab.label)).toEqual(SPEC_SETTINGS_TABS[key]);
      const entries: SettingsTabEntries = WEB_PROGRAMS[key].settingsTabs;
      for (const label of SPEC_SETTINGS_TABS[key]) {
        const entry = entries[label];
        expect(
          entry !== undefined &&
            (isNotBuilt(entry) || (isBuilt(entry) && entry.own in SETTINGS_OWN_SCREENS)),
          `${program.name} Program Settings: "${label}" has neither a screen nor notBuilt`,
        ).toBe(true);
      }
      expect(Object.keys(entries).sort()).toEqual([...SPEC_SETTINGS_TABS[key]].sort());
    },
  );

  it('builds every sub-tab of every program', () => {
    const missing = PROGRAM_KEYS.flatMap((key) =>
      Object.entries(WEB_PROGRAMS[key].settingsTabs)
        .filter(([, entry]) => isNotBuilt(entry))
        .map(([label]) => `${key} ${label}`),
    );
    expect(missing).toEqual([]);
  });
});
