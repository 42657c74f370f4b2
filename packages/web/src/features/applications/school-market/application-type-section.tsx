import { operatingFrequencyIssue } from '@portal/domain/programs/school-market';
import { ApplicationTypeSection as SharedApplicationTypeSection } from '../application-type-section';
import type { IntakeTerm } from './form-context';
import type { SchoolMarketFormApi } from './form-api';
import { chosenTerm } from './form-values';

/**
 * Application Type (the school programs' section): choosing a term of another type clears an
 * operating frequency it does not offer.
 */
export function ApplicationTypeSection({
  form,
  terms,
  programName,
}: {
  form: SchoolMarketFormApi;
  terms: readonly IntakeTerm[];
  programName: string;
}) {
  const chooseTerm = (termId: string) => {
    const term = chosenTerm(termId, terms);
    const frequency = form.getValues('operatingFrequency');
    if (term && operatingFrequencyIssue(frequency, term.type)) {
      form.setValue('operatingFrequency', '', { shouldValidate: form.formState.isSubmitted });
    }
  };
  return (
    <SharedApplicationTypeSection
      form={form}
      terms={terms}
      programName={programName}
      onTermChange={chooseTerm}
    />
  );
}
