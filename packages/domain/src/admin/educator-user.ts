import { z } from 'zod';
import { emailField, limitedList, recordIdField, requiredString } from '../rules.ts';

/**
 * An educator user as an admin creates or edits it (spec 3 §2 Users, §5): first name, last name
 * and email required and valid; each assigned school (or Kids Cafe site, or Partner Services
 * organization) chosen (no blank rows), none twice.
 */
export const adminEducatorUserSchema = z.object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: emailField(),
  schoolIds: limitedList('schoolIds', recordIdField()).transform((ids) => [...new Set(ids)]),
  /** The Kids Cafe sites, by the same rules; omitted to leave the account's sites as they are. */
  siteIds: limitedList('siteIds', recordIdField())
    .transform((ids) => [...new Set(ids)])
    .optional(),
  /** The Partner Services organizations, likewise; omitted to leave them as they are. */
  organizationIds: limitedList('organizationIds', recordIdField())
    .transform((ids) => [...new Set(ids)])
    .optional(),
});

export type AdminEducatorUserInput = z.input<typeof adminEducatorUserSchema>;

/** When another account already uses the email: MESSAGES.emailTaken. */
