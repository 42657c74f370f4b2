import { describe, expect, it } from 'vitest';
import { agreementToPlainText } from '../../agreements/document.ts';
import {
  FILL_PARTIES,
  SPANISH_FILLS,
  expectSpanishMirror,
} from '../../agreements/spanish-mirror.test-support.ts';
import { kidsCafeAgreement } from './agreement.ts';
import { KIDS_CAFE_SECTION_HEADINGS_ES, kidsCafeAgreementEs } from './agreement-es.ts';
import * as kidsCafe from './index.ts';

describe('the Kids Cafe agreement in Spanish', () => {
  const english = kidsCafeAgreement({ parties: FILL_PARTIES });
  const spanish = kidsCafeAgreementEs({ parties: FILL_PARTIES });

  it('mirrors the English text with the site and the date', () => {
    expect(spanish.title).toBe('Acuerdo del programa Kids Cafe');
    expect(spanish.version).toBe('current');
    expect(spanish.sections.map((s) => s.heading)).toEqual([...KIDS_CAFE_SECTION_HEADINGS_ES]);
    expectSpanishMirror(english, spanish, [
      `se celebra el ${SPANISH_FILLS.date} entre el Banco de Alimentos y ` +
        `${SPANISH_FILLS.schoolName}, con domicilio en ${SPANISH_FILLS.address} (el “Sitio”)`,
    ]);
  });

  it('states the penalty steps and the payment day', () => {
    const text = agreementToPlainText(spanish);
    expect(text).toContain('1. Una advertencia verbal.');
    expect(text).toContain('4. La responsabilidad económica por las comidas en cuestión.');
    expect(text).toContain('a más tardar el día 5 del mes siguiente');
    expect(kidsCafe.kidsCafeAgreementEs).toBe(kidsCafeAgreementEs);
  });
});
