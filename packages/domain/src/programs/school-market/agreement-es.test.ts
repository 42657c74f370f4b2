import { describe, expect, it } from 'vitest';
import { agreementToPlainText } from '../../agreements/document.ts';
import {
  FILL_PARTIES,
  SPANISH_FILLS,
  expectSpanishMirror,
} from '../../agreements/spanish-mirror.test-support.ts';
import { schoolMarketAgreement } from './agreement.ts';
import { schoolMarketAgreementEs, schoolMarketAgreementHeadingEs } from './agreement-es.ts';
import * as schoolMarket from './index.ts';

describe('the School Market agreement in Spanish', () => {
  it.each([
    ['older', 'Aldine ISD', 'Acuerdo del programa School Market', 48],
    ['newer', 'Aldine ISD', 'Acuerdo del programa School Market', 24],
    ['older', 'Houston ISD', 'Reconocimiento del programa School Market', 48],
    [
      'newer',
      'Houston Independent School District',
      'Reconocimiento del programa School Market',
      24,
    ],
  ] as const)('mirrors the %s English text for %s', (version, districtName, title, hours) => {
    const input = { parties: FILL_PARTIES, version, districtName };
    const english = schoolMarketAgreement(input);
    const spanish = schoolMarketAgreementEs(input);
    expect(spanish[0]?.title).toBe(title);
    english.forEach((doc, i) =>
      expectSpanishMirror(doc, spanish[i]!, [SPANISH_FILLS.schoolName, SPANISH_FILLS.date]),
    );
    const text = agreementToPlainText(spanish[0]!);
    expect(text).toContain(`con al menos ${hours} horas de anticipación antes de cancelar`);
    expect(text).toContain('con al menos 1 semana de anticipación');
    expect(text).toContain('reservar entre 8 y 10 espacios de estacionamiento');
    const short = title.startsWith('Reconocimiento') ? 'Reconocimiento' : 'Acuerdo';
    expect(text).toContain(`Este ${title} (el “${short}”) se celebra el ${SPANISH_FILLS.date}`);
    expect(text).toContain(`que sigue a este ${short} forma parte de él.`);
  });

  it('titles a Houston ISD school an Acknowledgement (Reconocimiento)', () => {
    expect(schoolMarketAgreementHeadingEs('houston isd')).toBe(
      'Reconocimiento del programa School Market',
    );
    expect(schoolMarketAgreementHeadingEs(null)).toBe('Acuerdo del programa School Market');
    expect(schoolMarket.schoolMarketAgreementEs).toBe(schoolMarketAgreementEs);
  });
});
