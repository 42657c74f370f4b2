import { isLanguage, languageFromPreferences, type Language } from '@portal/domain/i18n/language';

/**
 * The language chosen on this browser (the switch's last choice), else the browser's own
 * preference. A signed-in user's saved choice replaces it once the user is loaded.
 */
const KEY = 'portal.language';

export function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(KEY, language);
  } catch {
    // Storage refused (a private window): the choice lasts for the page.
  }
}

export function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return storedLanguage() ?? languageFromPreferences(browser);
}
