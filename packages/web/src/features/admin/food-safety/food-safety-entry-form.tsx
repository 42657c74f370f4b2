import { useState } from 'react';
import { DATE_MAX, MESSAGES, TEXT_MAX } from '@portal/domain';
import { foodSafetyEntrySchema } from '@portal/domain/programs/backpack-buddy';
import type { FoodSafetyEntry, FoodSafetyEntryInput } from '@portal/domain/programs/backpack-buddy';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';

const EMPTY: FoodSafetyEntryInput = { completedBy: '', completionDate: '', expirationDate: '' };

const DATE_INPUT = {
  hint: 'MM/DD/YYYY',
  inputMode: 'numeric',
  maxLength: DATE_MAX,
  autoComplete: 'off',
} as const;

/**
 * Records a food safety training: Completed By, Completion Date and Expiration Date, all
 * required, dates MM/DD/YYYY with the expiration after the completion (the domain's rules, the
 * same the server checks). A refused field gets its message and the first one focus; the
 * server's refusal is announced above the fields. Saved: 'Update Successful' and an empty form.
 */
export function FoodSafetyEntryForm({
  onSave,
}: {
  onSave: (entry: FoodSafetyEntry) => Promise<unknown>;
}) {
  const form = useZodForm(foodSafetyEntrySchema, { defaultValues: EMPTY });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (entry) => {
    setServerError(null);
    const saved = await saveWithFieldIssues(form, () => onSave(entry));
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.updateSuccessful);
    form.reset(EMPTY);
  });

  return (
    <form
      className="form school-form food-safety-entry-form"
      aria-labelledby="food-safety-entry-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 id="food-safety-entry-heading">Add Entry</h4>
      <Alert>{serverError}</Alert>
      <div className="form-grid">
        <TextField
          label="Completed By"
          autoComplete="off"
          maxLength={TEXT_MAX}
          {...fieldProps(form, 'completedBy')}
        />
        <TextField
          label="Completion Date"
          {...DATE_INPUT}
          {...fieldProps(form, 'completionDate')}
        />
        <TextField
          label="Expiration Date"
          {...DATE_INPUT}
          {...fieldProps(form, 'expirationDate')}
        />
      </div>
      <Button type="submit" busy={form.formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
