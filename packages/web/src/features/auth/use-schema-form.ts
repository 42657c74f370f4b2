import { useRef, useState } from 'react';
import type { FormEvent } from 'react';

/** A zod schema as far as this form uses it (zod is imported only by the loaded kit). */
export interface FormSchema<Out> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The login and registration forms, without react-hook-form and without zod in the first
 * download: the inputs are the browser's own (read with FormData on submit), the schema comes
 * from `loadSchema` (the domain's zod schema, loaded when the form is first focused, touched or
 * submitted). It behaves as useZodForm does elsewhere: validate on submit, then again on each
 * change, the first message of each field word for word, focus on the first invalid field.
 */
export function useSchemaForm<Field extends string, Out>({
  fields,
  loadSchema,
  onValid,
  onLoadError,
}: {
  /** The fields' names, in the form's order (the first invalid one gets focus). */
  fields: readonly Field[];
  loadSchema: () => Promise<FormSchema<Out>>;
  onValid: (values: Out) => Promise<void>;
  /** The schema could not be loaded (offline): what to tell the person. */
  onLoadError: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  const values = () => {
    const data = formRef.current ? new FormData(formRef.current) : new FormData();
    return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]));
  };

  /** The schema's verdict on the inputs: the output, or the messages shown (first per field). */
  const check = (
    schema: FormSchema<Out>,
  ): { ok: true; data: Out } | { ok: false; errors: FieldErrors<Field> } => {
    const result = schema.safeParse(values());
    if (result.success) {
      setErrors({});
      return { ok: true, data: result.data };
    }
    const next: FieldErrors<Field> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as Field;
      if (fields.includes(name)) next[name] ??= issue.message;
    }
    setErrors(next);
    return { ok: false, errors: next };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      let schema: FormSchema<Out>;
      try {
        schema = await loadSchema();
      } catch {
        onLoadError();
        return;
      }
      const result = check(schema);
      if (result.ok) {
        await onValid(result.data);
        return;
      }
      const invalid = fields.find((name) => result.errors[name] !== undefined);
      const control = invalid ? formRef.current?.elements.namedItem(invalid) : null;
      if (control instanceof HTMLElement) control.focus();
    } finally {
      setSubmitting(false);
    }
  };

  /** After a submit, each change is checked again (as react-hook-form's reValidateMode). */
  const onChange = () => {
    if (!submitted.current) return;
    loadSchema().then(check, () => {});
  };

  /** The first use of the form starts loading the schema, so that a submit rarely waits. */
  const warmUp = () => void loadSchema().catch(() => {});

  return {
    errors,
    submitting,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onChange,
      onFocus: warmUp,
      onPointerDown: warmUp,
    },
  };
}
