import { describe, expect, it } from 'vitest';
import { agreementToPlainText, BLANK_LINE } from './document.ts';
import {
  usdaNondiscriminationBlocks,
  usdaNondiscriminationSection,
  usdaNondiscriminationStatement,
} from './usda-nondiscrimination.ts';

describe('USDA nondiscrimination statement', () => {
  const text = agreementToPlainText(usdaNondiscriminationStatement('8/5/2024'));

  it.each([
    'race, color, national origin, sex',
    'disability, age or political beliefs',
    'religious creed',
    'reprisal',
    'Office of the Assistant Secretary for Civil Rights',
    'Mail: ',
    '1400 Independence Avenue, SW, Washington, D.C. 20250-9410',
    'Fax: (833) 256-1665 or (202) 690-7442',
    'Email: program.intake@usda.gov',
    'AD-3027',
    'This institution is an equal opportunity provider.',
  ])('states %s', (term) => {
    expect(text).toContain(term);
  });

  it('ends with the date line', () => {
    expect(usdaNondiscriminationBlocks('8/5/2024').at(-1)).toEqual({
      kind: 'paragraph',
      text: 'Date: 8/5/2024',
    });
    expect(usdaNondiscriminationBlocks(undefined).at(-1)).toEqual({
      kind: 'paragraph',
      text: `Date: ${BLANK_LINE}`,
    });
    expect(usdaNondiscriminationBlocks(null).at(-1)).toEqual({
      kind: 'paragraph',
      text: `Date: ${BLANK_LINE}`,
    });
  });

  it('is signature slot 3 as a section', () => {
    expect(usdaNondiscriminationSection('1/2/2025').signature).toEqual({ index: 3 });
    expect(usdaNondiscriminationStatement('1/2/2025').version).toBe('current');
  });
});
