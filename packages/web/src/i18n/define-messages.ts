/**
 * A screen area's messages: English in the code (the spec's words, word for word), Spanish in a
 * file beside it. `defineMessages('auth', { signIn: 'Sign In' })` gives descriptors
 * `{ id: 'auth.signIn', message: 'Sign In' }` for `useT()`; the area's `<name>.messages.es.ts`
 * default-exports `spanish(authMessages, { signIn: 'Iniciar sesión' })`, which the type checker
 * holds to every key (spanish-catalogue.ts gathers those files; i18n/catalogue.test.ts fails on
 * a missing, empty or placeholder-changing translation).
 *
 * Messages are ICU MessageFormat: `{name}` for a value, `{count, plural, one {# day} other {#
 * days}}` for plurals, and `<0>…</0>` for an element given to <Trans>.
 */
export interface Message {
  readonly id: string;
  readonly message: string;
}

export type Messages<K extends string = string> = { readonly [P in K]: Message };

/** Marks a record of descriptors as an area's, so the catalogue test can find it. */
const NAMESPACE = Symbol('namespace');

export type AreaMessages<T extends Record<string, string>> = {
  readonly [K in keyof T]: Message;
} & { readonly [NAMESPACE]: string };

export function defineMessages<const T extends Record<string, string>>(
  namespace: string,
  english: T,
): AreaMessages<T> {
  const out: Record<string, Message> = {};
  for (const [key, message] of Object.entries(english)) {
    out[key] = { id: `${namespace}.${key}`, message };
  }
  return Object.assign(out, { [NAMESPACE]: namespace }) as AreaMessages<T>;
}

export function namespaceOf(messages: object): string | undefined {
  return (messages as { [NAMESPACE]?: string })[NAMESPACE];
}

/** An area's Spanish: every key of its English, by id. */
export interface Translation {
  readonly namespace: string;
  readonly messages: Readonly<Record<string, string>>;
}

export function spanish<M extends AreaMessages<Record<string, string>>>(
  english: M,
  texts: { readonly [K in Exclude<keyof M, typeof NAMESPACE>]: string },
): Translation {
  const messages: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts) as [string, string][]) {
    const descriptor = (english as unknown as Record<string, Message>)[key];
    if (descriptor) messages[descriptor.id] = text;
  }
  return { namespace: namespaceOf(english) ?? '', messages };
}
