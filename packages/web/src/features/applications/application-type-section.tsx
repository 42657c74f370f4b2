import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { YesNoController } from '../../components/choice-controllers';
import { RadioGroup } from '../../components/radio-group';
import { useLanguage, useT } from '../../i18n/use-t';
import { formSectionMessages as m } from './form-sections.messages';

/** The fields the Application Type section binds. */
export type ApplicationTypeValues = { termId: string; new: boolean | null };

/** A term as the section lists it: the API's label, and its type and year when queried. */
export type TermChoice = {
  termId: number;
  termFormatted: string;
  type?: string | null;
  year?: number | null;
};

/**
 * A term's label: the API's termFormatted in English (domain formatTerm), the same words from
 * its type and year in Spanish.
 */
function useTermLabel() {
  const t = useT();
  const language = useLanguage();
  return (term: TermChoice) => {
    if (language === 'en' || term.year == null) return term.termFormatted;
    if (term.type === 'SCHOOL') {
      return t(m.schoolYearTerm, { startYear: term.year, endYear: term.year + 1 });
    }
    return term.type === 'SUMMER' ? t(m.summerTerm, { year: term.year }) : term.termFormatted;
  };
}

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
  terms: readonly TermChoice[];
  programName: string;
  onTermChange?: (termId: string) => void;
}) {
  // The section binds only the fields of ApplicationTypeValues, which T holds.
  const typeForm = form as unknown as UseFormReturn<ApplicationTypeValues, unknown, O>;
  const t = useT();
  const termLabel = useTermLabel();
  const options = terms.map((term) => ({ value: String(term.termId), label: termLabel(term) }));
  return (
    <section className="form-section" aria-labelledby="application-type-heading">
      <h3 id="application-type-heading">{t(m.applicationType)}</h3>
      <Controller
        control={typeForm.control}
        name="termId"
        render={({ field, fieldState }) => (
          <RadioGroup
            name={field.name}
            legend={t(m.selectTerm)}
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
        legend={t(m.takenPartBefore, { programName })}
        invert
      />
    </section>
  );
}
