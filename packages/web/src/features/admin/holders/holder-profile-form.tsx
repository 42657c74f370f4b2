import { useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { useFocusFirstInvalid } from '../schools/school-detail-form';

/**
 * A holder's profile form (a site's or an organization's, on its Profile tab and its Add screen):
 * the domain's profile rules, then `save` with the checked values. A refusal of the server shows
 * its field issues on their fields and its message in `serverError`; the first invalid field gets
 * the focus, after the form's own check or the server's.
 */
export function useHolderProfileForm<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Values>,
  defaultValues: Values,
  /** Resolves when saved; throws (the mutation's error) when refused. */
  save: (values: Output, form: UseFormReturn<Values, unknown, Output>) => Promise<void>,
) {
  const form = useZodForm(schema, {
    defaultValues: defaultValues as DefaultValues<Values>,
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const saved = await saveWithFieldIssues(form, () => save(values, form));
    if (!saved.ok) {
      setServerError(saved.message);
      onInvalid();
    }
  }, onInvalid);

  return { form, formRef, serverError, onSubmit };
}

/** The profile form's frame: the server's message, the fields, and the submit button. */
export function HolderProfileForm({
  formRef,
  serverError,
  onSubmit,
  busy,
  disabled = false,
  submitLabel,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  serverError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  disabled?: boolean;
  /** 'Save Changes' on the tab, 'Save' on the Add screen. */
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className="form school-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <Alert>{serverError}</Alert>
      {children}
      <Button type="submit" busy={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
