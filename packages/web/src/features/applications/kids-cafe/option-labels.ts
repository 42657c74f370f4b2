import { useCallback } from 'react';
import { enumLabel } from '@portal/domain';
import type { EnumName } from '@portal/domain';
import type { Message } from '../../../i18n/define-messages';
import { useT } from '../../../i18n/use-t';
import { kidsCafeOptionMessages } from './kids-cafe-options.messages';

const LABELS: Readonly<Record<string, Message | undefined>> = kidsCafeOptionMessages;

type Option = { readonly value: string; readonly label: string };

/**
 * Enumeration options in the screen's language (the server and the domain give English labels):
 * `options(enumName, list, values)` relabels a list, `label(enumName, value)` names one value. A
 * value without a message keeps its English label.
 */
export function useOptionLabels() {
  const t = useT();
  const options = useCallback(
    <O extends Option>(name: EnumName, list: readonly O[], values?: Record<string, unknown>) =>
      list.map((option) => {
        const message = LABELS[`${name}.${option.value}`];
        return message ? { ...option, label: t(message, values) } : option;
      }),
    [t],
  );
  const label = useCallback(
    (name: EnumName, value: string) => {
      const message = LABELS[`${name}.${value}`];
      return message ? t(message) : enumLabel(name, value);
    },
    [t],
  );
  return { options, label };
}
