import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import type { Translation } from './define-messages';

/**
 * The Spanish catalogue, a chunk loaded only when Spanish is chosen: every area's
 * `*.messages.es.ts` (found by the bundler, so a new area needs no entry here) and the domain's
 * messages by their English text.
 */
const areas = import.meta.glob<Translation>('../**/*.messages.es.ts', {
  eager: true,
  import: 'default',
});

export function spanishCatalogue(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const translation of Object.values(areas)) Object.assign(messages, translation.messages);
  return messages;
}

export const translateDomain = spanishForMessage;
