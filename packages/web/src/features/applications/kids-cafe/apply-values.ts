import type { FieldPath } from 'react-hook-form';
import type { KidsCafeFormApi } from './form-api';
import type { KidsCafeValues } from './form-values';

/**
 * Puts the fields a domain rule changed (clearMealsNotOffered, clearUncheckedMeal) into the
 * form: `after` is the rule's result on `before`; a field it emptied (null) becomes a blank box.
 * Re-validated once the form has been submitted, so a cleared field's message goes at once.
 */
export function applyChangedValues(
  form: KidsCafeFormApi,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): void {
  const validate = form.formState.isSubmitted;
  for (const [key, value] of Object.entries(after)) {
    if (value === before[key]) continue;
    form.setValue(key as FieldPath<KidsCafeValues>, (value ?? '') as never, {
      shouldDirty: true,
      shouldValidate: validate,
    });
  }
}
