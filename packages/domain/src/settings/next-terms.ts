/**
 * Creating the next terms (spec 3 §2 Active Terms; ours where the spec is silent): the next year
 * is the year after the program's latest term, or the program's default term year when it has
 * none; both its SCHOOL and SUMMER terms are created. SCHOOL year Y runs Aug 1 Y – May 31 Y+1,
 * SUMMER year Y June 1 – Aug 31 Y.
 */
import type { TermType } from '../enums.ts';
import type { Program } from '../programs/entry.ts';

/** The term types created together, in the order the Active Terms list shows a year. */
export const NEXT_TERM_TYPES = ['SCHOOL', 'SUMMER'] as const satisfies readonly TermType[];

export interface TermDates {
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export function termDates(type: TermType, year: number): TermDates {
  return type === 'SCHOOL'
    ? { startDate: `${year}-08-01`, endDate: `${year + 1}-05-31` }
    : { startDate: `${year}-06-01`, endDate: `${year}-08-31` };
}

/** The year of the next terms, given the years of the program's existing terms. */
export function nextTermYear(program: Program, existingYears: readonly number[]): number {
  return existingYears.length === 0 ? program.defaultTermYear : Math.max(...existingYears) + 1;
}

export interface NewTerm extends TermDates {
  type: TermType;
  year: number;
}

/** The terms "Create next terms" adds: next year's SCHOOL and SUMMER terms with their dates. */
export function nextTerms(program: Program, existing: readonly { year: number }[]): NewTerm[] {
  const year = nextTermYear(
    program,
    existing.map((term) => term.year),
  );
  return NEXT_TERM_TYPES.map((type) => ({ type, year, ...termDates(type, year) }));
}
