import { Controller } from 'react-hook-form';
import { YesNoController } from '../../../components/choice-controllers';
import { RadioGroup } from '../../../components/radio-group';
import type { IntakeTerm } from './step-context';
import type { StepOneFormApi } from './step-one-form-api';

/** Application Type: the term of the year, and whether the school took part before. */
export function ApplicationTypeSection({
  form,
  terms,
  programName,
}: {
  form: StepOneFormApi;
  terms: readonly IntakeTerm[];
  programName: string;
}) {
  const options = terms.map((term) => ({ value: String(term.termId), label: term.termFormatted }));
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
            onChange={field.onChange}
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
