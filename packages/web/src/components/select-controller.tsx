import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField } from './select-field';
import type { SelectFieldProps } from './select-field';

/**
 * A SelectField bound to a react-hook-form field as a controlled select: the chosen value shows
 * even when the options arrive after the field (a school list loading) and a default value is
 * never mistaken for an edit.
 */
export function SelectController<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...select
}: Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  /** Called after the value changed (to reset a dependent field). */
  onValueChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...select}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
