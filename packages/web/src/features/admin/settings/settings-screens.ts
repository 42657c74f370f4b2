import {
  isBuilt,
  notBuilt,
  type NavTab,
  type NotBuilt,
  type Program,
  type ProgramKey,
} from '@portal/domain';
import { ActiveTermsTab } from './active-terms-tab';
import { ApplicationSettingsTab } from './application-settings-tab';
import type { SettingsScreen } from './settings-types';

/** A Program Settings sub-tab's screen, or the marker of one not built yet. */
export type SettingsTabScreen = SettingsScreen | NotBuilt;

/**
 * The Program Settings sub-tabs of every program (spec 3 §2), by the label of the registry's
 * settingsTabs: a screen, or `notBuilt`. No `Partial`: a program missing here does not compile,
 * and settings-screens.test.ts fails when a tab of the spec has neither a screen nor the marker.
 */
export const SETTINGS_SCREENS: {
  readonly [K in ProgramKey]: Readonly<Record<string, SettingsTabScreen>>;
} = {
  backpackBuddy: {
    'Active Terms': ActiveTermsTab,
    Emails: notBuilt(
      'Backpack Buddy admin emails (adminEmails, adminEditEmails): the next admin issue',
    ),
    'Banner Notifications': notBuilt(
      'Backpack Buddy banner notification (adminEditNotification): the next admin issue',
    ),
  },
  schoolMarket: { 'Active Terms': ActiveTermsTab, Application: ApplicationSettingsTab },
  teachersAid: { 'Active Terms': ActiveTermsTab, Application: ApplicationSettingsTab },
  kidsCafe: { Application: ApplicationSettingsTab },
  partnerServices: { Application: ApplicationSettingsTab },
};

export interface SettingsTab {
  tab: NavTab;
  /** The tab's route below {program.url}/settings ('' for the base path). */
  route: string;
  screen: SettingsTabScreen;
}

/** The route of a settings tab relative to {program.url}/settings: '' or 'application'. */
export function settingsRoute(program: Program, tab: NavTab): string {
  const base = `${program.url}/settings`;
  const rest = tab.path.startsWith(base) ? tab.path.slice(base.length) : tab.path;
  return rest.replace(/^\/+/, '');
}

/** The program's settings tabs in the registry's order, each with its screen or marker. */
export function settingsTabs(program: Program): SettingsTab[] {
  const screens: Readonly<Record<string, SettingsTabScreen>> = SETTINGS_SCREENS[program.key];
  return program.settingsTabs.map((tab) => ({
    tab,
    route: settingsRoute(program, tab),
    screen: screens[tab.label] ?? notBuilt(`${tab.label}: no entry in SETTINGS_SCREENS`),
  }));
}

/** The tabs with a screen: those the sub-navigation shows. */
export function builtSettingsTabs(program: Program) {
  return settingsTabs(program).filter((entry): entry is SettingsTab & { screen: SettingsScreen } =>
    isBuilt(entry.screen),
  );
}
