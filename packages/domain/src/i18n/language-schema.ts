import { z } from 'zod';
import { LANGUAGES } from './language.ts';

/** A language argument (registration, the account's choice). */
export const languageSchema = z.enum(LANGUAGES);
