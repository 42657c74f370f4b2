/**
 * What a program's settings hold (spec 3 §2 Program Settings, §3 Settings and Kids Cafe config,
 * spec 2 §3 config per program), read from the program's registry entry, never from its key:
 * its `settingsFlags`, and `termYearParam` (a program that picks applications by
 * `applicationYear` has an application year setting).
 */
import type { Program } from '../programs/entry.ts';
import type { SettingsFlag } from './flags.ts';

/** Every boolean setting any program has (the program_settings columns). */
export { SETTINGS_FLAGS, type SettingsFlag } from './flags.ts';

/** The Active Terms toggles: new applications for the school-year and summer terms. */
export const TERM_FLAGS = ['schoolEnabled', 'summerEnabled'] as const satisfies SettingsFlag[];
export type TermFlag = (typeof TERM_FLAGS)[number];

/** The Application tab toggles. */
export const APPLICATION_FLAGS = [
  'waitlistEnabled',
  'acceptingApplications',
  'waitlisted',
] as const satisfies SettingsFlag[];
export type ApplicationFlag = (typeof APPLICATION_FLAGS)[number];

/** The flags that put the program's start page in waitlist mode (spec 2 §2). */
export const WAITLIST_FLAGS = ['waitlistEnabled', 'waitlisted'] as const satisfies SettingsFlag[];
export type WaitlistFlag = (typeof WAITLIST_FLAGS)[number];

/** The labels of the settings screens (ours: the spec names the flags only). */
export const SETTINGS_LABELS: Record<SettingsFlag | 'applicationYear', string> = {
  schoolEnabled: 'Accept school year applications',
  summerEnabled: 'Accept summer applications',
  waitlistEnabled: 'Waitlist enabled',
  acceptingApplications: 'Accepting applications',
  waitlisted: 'Waitlisted',
  applicationYear: 'Application Year',
};

/** A program's settings, as its registry entry gives them. */
export interface SettingsShape {
  /** Active Terms toggles (Backpack Buddy, School Market, Teachers Aid). */
  readonly termFlags: readonly TermFlag[];
  /** Application tab toggles. */
  readonly applicationFlags: readonly ApplicationFlag[];
  /** Whether the Application tab has the application year (Kids Cafe, Partner Services). */
  readonly applicationYear: boolean;
  /** The flag of the start page's waitlist text, if the program has a waitlist. */
  readonly waitlistFlag: WaitlistFlag | null;
  /**
   * How intake opens: 'terms' by the year's terms and the school and summer toggles,
   * 'acceptingApplications' by that one switch.
   */
  readonly intake: 'terms' | 'acceptingApplications';
}

const has = <F extends SettingsFlag>(program: Program, flags: readonly F[]): F[] =>
  flags.filter((flag) => program.settingsFlags.includes(flag));

export function settingsShape(program: Program): SettingsShape {
  const termFlags = has(program, TERM_FLAGS);
  const applicationFlags = has(program, APPLICATION_FLAGS);
  return {
    termFlags,
    applicationFlags,
    applicationYear: program.termYearParam === 'applicationYear',
    waitlistFlag: has(program, WAITLIST_FLAGS)[0] ?? null,
    intake: applicationFlags.includes('acceptingApplications') ? 'acceptingApplications' : 'terms',
  };
}

/** Whether the program has terms an admin manages (its Active Terms tab). */
export function hasTermSettings(program: Program): boolean {
  return settingsShape(program).termFlags.length > 0;
}

/** Whether the program has an Application settings tab. */
export function hasApplicationSettings(program: Program): boolean {
  const shape = settingsShape(program);
  return shape.applicationFlags.length > 0 || shape.applicationYear;
}
