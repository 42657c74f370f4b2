import { COUNT_MAX_DIGITS, DATE_MAX, TIME_MAX } from '@portal/domain';

/**
 * Text boxes of the application forms by format (Kids Cafe, Partner Services; spec 2 §5, §9:
 * date 10, time 8, counts 4).
 */
export const DATE_PROPS = { hint: 'MM/DD/YYYY', maxLength: DATE_MAX, autoComplete: 'off' } as const;

export const TIME_PROPS = {
  hint: 'For example 11:00 AM',
  maxLength: TIME_MAX,
  autoComplete: 'off',
} as const;

export const COUNT_PROPS = {
  inputMode: 'numeric',
  maxLength: COUNT_MAX_DIGITS,
  autoComplete: 'off',
} as const;
