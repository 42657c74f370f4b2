import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldError, FieldHint } from './field-message';
import { useFieldIds } from './field-ids';
import './file-controller.css';

/**
 * A labelled file input bound to a react-hook-form field whose value is the chosen File (or
 * undefined): its hint and message are tied to it (aria-describedby, aria-invalid) like every
 * field, it takes focus when it is the first invalid field, and it empties itself when the form
 * is reset (a file input cannot be set otherwise).
 */
export function FileController<T extends FieldValues>({
  control,
  name,
  label,
  accept,
  hint,
  disabled,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  /** The input's accept list ('.pdf,.docx'). */
  accept?: string;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileInput
          name={field.name}
          label={label}
          accept={accept}
          hint={hint}
          disabled={disabled}
          error={fieldState.error?.message}
          chosen={field.value != null}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChoose={(file) => field.onChange(file)}
        />
      )}
    />
  );
}

function FileInput({
  name,
  label,
  accept,
  hint,
  disabled,
  error,
  chosen,
  inputRef,
  onBlur,
  onChoose,
}: {
  name: string;
  label: string;
  accept: string | undefined;
  hint: string | undefined;
  disabled: boolean | undefined;
  error: string | undefined;
  chosen: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  onChoose: (file: File | undefined) => void;
}) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(name, undefined, hint, error);
  const input = useRef<HTMLInputElement | null>(null);
  // The form was reset (or the value cleared): the input lets its file go too.
  useEffect(() => {
    if (!chosen && input.current && input.current.value !== '') input.current.value = '';
  }, [chosen]);
  return (
    <div className={['field', 'file-field', error ? 'field-invalid' : ''].join(' ').trim()}>
      <label htmlFor={controlId}>{label}</label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <input
        ref={(element) => {
          input.current = element;
          inputRef(element);
        }}
        id={controlId}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? undefined)}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
