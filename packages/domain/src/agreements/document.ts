/**
 * The agreement document model: an agreement is data (sections of paragraphs and lists), not
 * HTML, so the same text feeds the application step, the principal signature page, mail and
 * tests. Screens render the blocks; `agreementToPlainText` writes them as plain text.
 */

export type AgreementVersion = 'older' | 'newer' | 'current';

/** How a missing fill value or typed name is written: a visible blank line. */
export const BLANK_LINE = '__________';

export type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] };

export type SignatureIndex = 1 | 2 | 3;

export interface AgreementSection {
  readonly heading?: string;
  readonly blocks: readonly Block[];
  /** The section ends with a typed-name line and an I Agree checkbox (see SIGNATURE_FIELDS). */
  readonly signature?: { readonly index: SignatureIndex };
}

export interface AgreementDocument {
  /** Stable id of the text, e.g. 'backpack-buddy-program-agreement'. */
  readonly id: string;
  readonly title: string;
  /** 'current' for a text that has a single version. */
  readonly version: AgreementVersion;
  readonly sections: readonly AgreementSection[];
}

export const SIGNATURE_INDEXES: readonly SignatureIndex[] = [1, 2, 3];

/**
 * The application fields behind each signature slot: the typed name and the I Agree checkbox.
 * Slot 1 signs the program purpose, slot 2 the program responsibilities, slot 3 the
 * nondiscrimination statement.
 */
export const SIGNATURE_FIELDS = {
  1: { name: 'nameSignFirst', agree: 'agreeToProgramPurpose' },
  2: { name: 'nameSignSecond', agree: 'agreeToProgramResponsibilities' },
  3: { name: 'nameSignThird', agree: 'agreeNondiscrimination' },
} as const satisfies Record<SignatureIndex, { name: string; agree: string }>;

export type SignatureNameField = (typeof SIGNATURE_FIELDS)[SignatureIndex]['name'];
export type SignatureAgreeField = (typeof SIGNATURE_FIELDS)[SignatureIndex]['agree'];

/** The signature fields of an application or of signature details (all optional). */
export type SignatureRecord = {
  readonly [K in SignatureNameField]?: string | null;
} & {
  readonly [K in SignatureAgreeField]?: boolean | null;
};

export interface SignatureValue {
  /** The typed name, '' when missing. */
  readonly name: string;
  readonly agreed: boolean;
}

/** The typed name and I Agree value of one signature slot of a record. */
export function signatureValue(record: SignatureRecord, index: SignatureIndex): SignatureValue {
  const fields = SIGNATURE_FIELDS[index];
  return { name: (record[fields.name] ?? '').trim(), agreed: record[fields.agree] === true };
}

/** True when every slot has a typed name and a ticked I Agree box. */
export function isFullySigned(record: SignatureRecord): boolean {
  return SIGNATURE_INDEXES.every((index) => {
    const value = signatureValue(record, index);
    return value.name !== '' && value.agreed;
  });
}

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const orderedList = (items: readonly string[]): Block => ({
  kind: 'list',
  ordered: true,
  items,
});
export const bulletList = (items: readonly string[]): Block => ({
  kind: 'list',
  ordered: false,
  items,
});

export interface PlainTextOptions {
  /**
   * Signature values to write under the signature sections (for mail of a signed application).
   * Without them the signature slots are not written.
   */
  readonly signatures?: SignatureRecord;
}

function blockToPlainText(block: Block): string {
  if (block.kind === 'paragraph') return block.text;
  return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');
}

function signatureToPlainText(record: SignatureRecord, index: SignatureIndex): string {
  const value = signatureValue(record, index);
  return `Signed: ${value.name || BLANK_LINE}\nI Agree: ${value.agreed ? 'Yes' : 'No'}`;
}

/** The document as plain text: title, then each section's heading and blocks, blank-line separated. */
export function agreementToPlainText(
  doc: AgreementDocument,
  options: PlainTextOptions = {},
): string {
  const parts: string[] = [doc.title];
  for (const section of doc.sections) {
    if (section.heading) parts.push(section.heading);
    for (const block of section.blocks) parts.push(blockToPlainText(block));
    if (section.signature && options.signatures) {
      parts.push(signatureToPlainText(options.signatures, section.signature.index));
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** Several documents (an agreement and its memorandum) as one plain text. */
export function agreementsToPlainText(
  docs: readonly AgreementDocument[],
  options: PlainTextOptions = {},
): string {
  return docs.map((doc) => agreementToPlainText(doc, options)).join('\n');
}
