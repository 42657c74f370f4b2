import { z } from 'zod';
import { emailField, optionalPhoneField, requiredString } from '../rules.ts';

/** My Account → Profile (editProfile): names and email required, email valid, phone normalised. */
export const profileSchema = z.object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: emailField(),
  phone: optionalPhoneField(),
});

export type ProfileInput = z.output<typeof profileSchema>;
