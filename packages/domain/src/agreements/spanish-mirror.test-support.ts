/**
 * What the Spanish agreement tests check for every document (issue 20): the Spanish mirrors the
 * English (binding) text's structure exactly — sections, headings, signature slots, block kinds
 * and list lengths — and carries the same fill values and figures. Used by the *-es.test.ts files.
 */
import { expect } from 'vitest';
import { agreementToPlainText } from './document.ts';
import type { AgreementDocument } from './document.ts';
import type { AgreementParties } from './fill.ts';

/** Parties with a value in every field, the date in US format as the English takes it. */
export const FILL_PARTIES: Partial<AgreementParties> = {
  schoolName: 'Lincoln Middle School',
  organizationType: 'Public School',
  address: '100 Main St, Suite 2',
  city: 'Pasadena',
  zip: '77506',
  principalEmail: 'pat@school.example',
  date: '3/5/2024',
};

/** The same values as the Spanish writes them (date written out, label in Spanish). */
export const SPANISH_FILLS = {
  schoolName: 'Lincoln Middle School',
  organizationType: 'Escuela pública',
  address: '100 Main St, Suite 2, Pasadena, Texas 77506',
  principalEmail: 'pat@school.example',
  date: '5 de marzo de 2024',
} as const;

/** A document's structure without its words. */
export function agreementShape(doc: AgreementDocument) {
  return {
    id: doc.id,
    version: doc.version,
    sections: doc.sections.map((section) => ({
      heading: section.heading !== undefined,
      signature: section.signature?.index ?? null,
      blocks: section.blocks.map((block) =>
        block.kind === 'paragraph' ? 'p' : `${block.ordered ? 'ol' : 'ul'}:${block.items.length}`,
      ),
    })),
  };
}

/** The numbers a text states, sorted (a date's digits left out: the two write it differently). */
export function figuresOf(text: string, date: string): string[] {
  return [
    ...text
      .split(date)
      .join(' ')
      .matchAll(/\d+(?:[.,]\d+)*/g),
  ]
    .map((m) => m[0])
    .sort();
}

/**
 * The Spanish mirrors the English: the same structure and figures; `fills` (Spanish fill values)
 * all appear, and no English fill value is left where a Spanish one belongs.
 */
export function expectSpanishMirror(
  english: AgreementDocument,
  spanish: AgreementDocument,
  fills: readonly string[] = [],
) {
  expect(agreementShape(spanish)).toEqual(agreementShape(english));
  expect(spanish.title).not.toBe(english.title);
  const englishText = agreementToPlainText(english);
  const spanishText = agreementToPlainText(spanish);
  for (const value of fills) expect(spanishText).toContain(value);
  expect(spanishText).not.toContain(FILL_PARTIES.date);
  expect(figuresOf(spanishText, SPANISH_FILLS.date)).toEqual(
    figuresOf(englishText, FILL_PARTIES.date ?? ''),
  );
  // Every section heading and block is translated, none left in English.
  const englishBlocks = new Set(english.sections.flatMap((s) => s.blocks.map(blockText)));
  const untranslated = spanish.sections
    .flatMap((s) => s.blocks.map(blockText))
    .filter((text) => englishBlocks.has(text));
  expect(untranslated).toEqual([]);
}

function blockText(block: AgreementDocument['sections'][number]['blocks'][number]): string {
  return block.kind === 'paragraph' ? block.text : block.items.join('\n');
}
