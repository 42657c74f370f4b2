/**
 * Merge-tag values that read differently in each language (issue 20: dates in mails follow the
 * recipient's language). English keeps the texts the mails always had; Spanish months come from
 * Intl in 'es-US' ("marzo de 2026") and terms are written mid-sentence ("año escolar 2025-2026").
 */
import { LANGUAGE_LOCALES, type Language } from '../i18n/language.ts';
import type { TermType } from '../enums.ts';
import { MONTH_NAMES, monthParts, termMonthLabel } from '../reports/month-totals.ts';
import { formatTerm } from '../terms.ts';

/** The month of a YYYY-MM-DD date as a mail names it: "March 2026", "marzo de 2026". */
export function mailMonth(startDate: string, language: Language): string {
  if (language === 'en') return termMonthLabel(startDate);
  const { year, month } = monthParts(startDate);
  const date = Date.UTC(year, MONTH_NAMES.indexOf(month), 1);
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A term as a mail names it: "2025-2026 School Year", "año escolar 2025-2026". */
export function mailTerm(type: TermType, year: number, language: Language): string {
  if (language === 'en') return formatTerm(type, year);
  return type === 'SCHOOL' ? `año escolar ${year}-${year + 1}` : `verano de ${year}`;
}
