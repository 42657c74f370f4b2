import { useState } from 'react';
import { COUNT_MAX_DIGITS, MESSAGES } from '@portal/domain';
import { weeklyAllocationSchema } from '@portal/domain/programs/backpack-buddy';
import type { WeeklyAllocationInput } from '@portal/domain/programs/backpack-buddy';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';

const EMPTY: WeeklyAllocationInput = { weeklyAllocation: '' };

/**
 * Weekly Allocation with Save: required, numeric, at most 4 digits (the domain's rule, the same
 * the server checks). A refused value gets its message and focus; the server's refusal is
 * announced above the field. Saved: 'Update Successful' and an empty field.
 */
export function WeeklyAllocationForm({
  onSave,
}: {
  /** Saves the value as typed (the server parses it with the same schema). */
  onSave: (weeklyAllocation: string) => Promise<unknown>;
}) {
  const form = useZodForm(weeklyAllocationSchema, { defaultValues: EMPTY });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const saved = await saveWithFieldIssues(form, () => onSave(String(values.weeklyAllocation)));
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.updateSuccessful);
    form.reset(EMPTY);
  });

  return (
    <form
      className="form allocation-form"
      aria-labelledby="allocation-form-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 id="allocation-form-heading">Set Weekly Allocation</h4>
      <Alert>{serverError}</Alert>
      <div className="allocation-form-row">
        <TextField
          label="Weekly Allocation"
          inputMode="numeric"
          maxLength={COUNT_MAX_DIGITS}
          autoComplete="off"
          {...fieldProps(form, 'weeklyAllocation')}
        />
        <Button type="submit" busy={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
