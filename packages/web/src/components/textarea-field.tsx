import type { Ref, TextareaHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import '../styles/form-controls.css';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area whose message is tied to it with aria-describedby and aria-invalid. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...input
}: TextareaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(input.name, id, hint, error);
  return (
    <div className={['field', error ? 'field-invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId}>{label}</label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <textarea
        ref={ref}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        rows={3}
        {...input}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
