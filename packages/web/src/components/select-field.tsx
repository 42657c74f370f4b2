import type { Ref, SelectHTMLAttributes } from 'react';
import { useT } from '../i18n/use-t';
import { componentsMessages } from './components.messages';
import { useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import '../styles/form-controls.css';

export type SelectOption = { readonly value: string; readonly label: string };

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The first, empty option ('' value); 'Select…' in the screen's language by default. */
  placeholder?: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select whose message is tied to it with aria-describedby and aria-invalid. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const t = useT();
  const { controlId, hintId, errorId, describedBy } = useFieldIds(select.name, id, hint, error);
  return (
    <div className={['field', error ? 'field-invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId}>{label}</label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <select
        ref={ref}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        <option value="">{placeholder ?? t(componentsMessages.selectPlaceholder)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
