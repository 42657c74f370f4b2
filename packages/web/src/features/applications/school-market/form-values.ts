import { termChoiceIssue } from '@portal/domain';
import {
  operatingFrequencyIssue,
  schoolMarketApplicationSchema,
} from '@portal/domain/programs/school-market';
import type { IntakeConfig, SaveMode } from '@portal/domain';
import type {
  SchoolMarketApplication as SchoolMarketOutput,
  SchoolMarketApplicationInput,
  SchoolMarketContactKey,
} from '@portal/domain/programs/school-market';
import type {
  SaveSchoolMarketApplicationInput,
  SchoolMarketContactInput,
} from '../../../gql/graphql';
import { contactTextValues } from '../../../lib/contact-values';
import type { ContactTextValues } from '../../../lib/contact-values';
import type { ControlValues } from '../control-values';
import type { IntakeTerm, SchoolMarketApplication } from './form-context';

/**
 * The form as its controls hold it: the schema's fields as their controls give them (before the
 * schema normalises them), the two contacts as text boxes.
 */
export type SchoolMarketValues = ControlValues<
  Omit<SchoolMarketApplicationInput, SchoolMarketContactKey>
> &
  Record<SchoolMarketContactKey, ContactTextValues>;

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form's first values: the application's and its school's, or blank for a new one. */
export function schoolMarketDefaults(
  application: SchoolMarketApplication | null,
): SchoolMarketValues {
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
    marketType: text(application?.marketType),
    operatingFrequency: text(application?.operatingFrequency),
    preferredDistributionDay: text(application?.preferredDistributionDay),
    preferredDistributionTime: text(application?.preferredDistributionTime),
    secondaryPreferredDistributionDay: text(application?.secondaryPreferredDistributionDay),
    secondaryPreferredDistributionTime: text(application?.secondaryPreferredDistributionTime),
    primaryPointOfContact: contactTextValues(school?.primaryPointOfContact),
    principal: contactTextValues(school?.principal),
    agreeToProgramPurpose: application?.agreeToProgramPurpose ?? false,
    agreeNondiscrimination: application?.agreeNondiscrimination ?? false,
    agreeToProgramResponsibilities: application?.agreeToProgramResponsibilities ?? false,
    nameSignFirst: text(application?.nameSignFirst),
    nameSignSecond: text(application?.nameSignSecond),
    nameSignThird: text(application?.nameSignThird),
    certififedVerification: application?.certififedVerification ?? false,
  };
}

/** The chosen term among the year's terms, if any. */
export function chosenTerm(
  termId: string | number | null | undefined,
  terms: readonly IntakeTerm[],
): IntakeTerm | undefined {
  const id = Number(termId);
  return terms.find((term) => term.termId === id);
}

/**
 * The form's rules: the domain's schema (the server's too), plus what needs the year's terms and
 * the intake settings: the term choice ('We are not currently accepting new summer
 * applications', …) and an operating frequency of the chosen term's type.
 */
export function schoolMarketFormSchema(
  mode: SaveMode,
  intake: { terms: readonly IntakeTerm[]; config: IntakeConfig },
) {
  return schoolMarketApplicationSchema(mode)
    .superRefine(
      (values, ctx) => {
        const issue = termChoiceIssue(values.termId, intake.terms, intake.config);
        if (issue) ctx.addIssue({ code: 'custom', path: ['termId'], message: issue });
      },
      { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'termId') },
    )
    .superRefine(
      (values, ctx) => {
        const term = chosenTerm(values.termId, intake.terms);
        const issue = term ? operatingFrequencyIssue(values.operatingFrequency, term.type) : null;
        if (issue) ctx.addIssue({ code: 'custom', path: ['operatingFrequency'], message: issue });
      },
      {
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'termId' || issue.path?.[0] === 'operatingFrequency',
          ),
      },
    );
}

function contactInput(
  contact: SchoolMarketOutput[SchoolMarketContactKey],
): SchoolMarketContactInput {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    title: contact.title,
    phone: contact.phone,
    email: contact.email,
  };
}

const countInput = (value: number | null) => (value == null ? null : String(value));

/** The mutation's input from the schema's output (counts travel as strings, as the API asks). */
export function schoolMarketInput(
  values: SchoolMarketOutput,
  draft: boolean,
  applicationId: number | null,
): SaveSchoolMarketApplicationInput {
  return {
    applicationSchoolMarketId: applicationId ?? undefined,
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
    marketType: values.marketType,
    operatingFrequency: values.operatingFrequency,
    preferredDistributionDay: values.preferredDistributionDay,
    preferredDistributionTime: values.preferredDistributionTime,
    secondaryPreferredDistributionDay: values.secondaryPreferredDistributionDay,
    secondaryPreferredDistributionTime: values.secondaryPreferredDistributionTime,
    primaryPointOfContact: contactInput(values.primaryPointOfContact),
    principal: contactInput(values.principal),
    agreeToProgramPurpose: values.agreeToProgramPurpose,
    agreeNondiscrimination: values.agreeNondiscrimination,
    agreeToProgramResponsibilities: values.agreeToProgramResponsibilities,
    nameSignFirst: values.nameSignFirst,
    nameSignSecond: values.nameSignSecond,
    nameSignThird: values.nameSignThird,
    certififedVerification: values.certififedVerification,
  };
}
