/**
 * A form saved in two modes (the application steps): Next or Submit validates with the step's
 * domain schema in 'submit' mode, Save as Draft with the same schema in 'draft' mode. Like
 * `useZodForm`, the messages are the domain's, word for word; after a failed attempt the first
 * invalid control in reading order gets focus and the form-level message shows until the
 * fields are fixed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RefObject } from 'react';
import type { FieldValues, Resolver, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { SaveMode } from '@portal/domain';
import { focusFirstInvalid } from './focus-first-invalid';

export type SaveModeForm<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  /** Put on the <form>: where the first invalid control is looked for. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Validates in `mode`, then calls `onValid` with the schema's (normalised) output. */
  submitWith: (mode: SaveMode, onValid: (values: O, mode: SaveMode) => Promise<void>) => void;
  /** True after a failed attempt, until the errors are fixed. */
  showMissing: boolean;
  saving: boolean;
  /** The mode of the last attempt (null before the first). */
  lastMode: SaveMode | null;
};

export function useSaveModeForm<V extends FieldValues, O>(
  schemaFor: (mode: SaveMode) => z.ZodType<O>,
  options: Omit<UseFormProps<V, unknown, O>, 'resolver'> = {},
): SaveModeForm<V, O> {
  const modeRef = useRef<SaveMode>('submit');
  const schemaForRef = useRef(schemaFor);
  schemaForRef.current = schemaFor;
  const resolver = useCallback<Resolver<V, unknown, O>>((values, context, opts) => {
    const schema = schemaForRef.current(modeRef.current);
    const resolve = zodResolver(schema as never) as unknown as Resolver<V, unknown, O>;
    return resolve(values, context, opts);
  }, []);
  const form = useForm<V, unknown, O>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Set by a failed attempt; the first invalid control gets focus once the errors are rendered.
  const focusPending = useRef(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [lastMode, setLastMode] = useState<SaveMode | null>(null);

  const hasErrors = Object.keys(form.formState.errors).length > 0;
  useEffect(() => {
    if (!focusPending.current || !hasErrors) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  });

  const submitWith = useCallback<SaveModeForm<V, O>['submitWith']>(
    (mode, onValid) => {
      modeRef.current = mode;
      setLastMode(mode);
      void form.handleSubmit(
        async (values) => {
          setFailed(false);
          setSaving(true);
          try {
            await onValid(values, mode);
          } finally {
            setSaving(false);
          }
        },
        () => {
          focusPending.current = true;
          setFailed(true);
        },
      )();
    },
    [form],
  );

  return { form, formRef, submitWith, showMissing: failed && hasErrors, saving, lastMode };
}
