/**
 * Imported first by main.tsx, before any schema exists. Zod compiles object parsers with
 * `new Function` unless told not to, and even its probe for that is reported by the browser as
 * a Content-Security-Policy violation (`script-src 'self'`, no 'unsafe-eval'): a console error.
 * Without the compiler, parsing is a little slower and identical.
 *
 * Zod keeps its configuration in `globalThis.__zod_globalConfig` and adopts an object already
 * there (zod/v4/core/core.js), so the setting is made here without importing zod: zod is not
 * part of the first download (the login page loads it when the form is first used).
 * zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object, changed in place: a zod loaded earlier (tests) keeps a reference to it.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
