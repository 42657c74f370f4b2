import { PROGRAMS_BY_KEY, displayYear, formatTerm, type TermType } from '@portal/domain';

// A Kids Cafe application has a type (SCHOOL or SUMMER) and an application year instead of a
// term; a SUMMER application's year is displayed as year + 1 (spec 2 §2, summerYearOffset).

/** The year as the portal displays it. */
export function displayedYear(type: TermType, applicationYear: number): number {
  return displayYear(PROGRAMS_BY_KEY.kidsCafe, type, applicationYear);
}

/** The term as displayed: 'Summer 2025' (applicationYear 2024), '2024-2025 School Year'. */
export function kidsCafeTermFormatted(type: TermType, applicationYear: number): string {
  return formatTerm(type, displayedYear(type, applicationYear));
}
