import type { Program } from '@portal/domain';
import type { SelectOption } from '../../../components/select-field';

/** The URL parameter of the application-year filter: ?applicationYear=2025. */
export const ORGANIZATION_YEAR_PARAM = 'applicationYear';

/** How many years before the program's default year the filter offers (ours, as the sites'). */
const YEARS_BACK = 4;

/** '2025' → 2025; anything else (or '') → no filter (every organization). */
export function parseApplicationYear(value: string): number | null {
  return /^\d{4}$/.test(value) ? Number(value) : null;
}

/**
 * The filter's options, newest first: from next calendar year (or the year after the program's
 * default year, if later) down to four years before the default year. A Partner Services
 * application's year is shown as stored.
 */
export function applicationYearOptions(program: Program, now: Date = new Date()): SelectOption[] {
  const newest = Math.max(now.getUTCFullYear(), program.defaultTermYear) + 1;
  const options: SelectOption[] = [];
  for (let year = newest; year >= program.defaultTermYear - YEARS_BACK; year -= 1) {
    options.push({ value: String(year), label: String(year) });
  }
  return options;
}
