import { describe, expect, it } from 'vitest';
import { agreementToPlainText, BLANK_LINE } from './document.ts';
import { FILL_PARTIES, SPANISH_FILLS, expectSpanishMirror } from './spanish-mirror.test-support.ts';
import {
  usdaNondiscriminationSection,
  usdaNondiscriminationStatement,
} from './usda-nondiscrimination.ts';
import {
  usdaNondiscriminationBlocksEs,
  usdaNondiscriminationSectionEs,
  usdaNondiscriminationStatementEs,
} from './usda-nondiscrimination-es.ts';

describe('the USDA nondiscrimination statement in Spanish', () => {
  const english = usdaNondiscriminationStatement(FILL_PARTIES.date);
  const spanish = usdaNondiscriminationStatementEs(FILL_PARTIES.date);

  it('mirrors the English statement, with the date written out', () => {
    expect(spanish.id).toBe(english.id);
    expect(spanish.title).toBe('Declaración de no discriminación del USDA');
    expectSpanishMirror(english, spanish, [`Fecha: ${SPANISH_FILLS.date}`]);
  });

  it.each([
    'De acuerdo con la ley federal de derechos civiles',
    'raza, color, origen nacional, sexo (incluidas la identidad de género y la orientación sexual)',
    'credo religioso, discapacidad, edad o creencias políticas',
    'represalias',
    'Centro TARGET del USDA al (202) 720-2600 (voz y TTY)',
    'Servicio Federal de Transmisión de Información al (800) 877-8339',
    'AD-3027',
    'Correo postal: U.S. Department of Agriculture, Office of the Assistant Secretary for Civil ' +
      'Rights, 1400 Independence Avenue, SW, Washington, D.C. 20250-9410',
    'Fax: (833) 256-1665 o (202) 690-7442',
    'Correo electrónico: program.intake@usda.gov',
    'Esta institución ofrece igualdad de oportunidades.',
  ])('states %s', (term) => {
    expect(agreementToPlainText(spanish)).toContain(term);
  });

  it('is signature slot 3 as a section, with the same blocks as the English', () => {
    const section = usdaNondiscriminationSectionEs('1/2/2025', 'No discriminación');
    const englishSection = usdaNondiscriminationSection('1/2/2025', 'Nondiscrimination');
    expect(section.signature).toEqual(englishSection.signature);
    expect(section.blocks.map((b) => b.kind)).toEqual(englishSection.blocks.map((b) => b.kind));
    expect(section.blocks.at(-1)).toEqual({ kind: 'paragraph', text: 'Fecha: 2 de enero de 2025' });
    expect(usdaNondiscriminationBlocksEs(undefined).at(-1)).toEqual({
      kind: 'paragraph',
      text: `Fecha: ${BLANK_LINE}`,
    });
  });
});
