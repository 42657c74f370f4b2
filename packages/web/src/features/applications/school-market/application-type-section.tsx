import { Controller } from 'react-hook-form';
import { operatingFrequencyIssue } from '@portal/domain/programs/school-market';
import { YesNoController } from '../../../components/choice-controllers';
import { RadioGroup } from '../../../components/radio-group';
import type { IntakeTerm } from './form-context';
import type { SchoolMarketFormApi } from './form-api';
import { chosenTerm } from './form-values';

/**
 * Application Type: the term of the year, and whether the school took part before (Yes: `new`
 * is false). Choosing a term of another type clears an operating frequency it does not offer.
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
  const options = terms.map((term) => ({ value: String(term.termId), label: term.termFormatted }));
  const chooseTerm = (termId: string) => {
    const term = chosenTerm(termId, terms);
    const frequency = form.getValues('operatingFrequency');
    if (term && operatingFrequencyIssue(frequency, term.type)) {
      form.setValue('operatingFrequency', '', { shouldValidate: form.formState.isSubmitted });
    }
  };
  return (
    <section className="form-section" aria-labelledby="application-type-heading">
      <h3 id="application-type-heading">Application Type</h3>
      <Controller
        control={form.control}
        name="termId"
        render={({ field, fieldState }) => (
          <RadioGroup
            name={field.name}
            legend="Select Term:"
            options={options}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value);
              chooseTerm(value);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <YesNoController
        control={form.control}
        name="new"
        legend={`Has your school taken part in ${programName} before?`}
        invert
      />
    </section>
  );
}
