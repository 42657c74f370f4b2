/**
 * The boolean settings a program may have (the program_settings columns). Apart from fields.ts
 * so that a program's registry entry (programs/entry.ts) names its `settingsFlags` from this
 * union without an import circle.
 */
export const SETTINGS_FLAGS = [
  'schoolEnabled',
  'summerEnabled',
  'waitlistEnabled',
  'acceptingApplications',
  'waitlisted',
] as const;
export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];
