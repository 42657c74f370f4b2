import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import '../styles/form-controls.css';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** One labelled checkbox (a certification, I Agree) with its message tied to it. */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...input
}: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(input.name, id, hint, error);
  return (
    <div
      className={['field field-checkbox', error ? 'field-invalid' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="choice">
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
