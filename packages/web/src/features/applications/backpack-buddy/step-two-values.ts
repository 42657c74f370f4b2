import { stepTwoSchema } from '@portal/domain/programs/backpack-buddy';
import type { SaveMode } from '@portal/domain';
import type { StepTwo, StepTwoInput } from '@portal/domain/programs/backpack-buddy';
import type { SaveApplicationStepTwoInput } from '../../../gql/graphql';
import type { ControlValues } from '../control-values';
import type { BackpackBuddyApplication } from './step-context';

/** Step 2 as the form holds it: counts as typed, yes/no answers as booleans or null. */
export type StepTwoValues = ControlValues<StepTwoInput>;

const count = (value: number | null | undefined) => (value == null ? '' : String(value));

export function stepTwoDefaults(application: BackpackBuddyApplication): StepTwoValues {
  return {
    numTotalEnrollment: count(application.numTotalEnrollment),
    numFreeLunch: count(application.numFreeLunch),
    numReducedLunch: count(application.numReducedLunch),
    certififedVerification: application.certififedVerification ?? false,
    programInterests: [...application.programInterests],
    willHelpMediaEvents: application.willHelpMediaEvents ?? null,
    willDistributeInfo: application.willDistributeInfo ?? null,
    emailSecondaryCoordinator: application.emailSecondaryCoordinator ?? null,
  };
}

export function stepTwoFormSchema(mode: SaveMode) {
  return stepTwoSchema(mode);
}

const countText = (value: number | null) => (value == null ? null : String(value));

/** The mutation's input: the counts travel as strings (the API's input type). */
export function stepTwoInput(
  values: StepTwo,
  draft: boolean,
  applicationId: number,
): SaveApplicationStepTwoInput {
  return {
    applicationBackpackBuddyId: applicationId,
    draft,
    numTotalEnrollment: countText(values.numTotalEnrollment),
    numFreeLunch: countText(values.numFreeLunch),
    numReducedLunch: countText(values.numReducedLunch),
    certififedVerification: values.certififedVerification,
    programInterests: values.programInterests,
    willHelpMediaEvents: values.willHelpMediaEvents,
    willDistributeInfo: values.willDistributeInfo,
    emailSecondaryCoordinator: values.emailSecondaryCoordinator,
  };
}
