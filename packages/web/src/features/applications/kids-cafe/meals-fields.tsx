import { useWatch } from 'react-hook-form';
import {
  KIDS_CAFE_MEALS,
  KIDS_CAFE_MEAL_LABELS,
  clearUncheckedMeal,
  mealFields,
} from '@portal/domain/programs/kids-cafe';
import type { KidsCafeMeal } from '@portal/domain/programs/kids-cafe';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import { fieldProps } from '../../../lib/forms';
import { applyChangedValues } from './apply-values';
import type { KidsCafeFormApi } from './form-api';
import { COUNT_PROPS, TIME_PROPS } from '../input-props';

/** One meal: its interest box and, only while it is checked, its times and expected count. */
function MealFields({ form, meal }: { form: KidsCafeFormApi; meal: KidsCafeMeal }) {
  const f = mealFields(meal);
  const label = KIDS_CAFE_MEAL_LABELS[meal];
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
            label={`${label} Start Time`}
            {...TIME_PROPS}
            {...fieldProps(form, f.startTime)}
          />
          <TextField label={`${label} End Time`} {...TIME_PROPS} {...fieldProps(form, f.endTime)} />
          <TextField
            label={`${label} Expected Participants`}
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
  return (
    <fieldset className="kids-cafe-meals">
      <legend>Meals</legend>
      <p className="field-hint">
        Choose the meals the site will serve, with their times and the children expected.
      </p>
      {KIDS_CAFE_MEALS.map((meal) => (
        <MealFields key={meal} form={form} meal={meal} />
      ))}
    </fieldset>
  );
}
