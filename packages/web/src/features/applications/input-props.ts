import { useMemo } from 'react';
import { COUNT_MAX_DIGITS, DATE_MAX, TIME_MAX } from '@portal/domain';
import { useT } from '../../i18n/use-t';
import { formFieldMessages as m } from './form-fields.messages';

/**
 * Text boxes of the application forms by format (Kids Cafe, Partner Services; spec 2 §5, §9:
 * date 10, time 8, counts 4). The hints here are English: a screen takes useInputProps().
 */
export const DATE_PROPS = {
  hint: m.dateHint.message,
  maxLength: DATE_MAX,
  autoComplete: 'off',
} as const;

export const TIME_PROPS = {
  hint: m.timeHint.message,
  maxLength: TIME_MAX,
  autoComplete: 'off',
} as const;

export const COUNT_PROPS = {
  inputMode: 'numeric',
  maxLength: COUNT_MAX_DIGITS,
  autoComplete: 'off',
} as const;

/**
 * DATE_PROPS and TIME_PROPS with their hints in the screen's language (the formats the rules
 * read stay the same).
 */
export function useInputProps() {
  const t = useT();
  return useMemo(
    () => ({
      DATE_PROPS: { ...DATE_PROPS, hint: t(m.dateHint) },
      TIME_PROPS: { ...TIME_PROPS, hint: t(m.timeHint) },
    }),
    [t],
  );
}
