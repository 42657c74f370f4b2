import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage, type CompiledMessage } from './compile-message';
import { LANGUAGE_LOCALES, type Language } from '@portal/domain/i18n/language';

/**
 * The portal's Lingui instances. Messages are compiled when first shown and kept (catalogues
 * are plain ICU strings, English in the code and Spanish in a chunk loaded only when chosen).
 */
type Compiled = CompiledMessage;
const compiled = new Map<string, Compiled>();
function compile(message: string): Compiled {
  let result = compiled.get(message);
  if (result === undefined) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
}

function createI18n(): I18n {
  const instance = setupI18n();
  instance.setMessagesCompiler(compile);
  instance.load('en', {});
  instance.activate('en', [LANGUAGE_LOCALES.en]);
  return instance;
}

/** The screens educators, site contacts and principals see: English or Spanish. */
export const i18n = createI18n();

/** The admin console, always English (issue 20: admin screens stay English). */
export const englishI18n = createI18n();

/** Spanish domain messages (validation, refusals) by their English text, once loaded. */
let domainSpanish: ((english: string) => string | undefined) | undefined;

let spanishLoad: Promise<void> | undefined;

function loadSpanish(): Promise<void> {
  spanishLoad ??= import('./spanish-catalogue').then(({ spanishCatalogue, translateDomain }) => {
    i18n.load('es', spanishCatalogue());
    domainSpanish = translateDomain;
  });
  return spanishLoad;
}

/** Loads the language's catalogue if need be, then switches the screens to it. */
export async function activateLanguage(language: Language): Promise<void> {
  if (language === 'es') await loadSpanish();
  if (i18n.locale !== language) i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A message from the domain catalogue or the server (a validation message, a refusal) in the
 * instance's language: domain messages are English, and Spanish has a text for each.
 */
export function translateMessage(instance: I18n, text: string): string {
  if (instance.locale !== 'es' || !domainSpanish) return text;
  return domainSpanish(text) ?? text;
}
