import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { fields } from './save-mode.ts';

/**
 * The principal signature page of any signed program (spec 2 §4 "Principal signature"): the
 * signee's name and email, and the check that the signee is the person the link was sent for.
 */

/** Two emails are the same address: trimmed, case-insensitive, both given. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The principal's signature form on the emailed link. */
export const principalSignatureSchema = z.object({
  signeeName: fields('submit').text(),
  signeeEmail: fields('submit').email(),
});

export type PrincipalSignatureInput = z.output<typeof principalSignatureSchema>;

/** 'Email Doesn't Match' when the signee is not the principal the link was sent for. */
export function signeeEmailIssue(
  signeeEmail: string | null | undefined,
  principalEmail: string | null | undefined,
): string | null {
  if (!signeeEmail?.trim()) return null;
  return sameEmail(signeeEmail, principalEmail) ? null : MESSAGES.emailDoesntMatch;
}

/**
 * 'Principal Email Doesn't Match' when the typed Verify Principal Email is not the principal's
 * email the application names (Backpack Buddy and Teachers Aid step 3).
 */
export function principalEmailIssue(
  typed: string | null | undefined,
  principalEmail: string | null | undefined,
): string | null {
  if (!typed?.trim()) return null;
  return sameEmail(typed, principalEmail) ? null : MESSAGES.principalEmailDoesntMatch;
}
