/**
 * The languages of the screens educators, site and organization contacts and principals see,
 * and of the mails they receive (issue 20). English is the spec's text and the binding version
 * of every agreement; admin screens stay English.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: what the language switch shows. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The locale dates, numbers and phone numbers are formatted in. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language of a preference list (navigator.languages, or the tags of an
 * Accept-Language header in order), by primary subtag: 'es-MX' is Spanish. English when none is.
 */
export function languageFromPreferences(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
