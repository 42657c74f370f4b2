import { KIDS_CAFE_DEFAULT_APPLICATION_YEAR, displayYear, enumLabel } from '@portal/domain';
import type { Program, TermType } from '@portal/domain';
import type { SelectOption } from '../../../components/select-field';

/** The URL parameter of the type filter: ?type=SUMMER-2024 (the stored application year). */
export const SITE_TYPE_PARAM = 'type';

/** The oldest application year the filter offers: four years before the default year (ours). */
export const SITE_TYPE_FIRST_YEAR = KIDS_CAFE_DEFAULT_APPLICATION_YEAR - 4;

/** The list query's filter: a type and an application year, or neither (every site). */
export type SiteTypeFilter = { type: TermType; applicationYear: number } | null;

const TYPES: readonly TermType[] = ['SCHOOL', 'SUMMER'];

/** 'SUMMER-2024' → SUMMER and 2024; anything else (or '') → no filter. */
export function parseSiteTypeFilter(value: string): SiteTypeFilter {
  const match = /^(SCHOOL|SUMMER)-(\d{4})$/.exec(value);
  if (!match) return null;
  return { type: match[1] as TermType, applicationYear: Number(match[2]) };
}

/**
 * The filter's options (spec 3 §2: Summer or School Year, by application year), newest year
 * first: for each stored application year from next calendar year down to the first, its
 * School Year and its Summer, labelled with the year as displayed (a Summer application of
 * 2024 is Summer 2025).
 */
export function siteTypeOptions(program: Program, now: Date = new Date()): SelectOption[] {
  const newest = Math.max(now.getUTCFullYear(), KIDS_CAFE_DEFAULT_APPLICATION_YEAR) + 1;
  const options: SelectOption[] = [];
  for (let year = newest; year >= SITE_TYPE_FIRST_YEAR; year -= 1) {
    for (const type of TYPES) {
      options.push({
        value: `${type}-${year}`,
        label: `${enumLabel('termTypes', type)} ${displayYear(program, type, year)}`,
      });
    }
  }
  return options;
}
