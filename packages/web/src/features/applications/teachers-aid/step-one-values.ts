import { fractionToPercent, termChoiceIssue } from '@portal/domain';
import { teachersAidStepOneSchema } from '@portal/domain/programs/teachers-aid';
import type { IntakeConfig, SaveMode } from '@portal/domain';
import type {
  TeachersAidContact,
  TeachersAidContactKey,
  TeachersAidStepOne,
  TeachersAidStepOneInput,
} from '@portal/domain/programs/teachers-aid';
import type {
  SaveTeachersAidApplicationStepOneInput,
  TeachersAidContactInput,
} from '../../../gql/graphql';
import { contactTextValues } from '../../../lib/contact-values';
import type { ContactTextValues } from '../../../lib/contact-values';
import type { ControlValues } from '../control-values';
import type { IntakeTerm, TeachersAidApplication } from './step-context';

/**
 * Step 1 as the form holds it: the schema's fields as their controls give them (the
 * demographics as percentages typed), the two contacts as text boxes.
 */
export type StepOneValues = ControlValues<Omit<TeachersAidStepOneInput, TeachersAidContactKey>> &
  Record<TeachersAidContactKey, ContactTextValues>;

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A stored fraction (0.25) as the percentage its box shows ('25'); blank when missing. */
export function percentText(fraction: number | null | undefined): string {
  return fraction == null || !Number.isFinite(fraction) ? '' : String(fractionToPercent(fraction));
}

/** The form's first values: the application's and its school's, or blank for a new one. */
export function stepOneDefaults(application: TeachersAidApplication | null): StepOneValues {
  const school = application?.school;
  return {
    termId: numberText(application?.termId),
    new: application?.new ?? null,
    schoolType: text(school?.type),
    districtId: numberText(school?.districtId),
    schoolId: numberText(school?.schoolId),
    address1: text(school?.address1),
    address2: text(school?.address2),
    city: text(school?.city),
    county: text(school?.county),
    state: school ? text(school.state) : 'TX',
    zip: text(school?.zip),
    gradesServed: school ? [...school.gradesServed] : [],
    organizationType: text(application?.organizationType),
    nonProfitOrganizations: text(application?.nonProfitOrganizations),
    numTotalEnrollment: numberText(application?.numTotalEnrollment),
    numReducedLunch: numberText(application?.numReducedLunch),
    numFreeLunch: numberText(application?.numFreeLunch),
    demographicAsian: percentText(application?.demographicAsian),
    demographicBlack: percentText(application?.demographicBlack),
    demographicHispanic: percentText(application?.demographicHispanic),
    demographicWhite: percentText(application?.demographicWhite),
    siteCoordinator: contactTextValues(school?.siteCoordinator),
    principal: contactTextValues(school?.principal),
  };
}

/**
 * The step 1 rules: the domain's schema (the server's too), and the term choice against the
 * year's terms and the intake settings ('We are not currently accepting new summer
 * applications', …).
 */
export function stepOneFormSchema(
  mode: SaveMode,
  intake: { terms: readonly IntakeTerm[]; config: IntakeConfig },
) {
  return teachersAidStepOneSchema(mode).superRefine(
    (values, ctx) => {
      const issue = termChoiceIssue(values.termId, intake.terms, intake.config);
      if (issue) ctx.addIssue({ code: 'custom', path: ['termId'], message: issue });
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'termId') },
  );
}

function contactInput(contact: TeachersAidContact): TeachersAidContactInput {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    title: contact.title,
    phone: contact.phone,
    email: contact.email,
  };
}

const countInput = (value: number | null | undefined) => (value == null ? null : String(value));
/** The API reads a percentage typed (25 is 25 %): the schema's fraction goes back as one. */
const percentInput = (fraction: number | null | undefined) =>
  fraction == null ? null : String(fractionToPercent(fraction));

/** The mutation's input from the schema's output. */
export function stepOneInput(
  values: TeachersAidStepOne,
  draft: boolean,
  applicationId: number | null,
): SaveTeachersAidApplicationStepOneInput {
  return {
    applicationTeachersAidId: applicationId ?? undefined,
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
    numTotalEnrollment: countInput(values.numTotalEnrollment),
    numReducedLunch: countInput(values.numReducedLunch),
    numFreeLunch: countInput(values.numFreeLunch),
    demographicAsian: percentInput(values.demographicAsian),
    demographicBlack: percentInput(values.demographicBlack),
    demographicHispanic: percentInput(values.demographicHispanic),
    demographicWhite: percentInput(values.demographicWhite),
    siteCoordinator: contactInput(values.siteCoordinator),
    principal: contactInput(values.principal),
  };
}
