import { z } from 'zod';
import { optionalEmailField } from '../../rules.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';

/**
 * Step 3 of the Teachers Aid form: three I Agree boxes (program rules, agreement,
 * non-discrimination), three typed names, and for an educator (a non-admin editor) Verify
 * Principal Email, which must equal the email of the principal the application names: check it
 * with the shared `principalEmailIssue` ('Principal Email Doesn't Match', in
 * applications/principal-signature.ts; one rule for both programs).
 */
export function teachersAidStepThreeSchema(
  mode: SaveMode,
  options: { verifyPrincipalEmail: boolean },
) {
  const f = fields(mode);
  return z.object({
    certifiedProgramRules: f.checkbox(),
    certifiedAgreement: f.checkbox(),
    certifiedNonDiscrimination: f.checkbox(),
    nameSignFirst: f.text(),
    nameSignSecond: f.text(),
    nameSignThird: f.text(),
    verifyPrincipalEmail: options.verifyPrincipalEmail ? f.email() : optionalEmailField(),
  });
}

export type TeachersAidStepThreeInput = z.input<ReturnType<typeof teachersAidStepThreeSchema>>;
export type TeachersAidStepThree = z.output<ReturnType<typeof teachersAidStepThreeSchema>>;
