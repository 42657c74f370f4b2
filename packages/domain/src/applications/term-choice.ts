import { MESSAGES } from '../messages.ts';

export interface TermOption {
  termId: number;
  type: 'SCHOOL' | 'SUMMER';
  year: number;
}

export interface IntakeConfig {
  schoolEnabled: boolean;
  summerEnabled: boolean;
}

/**
 * The term radio: nothing chosen is Required; a term of another program or year is Required
 * too; a SUMMER term while summer intake is off, or a SCHOOL term while school-year intake is
 * off, gets its message.
 */
export function termChoiceIssue(
  termId: number | string | null | undefined,
  terms: readonly TermOption[],
  config: IntakeConfig,
): string | null {
  const id = typeof termId === 'string' ? Number(termId) : termId;
  const term = terms.find((t) => t.termId === id);
  if (!term) return MESSAGES.required;
  if (term.type === 'SUMMER' && !config.summerEnabled) return MESSAGES.notAcceptingSummer;
  if (term.type === 'SCHOOL' && !config.schoolEnabled) return MESSAGES.notAcceptingSchoolYear;
  return null;
}

/**
 * Why the form is closed, if it is: no terms for the year at all, or terms but neither school
 * nor summer intake open. Null when new applications are accepted.
 */
export function intakeClosedNotice(
  terms: readonly TermOption[],
  config: IntakeConfig,
): string | null {
  if (terms.length === 0) return MESSAGES.notAcceptingThisYear;
  const open = terms.some((t) =>
    t.type === 'SCHOOL' ? config.schoolEnabled : config.summerEnabled,
  );
  return open ? null : MESSAGES.notAcceptingNew;
}
