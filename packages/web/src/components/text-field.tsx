import type { InputHTMLAttributes, Ref } from 'react';
import { useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose message is tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(input.name, id, hint, error);
  return (
    <div className={['field', error ? 'field-invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId}>{label}</label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <input
        ref={ref}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
