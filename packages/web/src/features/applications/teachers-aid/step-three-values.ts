import { principalEmailIssue } from '@portal/domain';
import { teachersAidStepThreeSchema } from '@portal/domain/programs/teachers-aid';
import type { SaveMode } from '@portal/domain';
import type {
  TeachersAidStepThree,
  TeachersAidStepThreeInput,
} from '@portal/domain/programs/teachers-aid';
import type { SaveTeachersAidApplicationStepThreeInput } from '../../../gql/graphql';
import type { TeachersAidApplication } from './step-context';

/** Step 3 as the form first holds it (the step schema's input). */
export function stepThreeDefaults(application: TeachersAidApplication): TeachersAidStepThreeInput {
  return {
    certifiedProgramRules: application.certifiedProgramRules,
    certifiedAgreement: application.certifiedAgreement,
    certifiedNonDiscrimination: application.certifiedNonDiscrimination,
    nameSignFirst: application.nameSignFirst ?? '',
    nameSignSecond: application.nameSignSecond ?? '',
    nameSignThird: application.nameSignThird ?? '',
    verifyPrincipalEmail: application.verifyPrincipalEmail ?? '',
  };
}

/**
 * The step 3 rules: the domain's step schema and, for an educator who edits, Verify Principal
 * Email must be the email of the principal named in step 1 ("Principal Email Doesn't Match").
 */
export function stepThreeFormSchema(
  mode: SaveMode,
  verify: { required: boolean; principalEmail: string | null | undefined },
) {
  return teachersAidStepThreeSchema(mode, { verifyPrincipalEmail: verify.required }).superRefine(
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
  values: TeachersAidStepThree,
  draft: boolean,
  applicationId: number,
  verify: boolean,
): SaveTeachersAidApplicationStepThreeInput {
  return {
    applicationTeachersAidId: applicationId,
    draft,
    certifiedProgramRules: values.certifiedProgramRules,
    certifiedAgreement: values.certifiedAgreement,
    certifiedNonDiscrimination: values.certifiedNonDiscrimination,
    nameSignFirst: values.nameSignFirst,
    nameSignSecond: values.nameSignSecond,
    nameSignThird: values.nameSignThird,
    verifyPrincipalEmail: verify ? values.verifyPrincipalEmail : null,
  };
}
