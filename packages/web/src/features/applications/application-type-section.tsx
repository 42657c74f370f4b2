import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { YesNoController } from '../../components/choice-controllers';
import { RadioGroup } from '../../components/radio-group';

/** The fields the Application Type section binds. */
export type ApplicationTypeValues = { termId: string; new: boolean | null };

/**
 * Application Type: the term of the year, and whether the school took part before (Yes: `new`
 * is false). `onTermChange` is told the term chosen (a program clears what the term rules out).
 */
export function ApplicationTypeSection<T extends ApplicationTypeValues, O>({
  form,
  terms,
  programName,
  onTermChange,
}: {
  form: UseFormReturn<T, unknown, O>;
  terms: readonly { termId: number; termFormatted: string }[];
  programName: string;
  onTermChange?: (termId: string) => void;
}) {
  // The section binds only the fields of ApplicationTypeValues, which T holds.
  const typeForm = form as unknown as UseFormReturn<ApplicationTypeValues, unknown, O>;
  const options = terms.map((term) => ({ value: String(term.termId), label: term.termFormatted }));
  return (
    <section className="form-section" aria-labelledby="application-type-heading">
      <h3 id="application-type-heading">Application Type</h3>
      <Controller
        control={typeForm.control}
        name="termId"
        render={({ field, fieldState }) => (
          <RadioGroup
            name={field.name}
            legend="Select Term:"
            options={options}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value);
              onTermChange?.(value);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <YesNoController
        control={typeForm.control}
        name="new"
        legend={`Has your school taken part in ${programName} before?`}
        invert
      />
    </section>
  );
}
