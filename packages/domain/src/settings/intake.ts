/**
 * What an educator meets on a program's start page and form (spec 2 §2, §4 and §8; spec 1 §5):
 * - no terms for the year (programs whose intake is by terms):
 *   'We are not currently accepting applications for this year.'
 * - terms exist but neither of their types is enabled, or acceptingApplications is off:
 *   'We are not currently accepting new applications.' (the form is read-only);
 * - otherwise open, and 'waitlist' when the program's waitlist flag is on (the form stays
 *   reachable). Ours: a closed program shows its closed message even when its waitlist is on.
 */
import { MESSAGES } from '../messages.ts';
import type { Program } from '../programs/entry.ts';
import { settingsShape, type SettingsFlag } from './fields.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

/** The year's terms as the start page loads them. */
export interface IntakeTerm {
  type: 'SCHOOL' | 'SUMMER';
}

/** The program's config: a flag the program does not have is absent or null. */
export type IntakeSettings = Partial<Record<SettingsFlag, boolean | null>>;

export type EducatorIntake =
  | { state: 'noTerms'; message: string }
  | { state: 'closed'; message: string }
  | { state: 'open' }
  | { state: 'waitlist' };

export function educatorIntake(
  program: Program,
  terms: readonly IntakeTerm[],
  config: IntakeSettings,
): EducatorIntake {
  const shape = settingsShape(program);
  if (shape.intake === 'terms') {
    if (terms.length === 0) {
      return { state: 'noTerms', message: MESSAGES.notAcceptingThisYearNotice };
    }
    const open = terms.some((term) =>
      term.type === 'SCHOOL' ? config.schoolEnabled === true : config.summerEnabled === true,
    );
    if (!open) return { state: 'closed', message: MESSAGES.notAcceptingNewNotice };
  } else if (config.acceptingApplications !== true) {
    return { state: 'closed', message: MESSAGES.notAcceptingNewNotice };
  }
  return shape.waitlistFlag && config[shape.waitlistFlag] === true
    ? { state: 'waitlist' }
    : { state: 'open' };
}

/** The text under '{name} Waitlist': the program's own words, or the generic text. */
export function waitlistText(program: Program): string {
  return program.waitlistNotice ?? SETTINGS_MESSAGES.waitlistGeneric(program.name);
}
