/**
 * The one binding from the domain's zod schemas to react-hook-form: a rule is written once, in
 * @portal/domain, and the form shows its message word for word.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { FieldPath, FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export function useZodForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    // Validate on submit, then as the person corrects; the first invalid field gets focus.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}

/** What a field component needs: the registration plus the field's message. */
export function fieldProps<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: FieldPath<T>,
) {
  return {
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
