/**
 * What a Spanish agreement text is built from (issue 20), so that one lookup (spanish.ts) can
 * find the Spanish of any English document by its id: the English builder's parties and the
 * document's version, and the school's district (School Market's Houston ISD title). Each
 * program module declares its Spanish texts by the ids of its English documents.
 */
import type { AgreementDocument, AgreementVersion } from './document.ts';
import type { AgreementParties } from './fill.ts';
import type { TextVersion } from './rules.ts';

export interface SpanishTextInput {
  /** The English builder's parties (US date, English organization type label). */
  readonly parties: Partial<AgreementParties> | null | undefined;
  /** The English document's version. */
  readonly version: AgreementVersion;
  readonly districtName?: string | null;
}

export type SpanishTextBuilder = (input: SpanishTextInput) => AgreementDocument;

/** Spanish builders by the id of the English document they translate. */
export type SpanishTexts = Readonly<Record<string, SpanishTextBuilder>>;

/** A school program text's version from a document's: only 'older' is the older text. */
export function textVersionOf(version: AgreementVersion): TextVersion {
  return version === 'older' ? 'older' : 'newer';
}
