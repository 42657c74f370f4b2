import { termChoiceIssue } from '@portal/domain';
import { stepOneSchema } from '@portal/domain/programs/backpack-buddy';
import type { IntakeConfig, SaveMode } from '@portal/domain';
import type { StepOne, StepOneInput } from '@portal/domain/programs/backpack-buddy';
import { memberInput, memberValues } from '../../../components/roster/member-values';
import type { RosterValues } from '../../../components/roster/roster-editor';
import type { SaveApplicationStepOneInput } from '../../../gql/graphql';
import type { ControlValues } from '../control-values';
import type { BackpackBuddyApplication, IntakeTerm } from './step-context';

/**
 * Step 1 as the form holds it: the step schema's fields as their controls give them, before the
 * schema normalises them; the roster as the shared roster editor holds it.
 */
export type StepOneValues = ControlValues<Omit<StepOneInput, 'teamMembers'>> & RosterValues;

const text = (value: string | null | undefined) => value ?? '';
const idText = (value: number | null | undefined) => (value ? String(value) : '');

/** The form's first values: the application's and its school's, or blank for a new one. */
export function stepOneDefaults(application: BackpackBuddyApplication | null): StepOneValues {
  if (!application) {
    return {
      termId: '',
      new: null,
      schoolType: '',
      districtId: '',
      schoolId: '',
      address1: '',
      address2: '',
      city: '',
      county: '',
      state: 'TX',
      zip: '',
      gradesServed: [],
      organizationType: '',
      nonProfitOrganizations: '',
      teamMembers: [],
    };
  }
  const { school } = application;
  return {
    termId: idText(application.termId),
    new: application.new ?? null,
    schoolType: text(school.type),
    districtId: idText(school.districtId),
    schoolId: idText(school.schoolId),
    address1: text(school.address1),
    address2: text(school.address2),
    city: text(school.city),
    county: text(school.county),
    state: text(school.state),
    zip: text(school.zip),
    gradesServed: [...school.gradesServed],
    organizationType: text(application.organizationType),
    nonProfitOrganizations: text(application.nonProfitOrganizations),
    teamMembers: school.teamMembersBackpackBuddy.map(memberValues),
  };
}

/**
 * The step 1 rules: the domain's step schema, plus the term choice checked against the year's
 * terms and the intake settings ('We are not currently accepting new summer applications', …).
 */
export function stepOneFormSchema(
  mode: SaveMode,
  intake: { terms: readonly IntakeTerm[]; config: IntakeConfig },
) {
  return stepOneSchema(mode).superRefine(
    (values, ctx) => {
      const issue = termChoiceIssue(values.termId, intake.terms, intake.config);
      if (issue) ctx.addIssue({ code: 'custom', path: ['termId'], message: issue });
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'termId') },
  );
}

/** The mutation's input from the schema's output. */
export function stepOneInput(
  values: StepOne,
  draft: boolean,
  applicationId: number | null,
): SaveApplicationStepOneInput {
  return {
    applicationBackpackBuddyId: applicationId ?? undefined,
    draft,
    termId: values.termId,
    new: values.new,
    schoolType: values.schoolType,
    districtId: values.districtId,
    schoolId: values.schoolId,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    county: values.county,
    state: values.state,
    zip: values.zip,
    gradesServed: values.gradesServed,
    organizationType: values.organizationType,
    nonProfitOrganizations: values.nonProfitOrganizations,
    teamMembers: values.teamMembers.map(memberInput),
  };
}
