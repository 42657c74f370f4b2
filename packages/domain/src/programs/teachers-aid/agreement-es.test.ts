import { describe, expect, it } from 'vitest';
import { agreementToPlainText } from '../../agreements/document.ts';
import {
  FILL_PARTIES,
  SPANISH_FILLS,
  expectSpanishMirror,
} from '../../agreements/spanish-mirror.test-support.ts';
import { teachersAidAgreement } from './agreement.ts';
import { teachersAidAgreementEs } from './agreement-es.ts';
import * as teachersAid from './index.ts';

describe('the Teachers Aid agreement in Spanish', () => {
  it.each([
    ['older', 'al menos el 60% de los estudiantes'],
    ['newer', 'al menos el 90% (escuelas urbanas) o el 70% (escuelas rurales) de los estudiantes'],
  ] as const)('mirrors the %s English texts', (version, threshold) => {
    const english = teachersAidAgreement({ parties: FILL_PARTIES, version });
    const spanish = teachersAidAgreementEs({ parties: FILL_PARTIES, version });
    expect(spanish[0]?.title).toBe('Acuerdo del programa Teachers Aid');
    expect(spanish[0]?.sections.map((s) => s.heading)).toEqual([
      'Reglas del programa',
      'Acuerdo',
      'No discriminación',
    ]);
    english.forEach((doc, i) =>
      expectSpanishMirror(doc, spanish[i]!, [SPANISH_FILLS.schoolName, SPANISH_FILLS.date]),
    );
    const text = agreementToPlainText(spanish[0]!);
    expect(text).toContain(threshold);
    expect(text).toContain(
      'Solo participan los directores, los subdirectores, los consejeros, los representantes de ' +
        'CIS y los maestros de la Escuela. No participan los maestros suplentes, los auxiliares, ' +
        'los paraprofesionales, el personal de cafetería ni el personal de limpieza.',
    );
  });

  it('is exported from the program module', () => {
    expect(teachersAid.teachersAidAgreementEs).toBe(teachersAidAgreementEs);
  });
});
