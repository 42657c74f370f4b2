import { Controller } from 'react-hook-form';
import { displayYear, enumValues } from '@portal/domain';
import type { Program, TermType } from '@portal/domain';
import { clearMealsNotOffered } from '@portal/domain/programs/kids-cafe';
import { RadioGroup } from '../../../components/radio-group';
import type { Message } from '../../../i18n/define-messages';
import { useT } from '../../../i18n/use-t';
import { applyChangedValues } from './apply-values';
import type { KidsCafeFormApi } from './form-api';
import { kidsCafeMessages as m } from './kids-cafe.messages';

const TYPE_LABELS: Record<TermType, Message> = { SCHOOL: m.schoolYearType, SUMMER: m.summerType };

/**
 * The type, SCHOOL or SUMMER, each with the year it is displayed as (a SUMMER application's year
 * + 1). Choosing one clears the meals that type does not offer (clearMealsNotOffered).
 */
export function TypeRadio({
  form,
  program,
  applicationYear,
}: {
  form: KidsCafeFormApi;
  program: Program;
  applicationYear: number;
}) {
  const t = useT();
  const options = enumValues('termTypes').map((type) => ({
    value: type,
    label: t(TYPE_LABELS[type], { year: String(displayYear(program, type, applicationYear)) }),
  }));
  return (
    <Controller
      control={form.control}
      name="type"
      render={({ field, fieldState }) => (
        <RadioGroup
          name={field.name}
          legend={t(m.type)}
          options={options}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value);
            const before = form.getValues();
            applyChangedValues(form, before, clearMealsNotOffered(before, value as TermType));
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          inline
        />
      )}
    />
  );
}
