import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
import { optionalEmailField } from '../../rules.ts';
import { sameEmail } from '../../applications/principal-signature.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';

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

/** 'Principal Email Doesn't Match' when the typed email is not the roster principal's. */
export function principalEmailIssue(
  typed: string | null | undefined,
  principalEmail: string | null | undefined,
): string | null {
  if (!typed?.trim()) return null;
  return sameEmail(typed, principalEmail) ? null : MESSAGES.principalEmailDoesntMatch;
}
