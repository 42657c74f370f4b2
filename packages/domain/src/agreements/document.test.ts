import { describe, expect, it } from 'vitest';
import {
  agreementToPlainText,
  agreementsToPlainText,
  bulletList,
  isFullySigned,
  orderedList,
  paragraph,
  SIGNATURE_FIELDS,
  signatureValue,
} from './document.ts';
import type { AgreementDocument } from './document.ts';

const doc: AgreementDocument = {
  id: 'sample',
  title: 'Sample Agreement',
  version: 'current',
  sections: [
    {
      heading: 'One',
      blocks: [paragraph('First.'), orderedList(['a', 'b'])],
      signature: { index: 1 },
    },
    { blocks: [bulletList(['x', 'y'])] },
  ],
};

describe('SIGNATURE_FIELDS', () => {
  it('maps the three slots to the typed names and I Agree checkboxes', () => {
    expect(SIGNATURE_FIELDS).toEqual({
      1: { name: 'nameSignFirst', agree: 'agreeToProgramPurpose' },
      2: { name: 'nameSignSecond', agree: 'agreeToProgramResponsibilities' },
      3: { name: 'nameSignThird', agree: 'agreeNondiscrimination' },
    });
  });

  it('reads signature values and full signing', () => {
    const record = {
      nameSignFirst: ' Pat Lee ',
      agreeToProgramPurpose: true,
      nameSignSecond: 'Pat Lee',
      agreeToProgramResponsibilities: true,
      nameSignThird: null,
      agreeNondiscrimination: true,
    };
    expect(signatureValue(record, 1)).toEqual({ name: 'Pat Lee', agreed: true });
    expect(signatureValue(record, 3)).toEqual({ name: '', agreed: true });
    expect(isFullySigned(record)).toBe(false);
    expect(isFullySigned({ ...record, nameSignThird: 'Pat Lee' })).toBe(true);
    expect(
      isFullySigned({ ...record, nameSignThird: 'Pat Lee', agreeToProgramPurpose: null }),
    ).toBe(false);
  });
});

describe('agreementToPlainText', () => {
  it('writes title, headings, paragraphs and lists', () => {
    expect(agreementToPlainText(doc)).toBe(
      'Sample Agreement\n\nOne\n\nFirst.\n\n1. a\n2. b\n\n- x\n- y\n',
    );
  });

  it('writes signature values when given', () => {
    const text = agreementToPlainText(doc, {
      signatures: { nameSignFirst: 'Pat Lee', agreeToProgramPurpose: true },
    });
    expect(text).toContain('2. b\n\nSigned: Pat Lee\nI Agree: Yes\n\n- x');
    expect(agreementToPlainText(doc, { signatures: {} })).toContain(
      'Signed: __________\nI Agree: No',
    );
  });

  it('joins several documents', () => {
    expect(agreementsToPlainText([doc, doc])).toBe(
      `${agreementToPlainText(doc)}\n${agreementToPlainText(doc)}`,
    );
  });
});
