import type { ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import '../styles/form-controls.css';

/**
 * The frame of a radio or checkbox group: a fieldset whose legend names the question, with the
 * group's hint and message tied to it and to each choice.
 */
export function ChoiceGroup({
  name,
  legend,
  hint,
  error,
  inline = false,
  children,
}: {
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  inline?: boolean;
  children: (ids: { controlId: string; describedBy: string | undefined }) => ReactNode;
}) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(name, undefined, hint, error);
  return (
    <fieldset
      className={['field choice-group', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}
    >
      <legend>{legend}</legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={inline ? 'choices choices-inline' : 'choices'}>
        {children({ controlId, describedBy })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
