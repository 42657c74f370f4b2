/**
 * Spanish for the domain's messages (messages.ts): validation and refusals shown on the screens
 * educators, site contacts and principals see. Imported as '@portal/domain/i18n/messages-es'
 * by the web's Spanish catalogue chunk and by the server's Spanish mails, never by the barrel.
 *
 * TODO(issue 20): filled by the translation of messages.ts.
 */
export function spanishForMessage(english: string): string | undefined {
  void english;
  return undefined;
}
