import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxGroup } from './checkbox-group';
import { YesNoGroup } from './radio-group';
import type { SelectOption } from './select-field';

interface ControllerProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  legend: string;
}

/** A CheckboxGroup bound to a react-hook-form field holding the chosen values. */
export function CheckboxGroupController<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  columns,
}: ControllerProps<T> & { options: readonly SelectOption[]; columns?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          name={field.name}
          legend={legend}
          options={options}
          value={(field.value as readonly string[] | null | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          columns={columns}
        />
      )}
    />
  );
}

/** A Yes/No radio pair bound to a react-hook-form boolean field (invert: Yes means false). */
export function YesNoController<T extends FieldValues>({
  control,
  name,
  legend,
  invert,
}: ControllerProps<T> & { invert?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <YesNoGroup
          name={field.name}
          legend={legend}
          invert={invert}
          value={field.value as boolean | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
