import { useMemo } from 'react';
import {
  LANGUAGE_LOCALES,
  formatLongDateTime,
  formatPhone,
  formatShortDate,
  type DateInput,
  type Language,
} from '@portal/domain';
import { useLanguage } from './use-t';

/**
 * Dates and numbers in the screen's language. English keeps the spec's patterns (3-5-24,
 * 'March 5th, 2024 2:07 pm'); Spanish uses the es-US conventions of Intl (5/3/24,
 * '5 de marzo de 2024, 2:07 p.m.'). Phone numbers are US numbers and read 123-456-7890 in
 * both languages (docs/decisions.md).
 */
export interface Format {
  language: Language;
  shortDate(date: DateInput | null | undefined, timeZone?: string): string;
  longDateTime(date: DateInput | null | undefined, timeZone?: string): string;
  /** A month's name and year: 'March 2024', 'marzo de 2024'. */
  monthYear(year: number, month: number): string;
  number(value: number): string;
  phone(value: string | null | undefined): string;
}

/**
 * Intl formatters, made once per language and options: building one costs far more than using
 * it, and a report table formats hundreds of cells.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions, timeZone: string) {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

function numberFormat(language: Language) {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language]);
    numberFormats.set(language, format);
  }
  return format;
}

function intlDate(
  language: Language,
  date: DateInput | null | undefined,
  options: Intl.DateTimeFormatOptions,
  timeZone = 'UTC',
): string {
  if (date == null || date === '') return '';
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return dateFormat(language, options, timeZone).format(value);
}

export function formatFor(language: Language): Format {
  const english = language === 'en';
  return {
    language,
    shortDate: (date, timeZone) =>
      english
        ? formatShortDate(date, timeZone)
        : intlDate(language, date, { day: 'numeric', month: 'numeric', year: '2-digit' }, timeZone),
    longDateTime: (date, timeZone) =>
      english
        ? formatLongDateTime(date, timeZone)
        : intlDate(language, date, { dateStyle: 'long', timeStyle: 'short' }, timeZone),
    monthYear: (year, month) =>
      intlDate(language, Date.UTC(year, month - 1, 1), { month: 'long', year: 'numeric' }),
    number: (value) => numberFormat(language).format(value),
    phone: (value) => formatPhone(value),
  };
}

/** The screen's formatting, re-made on a language switch. */
export function useFormat(): Format {
  const language = useLanguage();
  return useMemo(() => formatFor(language), [language]);
}
