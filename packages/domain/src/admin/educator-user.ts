import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailField, requiredString } from '../rules.ts';

/**
 * An educator user as an admin creates or edits it (spec 3 §2 Users, §5): first name, last name
 * and email required and valid; each assigned school chosen (no blank rows), none twice.
 */
export const adminEducatorUserSchema = z.object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: emailField(),
  schoolIds: z
    .array(z.number({ error: MESSAGES.required }).int().positive(MESSAGES.required), {
      error: MESSAGES.required,
    })
    .transform((ids) => [...new Set(ids)]),
});

export type AdminEducatorUserInput = z.input<typeof adminEducatorUserSchema>;

/** When another account already uses the email: MESSAGES.emailTaken. */
