import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromPreferences } from './language.ts';
import { languageSchema } from './language-schema.ts';

describe('languageFromPreferences', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'es-419'], 'es'],
    [['ES'], 'es'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
  ] as const)('%j gives %s', (preferences, expected) => {
    expect(languageFromPreferences(preferences)).toBe(expected);
  });
});

describe('languageSchema', () => {
  it.each([
    ['en', true],
    ['es', true],
    ['fr', false],
    ['', false],
  ])('%s is a language: %s', (value, ok) => {
    expect(languageSchema.safeParse(value).success).toBe(ok);
    expect(isLanguage(value)).toBe(ok);
  });
});
