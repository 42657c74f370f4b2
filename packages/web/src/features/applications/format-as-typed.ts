import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A text box's registration whose value `format` rewrites as it is typed (a phone as
 * 123-456-7890, an EIN as 12-3456789); a value it leaves alone is kept as typed, for the rule to
 * name what is wrong with it.
 */
export function formatAsTyped<P extends Pick<UseFormRegisterReturn, 'onChange'>>(
  props: P,
  format: (value: string) => string,
): P {
  return {
    ...props,
    onChange: (event) => {
      const target = event.target as HTMLInputElement;
      const formatted = format(target.value);
      if (formatted !== target.value) target.value = formatted;
      return props.onChange(event);
    },
  };
}
