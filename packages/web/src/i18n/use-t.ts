import { LinguiContext } from '@lingui/react';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { I18n } from '@lingui/core';
import type { Language } from '@portal/domain/i18n/language';
import { i18n as portalI18n, translateMessage } from './i18n';
import type { Message } from './define-messages';

type Values = Record<string, unknown>;

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** The instance's change subscription, one function per instance. */
function subscriberOf(i18n: I18n) {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange: () => void) => i18n.on('change', onChange);
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * The instance of the screen (the admin console provides its English one) and its locale; the
 * component re-renders on a language switch. Without a provider (a unit test rendering one
 * component) it is the portal's instance.
 */
export function useI18n(): { i18n: I18n; locale: string } {
  const i18n = useContext(LinguiContext)?.i18n ?? portalI18n;
  // One subscription per instance (a new function each render would unsubscribe and subscribe
  // again on every render of every component that shows a text).
  const subscribe = useMemo(() => subscriberOf(i18n), [i18n]);
  const locale = useSyncExternalStore(subscribe, () => i18n.locale);
  return { i18n, locale };
}

/**
 * The active language's text of a message: `const t = useT(); t(authMessages.signIn)`, or
 * with values `t(reportMessages.students, { count })`.
 */
export function useT(): (message: Message, values?: Values) => string {
  const { i18n, locale } = useI18n();
  return useCallback(
    (message: Message, values?: Values) => i18n._(message.id, values, { message: message.message }),
    // The text changes with the locale: a new function then.
    [i18n, locale],
  );
}

/** Domain and server messages (English) in the active language. */
export function useTranslateMessage(): (text: string) => string {
  const { i18n, locale } = useI18n();
  // The text changes with the locale: a new function then.
  return useCallback((text: string) => translateMessage(i18n, text), [i18n, locale]);
}

/** The language the screens are in. */
export function useLanguage(): Language {
  return useI18n().locale === 'es' ? 'es' : 'en';
}
