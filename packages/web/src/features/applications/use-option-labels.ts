import { useMemo } from 'react';
import type { Message } from '../../i18n/define-messages';
import { useT } from '../../i18n/use-t';
import { useEnumOptions } from '../../lib/current-user';
import { optionLabelMessages } from './option-labels.messages';

const byKey = optionLabelMessages as unknown as Readonly<Record<string, Message | undefined>>;

/** The enumerations whose option labels option-labels.messages.ts words. */
export type TranslatedEnumeration =
  'schoolTypes' | 'gradesServed' | 'organizationTypes' | 'programInterests';

/**
 * An enumeration's options (from the start-up query) with their labels in the screen's
 * language, by value; an option the catalogue does not know keeps the server's label.
 */
export function useTranslatedOptions(name: TranslatedEnumeration) {
  const options = useEnumOptions(name);
  const t = useT();
  return useMemo(
    () =>
      options.map((option) => {
        const message = byKey[`${name}.${option.value}`];
        return message ? { ...option, label: t(message) } : option;
      }),
    [name, options, t],
  );
}
