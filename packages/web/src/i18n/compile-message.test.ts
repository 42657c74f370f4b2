import { compileMessage as linguiCompile } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { Message, Translation } from './define-messages';
import { compileMessage } from './compile-message';

const english = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });
const spanish = import.meta.glob<Translation>('../**/*.messages.es.ts', {
  eager: true,
  import: 'default',
});

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'id' in value && 'message' in value;

const catalogueTexts = [
  ...Object.values(english).flatMap((exports) =>
    Object.values(exports).flatMap((area) =>
      typeof area === 'object' && area !== null
        ? Object.values(area)
            .filter(isMessage)
            .map((m) => m.message)
        : [],
    ),
  ),
  ...Object.values(spanish).flatMap((t) => Object.values(t.messages)),
];

describe('compileMessage', () => {
  it.each([
    'Hello',
    'Hello {name}!',
    '{count, plural, one {# student} other {# students}}',
    '{count, plural, =0 {none} one {# x {name}} other {# y}}',
    '{g, select, a {A} other {O}}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    'Read the <0>agreement</0>',
    "Passwords don't match",
    "It's '{'x'}'",
    "Two '' quotes",
    'a # b',
    "{n, plural, one {'#' sign} other {# signs}}",
    '',
  ])('compiles %j as Lingui does', (text) => {
    expect(compileMessage(text)).toEqual(linguiCompile(text));
  });

  it('compiles every catalogue message as Lingui does', () => {
    expect(catalogueTexts.length).toBeGreaterThan(0);
    const different = catalogueTexts.filter((text) => {
      try {
        return JSON.stringify(compileMessage(text)) !== JSON.stringify(linguiCompile(text));
      } catch {
        return true;
      }
    });
    expect(different).toEqual([]);
  });

  it.each(['{n, number}', '{n, plural, offset:1 one {#} other {#}}', '{n, plural, one {#}}'])(
    'refuses what it does not support: %j',
    (text) => {
      expect(() => compileMessage(text)).toThrow();
    },
  );
});
