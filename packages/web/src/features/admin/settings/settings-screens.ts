import { isBuilt, notBuilt, type NavTab, type NotBuilt, type Program } from '@portal/domain';
import { EmailsTab } from '../emails/emails-tab';
import { BannerNotificationsTab } from '../notifications/banner-notifications-tab';
import { ActiveTermsTab } from './active-terms-tab';
import { ApplicationSettingsTab } from './application-settings-tab';
import type { SettingsScreen } from './settings-types';

/**
 * The settings screens this feature draws, by token. A program's web module names, for each
 * sub-tab of its domain entry's `settingsTabs` (by label), one of these tokens or `notBuilt`
 * (programs/<program>/module.ts `settingsTabs`): the registry, not this feature, maps a program
 * to its screens.
 */
export const SETTINGS_OWN_SCREENS = {
  activeTerms: ActiveTermsTab,
  application: ApplicationSettingsTab,
  notifications: BannerNotificationsTab,
  emails: EmailsTab,
} satisfies Record<string, SettingsScreen>;

export type SettingsOwnScreen = keyof typeof SETTINGS_OWN_SCREENS;

/** What a program's module says of one settings sub-tab: a screen of this feature, or notBuilt. */
export type SettingsTabEntry = { readonly own: SettingsOwnScreen } | NotBuilt;

/**
 * A program's settings sub-tabs, by the label of the domain entry's `settingsTabs`. A program's
 * web module is keyed by exactly its entry's labels (`Label`); this feature takes any.
 */
export type SettingsTabEntries<Label extends string = string> = Readonly<
  Record<Label, SettingsTabEntry>
>;

/** A settings sub-tab's screen, or the marker of one not built yet. */
export type SettingsTabScreen = SettingsScreen | NotBuilt;

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
export function settingsTabs(program: Program, entries: SettingsTabEntries): SettingsTab[] {
  return program.settingsTabs.map((tab) => {
    const entry = entries[tab.label] ?? notBuilt(`${tab.label}: no entry in the program's module`);
    return {
      tab,
      route: settingsRoute(program, tab),
      screen: isBuilt(entry) ? SETTINGS_OWN_SCREENS[entry.own] : entry,
    };
  });
}

/** The tabs with a screen: those the sub-navigation shows. */
export function builtSettingsTabs(program: Program, entries: SettingsTabEntries) {
  return settingsTabs(program, entries).filter(
    (entry): entry is SettingsTab & { screen: SettingsScreen } => isBuilt(entry.screen),
  );
}
