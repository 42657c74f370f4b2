import { useWatch } from 'react-hook-form';
import { KIDS_CAFE_MEALS, clearUncheckedMeal, mealFields } from '@portal/domain/programs/kids-cafe';
import type { KidsCafeMeal } from '@portal/domain/programs/kids-cafe';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import type { Message } from '../../../i18n/define-messages';
import { useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { applyChangedValues } from './apply-values';
import type { KidsCafeFormApi } from './form-api';
import { COUNT_PROPS, useInputProps } from '../input-props';
import { kidsCafeMessages as m } from './kids-cafe.messages';

/** The meals' names (KIDS_CAFE_MEAL_LABELS in English). */
const MEAL_LABELS: Record<KidsCafeMeal, Message> = {
  breakfast: m.mealBreakfast,
  brunch: m.mealBrunch,
  lunch: m.mealLunch,
  bogoLunch: m.mealBogoLunch,
  snack: m.mealSnack,
  supper: m.mealSupper,
};

/** One meal: its interest box and, only while it is checked, its times and expected count. */
function MealFields({ form, meal }: { form: KidsCafeFormApi; meal: KidsCafeMeal }) {
  const t = useT();
  const { TIME_PROPS } = useInputProps();
  const f = mealFields(meal);
  const label = t(MEAL_LABELS[meal]);
  const interested = useWatch({ control: form.control, name: f.interest });
  const interest = fieldProps(form, f.interest);
  return (
    <div className="kids-cafe-meal">
      <CheckboxField
        label={label}
        {...interest}
        onChange={(event) => {
          const result = interest.onChange(event);
          if (!event.target.checked) {
            const before = form.getValues();
            applyChangedValues(form, before, clearUncheckedMeal(before, meal));
          }
          return result;
        }}
      />
      {interested ? (
        <div className="form-grid">
          <TextField
            label={t(m.mealStartTime, { meal: label })}
            {...TIME_PROPS}
            {...fieldProps(form, f.startTime)}
          />
          <TextField
            label={t(m.mealEndTime, { meal: label })}
            {...TIME_PROPS}
            {...fieldProps(form, f.endTime)}
          />
          <TextField
            label={t(m.mealExpectedParticipants, { meal: label })}
            {...COUNT_PROPS}
            {...fieldProps(form, f.numExpectedParticipants)}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The meals (spec 2 "Kids Cafe form"): every meal's interest box; at least one meal of the
 * chosen type's set is required on submit (its message shows on Breakfast, the first box).
 */
export function MealsFields({ form }: { form: KidsCafeFormApi }) {
  const t = useT();
  return (
    <fieldset className="kids-cafe-meals">
      <legend>{t(m.meals)}</legend>
      <p className="field-hint">{t(m.mealsHint)}</p>
      {KIDS_CAFE_MEALS.map((meal) => (
        <MealFields key={meal} form={form} meal={meal} />
      ))}
    </fieldset>
  );
}
