import { describe, expect, it } from 'vitest';
import { agreementToPlainText } from '../../agreements/document.ts';
import {
  FILL_PARTIES,
  SPANISH_FILLS,
  expectSpanishMirror,
} from '../../agreements/spanish-mirror.test-support.ts';
import { backpackBuddyAgreement } from './agreement.ts';
import { backpackBuddyAgreementEs } from './agreement-es.ts';
import * as backpackBuddy from './index.ts';

describe('the Backpack Buddy agreement in Spanish', () => {
  it.each(['older', 'newer'] as const)('mirrors the %s English texts', (version) => {
    const english = backpackBuddyAgreement({ parties: FILL_PARTIES, version });
    const spanish = backpackBuddyAgreementEs({ parties: FILL_PARTIES, version });
    expect(spanish.map((d) => d.id)).toEqual(english.map((d) => d.id));
    expect(spanish.map((d) => d.title)).toEqual([
      'Acuerdo del programa Backpack Buddy',
      'Memorando de entendimiento de los programas escolares',
    ]);
    expect(spanish[0]?.sections.map((s) => s.heading)).toEqual([
      'Propósito del programa',
      'Responsabilidades del programa',
      'No discriminación',
    ]);
    english.forEach((doc, i) =>
      expectSpanishMirror(doc, spanish[i]!, [
        SPANISH_FILLS.schoolName,
        SPANISH_FILLS.date,
        SPANISH_FILLS.address,
      ]),
    );
    const text = agreementToPlainText(spanish[0]!);
    expect(text).toContain(
      `se celebra el ${SPANISH_FILLS.date} entre el Banco de Alimentos y ` +
        `${SPANISH_FILLS.schoolName} (tipo de organización: ${SPANISH_FILLS.organizationType}), ` +
        `con domicilio en ${SPANISH_FILLS.address}`,
    );
    expect(text).toContain(
      'de julio a septiembre, de octubre a diciembre, de enero a marzo y de abril a junio',
    );
  });

  it('is exported from the program module', () => {
    expect(backpackBuddy.backpackBuddyAgreementEs).toBe(backpackBuddyAgreementEs);
  });
});
