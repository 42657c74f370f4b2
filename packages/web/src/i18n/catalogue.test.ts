import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { namespaceOf, type Message, type Translation } from './define-messages';

/**
 * Issue 20 item 2: a missing translation fails a test. Every area's English messages (the
 * `*.messages.ts` files, the only place `defineMessages` is called) must have a Spanish text in
 * the area's `*.messages.es.ts`, with the same placeholders and elements.
 */
const englishModules = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', {
  eager: true,
});
const spanishModules = import.meta.glob<Translation>('../**/*.messages.es.ts', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

interface Area {
  file: string;
  namespace: string;
  messages: Message[];
}

const areas: Area[] = Object.entries(englishModules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter((value): value is Record<string, Message> => {
      return typeof value === 'object' && value !== null && namespaceOf(value) !== undefined;
    })
    .map((value) => ({
      file,
      namespace: namespaceOf(value) ?? '',
      messages: Object.values(value),
    })),
);
const spanish = new Map(Object.values(spanishModules).map((t) => [t.namespace, t.messages]));

/** The {value} names and <n> elements of a message, sorted. */
function slots(text: string): string[] {
  const values = [...text.matchAll(/\{\s*(\w+)/g)].map((m) => `{${m[1]}}`);
  const elements = [...text.matchAll(/<(\d+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...values, ...elements])].sort();
}

describe('the Spanish catalogue', () => {
  it('finds the areas', () => {
    expect(areas.length).toBeGreaterThan(0);
  });

  it('has each namespace once', () => {
    const names = areas.map((a) => a.namespace);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('calls defineMessages only in *.messages.ts files (so the test sees every key)', () => {
    const outside = Object.entries(sources)
      .filter(([file, text]) => !file.endsWith('.messages.ts') && /\bdefineMessages\(/.test(text))
      .map(([file]) => file)
      .filter((file) => !/(^|\/)define-messages\.ts$/.test(file));
    expect(outside).toEqual([]);
  });

  it.each(areas.map((a) => [a.namespace, a] as const))('%s: every key has Spanish', (_, area) => {
    const texts = spanish.get(area.namespace);
    expect(texts, `${area.file} has no *.messages.es.ts`).toBeDefined();
    const problems: string[] = [];
    for (const { id, message } of area.messages) {
      const text = texts?.[id];
      if (!text?.trim()) {
        problems.push(`${id}: no Spanish`);
        continue;
      }
      if (slots(text).join() !== slots(message).join()) {
        problems.push(`${id}: placeholders ${slots(message).join()} vs ${slots(text).join()}`);
      }
      for (const source of [message, text]) {
        try {
          compileMessage(source);
        } catch (error) {
          problems.push(`${id}: does not compile (${String(error)})`);
        }
      }
    }
    const ids = new Set(area.messages.map((m) => m.id));
    for (const id of Object.keys(texts ?? {})) {
      if (!ids.has(id)) problems.push(`${id}: Spanish without English`);
    }
    expect(problems).toEqual([]);
  });
});
