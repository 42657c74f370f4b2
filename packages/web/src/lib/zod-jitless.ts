/**
 * Imported first by main.tsx, before any schema is defined. Zod compiles object parsers with
 * `new Function` unless told not to, and even its probe for that is reported by the browser as
 * a Content-Security-Policy violation (`script-src 'self'`, no 'unsafe-eval'): a console error.
 * Without the compiler, parsing is a little slower and identical.
 */
import { z } from 'zod';

z.config({ jitless: true });
