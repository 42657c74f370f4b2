import { principalEmailIssue } from '@portal/domain';
import { stepThreeSchema } from '@portal/domain/programs/backpack-buddy';
import type { SaveMode } from '@portal/domain';
import type { StepThree, StepThreeInput } from '@portal/domain/programs/backpack-buddy';
import type { SaveApplicationStepThreeInput } from '../../../gql/graphql';
import type { BackpackBuddyApplication } from './step-context';

/** Step 3 as the form first holds it (the step schema's input). */
export function stepThreeDefaults(application: BackpackBuddyApplication): StepThreeInput {
  return {
    agreeToProgramPurpose: application.agreeToProgramPurpose,
    agreeToProgramResponsibilities: application.agreeToProgramResponsibilities,
    agreeNondiscrimination: application.agreeNondiscrimination,
    nameSignFirst: application.nameSignFirst ?? '',
    nameSignSecond: application.nameSignSecond ?? '',
    nameSignThird: application.nameSignThird ?? '',
    verifyPrincipalEmail: application.verifyPrincipalEmail ?? '',
  };
}

/**
 * The step 3 rules: the domain's step schema and, for an educator who edits, Verify Principal
 * Email must be the roster principal's ("Principal Email Doesn't Match").
 */
export function stepThreeFormSchema(
  mode: SaveMode,
  verify: { required: boolean; principalEmail: string | null | undefined },
) {
  return stepThreeSchema(mode, { verifyPrincipalEmail: verify.required }).superRefine(
    (values, ctx) => {
      if (!verify.required) return;
      const issue = principalEmailIssue(values.verifyPrincipalEmail, verify.principalEmail);
      if (issue) ctx.addIssue({ code: 'custom', path: ['verifyPrincipalEmail'], message: issue });
    },
    {
      when: (payload) =>
        !payload.issues.some((issue) => issue.path?.[0] === 'verifyPrincipalEmail'),
    },
  );
}

export function stepThreeInput(
  values: StepThree,
  draft: boolean,
  applicationId: number,
  verify: boolean,
): SaveApplicationStepThreeInput {
  return {
    applicationBackpackBuddyId: applicationId,
    draft,
    agreeToProgramPurpose: values.agreeToProgramPurpose,
    agreeToProgramResponsibilities: values.agreeToProgramResponsibilities,
    agreeNondiscrimination: values.agreeNondiscrimination,
    nameSignFirst: values.nameSignFirst,
    nameSignSecond: values.nameSignSecond,
    nameSignThird: values.nameSignThird,
    verifyPrincipalEmail: verify ? values.verifyPrincipalEmail : null,
  };
}
