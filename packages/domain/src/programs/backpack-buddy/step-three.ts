import { z } from 'zod';
import { optionalEmailField } from '../../rules.ts';
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
