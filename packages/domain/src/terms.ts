import type { TermType } from './enums.ts';

/**
 * Term labels (the spec shows termFormatted and termFormattedShort without their wording; ours):
 * a SCHOOL term of year Y is the school year Y-(Y+1), a SUMMER term is the summer of Y.
 */
export function formatTerm(type: TermType, year: number): string {
  return type === 'SCHOOL' ? `${year}-${year + 1} School Year` : `Summer ${year}`;
}

export function formatTermShort(type: TermType, year: number): string {
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return type === 'SCHOOL' ? `SY ${yy(year)}-${yy(year + 1)}` : `SU ${yy(year)}`;
}
