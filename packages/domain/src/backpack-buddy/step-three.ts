import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { optionalEmailField } from '../rules.ts';
import { fields, type SaveMode } from './save-mode.ts';

/**
 * Step 3: three I Agree boxes, three typed names, and for an educator (a non-admin editor)
 * Verify Principal Email, which must equal the principal's email on the roster.
 */
export function stepThreeSchema(mode: SaveMode, options: { verifyPrincipalEmail: boolean }) {
  const f = fields(mode);
  return z.object({
    agreeToProgramPurpose: f.checkbox(),
    agreeToProgramResponsibilities: f.checkbox(),
    agreeNondiscrimination: f.checkbox(),
    nameSignFirst: f.text(),
    nameSignSecond: f.text(),
    nameSignThird: f.text(),
    verifyPrincipalEmail: options.verifyPrincipalEmail ? f.email() : optionalEmailField(),
  });
}

export type StepThreeInput = z.input<ReturnType<typeof stepThreeSchema>>;
export type StepThree = z.output<ReturnType<typeof stepThreeSchema>>;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'Principal Email Doesn't Match' when the typed email is not the roster principal's. */
export function principalEmailIssue(
  typed: string | null | undefined,
  principalEmail: string | null | undefined,
): string | null {
  if (!typed?.trim()) return null;
  return same(typed, principalEmail) ? null : MESSAGES.principalEmailDoesntMatch;
}

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
  return same(signeeEmail, principalEmail) ? null : MESSAGES.emailDoesntMatch;
}
