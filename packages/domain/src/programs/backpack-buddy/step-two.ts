import { z } from 'zod';
import { lunchCountsReady, lunchCountsRefine, optionalEnumListField } from '../../rules.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';

/**
 * Step 2: Allotment Information (4-digit counts; free and reduced not above total enrollment),
 * Background Verification (a certification that must be ticked), program interests (optional),
 * and the three willingness answers (yes or no).
 */
export function stepTwoSchema(mode: SaveMode) {
  const f = fields(mode);
  return z
    .object({
      numTotalEnrollment: f.count(),
      numFreeLunch: f.count(),
      numReducedLunch: f.count(),
      certififedVerification: f.checkbox(),
      programInterests: optionalEnumListField('programInterests').transform((v) => [...new Set(v)]),
      willHelpMediaEvents: f.yesNo(),
      willDistributeInfo: f.yesNo(),
      emailSecondaryCoordinator: f.yesNo(),
    })
    .superRefine(lunchCountsRefine, { when: lunchCountsReady });
}

export type StepTwoInput = z.input<ReturnType<typeof stepTwoSchema>>;
export type StepTwo = z.output<ReturnType<typeof stepTwoSchema>>;
