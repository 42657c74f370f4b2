import { describe, expect, it } from 'vitest';
import { agreementToPlainText, BLANK_LINE } from './document.ts';
import { schoolProgramsMou } from './school-programs-mou.ts';
import {
  BACKPACK_BUDDY_MOU_END_SENTENCE_ES,
  schoolProgramsMouEs,
} from './school-programs-mou-es.ts';
import { FILL_PARTIES, SPANISH_FILLS, expectSpanishMirror } from './spanish-mirror.test-support.ts';

describe('the School Programs Memorandum of Understanding in Spanish', () => {
  it.each(['older', 'newer'] as const)(
    'mirrors the %s English text with the same fills',
    (version) => {
      const english = schoolProgramsMou({ parties: FILL_PARTIES, version });
      const spanish = schoolProgramsMouEs({ parties: FILL_PARTIES, version });
      expect(spanish.title).toBe('Memorando de entendimiento de los programas escolares');
      expectSpanishMirror(english, spanish, [
        SPANISH_FILLS.schoolName,
        `tipo de organización: ${SPANISH_FILLS.organizationType}`,
        `con domicilio en ${SPANISH_FILLS.address}`,
        SPANISH_FILLS.principalEmail,
        'las leyes del Estado de Texas',
        `Fecha: ${SPANISH_FILLS.date}`,
      ]);
    },
  );

  it('states the Backpack Buddy end date only in the older version', () => {
    const text = (version: 'older' | 'newer') =>
      agreementToPlainText(schoolProgramsMouEs({ parties: null, version }));
    expect(text('older')).toContain(BACKPACK_BUDDY_MOU_END_SENTENCE_ES);
    expect(text('newer')).not.toContain(BACKPACK_BUDDY_MOU_END_SENTENCE_ES);
    expect(BACKPACK_BUDDY_MOU_END_SENTENCE_ES).toContain('30 de junio de 2024');
  });

  it('writes blank lines for missing parties', () => {
    const text = agreementToPlainText(schoolProgramsMouEs({ parties: null, version: 'newer' }));
    expect(text).toContain(`entre el Banco de Alimentos y ${BLANK_LINE} (tipo de organización`);
    expect(text).toContain(`Fecha: ${BLANK_LINE}`);
  });
});
