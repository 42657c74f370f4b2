import { useState } from 'react';
import { districtSchema } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { changeErrorMessage, serverFieldIssues } from '../../../lib/mutation-errors';

/**
 * The district's Name with its save button: 'Save' when adding (always enabled), 'Save Changes'
 * when renaming (enabled once the name changed). A name the server refuses (taken) is shown on
 * the field; any other failure above the form.
 */
export function DistrictNameForm({
  name,
  mode,
  onSave,
}: {
  name: string;
  mode: 'create' | 'rename';
  /** Resolves when saved (the form then treats the saved name as unchanged); throws on failure. */
  onSave: (input: { name: string }) => Promise<void>;
}) {
  const form = useZodForm(districtSchema, { defaultValues: { name } });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values);
      form.reset(values);
    } catch (error) {
      const issue = serverFieldIssues(error).find((i) => i.path === 'name');
      if (issue) {
        form.setError('name', { type: 'server', message: issue.message }, { shouldFocus: true });
      } else {
        setServerError(changeErrorMessage(error));
      }
    }
  });

  const { isDirty, isSubmitting } = form.formState;
  return (
    <>
      <Alert>{serverError}</Alert>
      <form className="form district-name-form" noValidate onSubmit={onSubmit}>
        <TextField label="Name" autoComplete="off" {...fieldProps(form, 'name')} />
        <Button type="submit" busy={isSubmitting} disabled={mode === 'rename' && !isDirty}>
          {mode === 'create' ? 'Save' : 'Save Changes'}
        </Button>
      </form>
    </>
  );
}
