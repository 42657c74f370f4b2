import { describe, expect, it } from 'vitest';
import { ENUMERATIONS } from '@portal/domain';
import type { Message } from '../../i18n/define-messages';
import { optionLabelMessages } from './option-labels.messages';
import type { TranslatedEnumeration } from './use-option-labels';

const ENUMS: readonly TranslatedEnumeration[] = [
  'schoolTypes',
  'gradesServed',
  'organizationTypes',
  'programInterests',
];

const messages = Object.entries(optionLabelMessages as unknown as Record<string, Message>);

describe('the option labels catalogue', () => {
  it.each(ENUMS)('%s: an English label per option, word for word the domain', (name) => {
    const expected = Object.fromEntries(
      ENUMERATIONS[name].options.map((o) => [`${name}.${o.value}`, o.label]),
    );
    const ours = Object.fromEntries(
      messages
        .filter(([key]) => key.startsWith(`${name}.`))
        .map(([key, message]) => [key, message.message]),
    );
    expect(ours).toEqual(expected);
  });

  it('holds no other enumeration', () => {
    const stray = messages.filter(([key]) => !ENUMS.some((name) => key.startsWith(`${name}.`)));
    expect(stray).toEqual([]);
  });
});
