import { describe, expect, it } from 'vitest';
import {
  FILL_PARTIES,
  SPANISH_FILLS,
  expectSpanishMirror,
} from '../../agreements/spanish-mirror.test-support.ts';
import { partnerServicesAgreement } from './agreement.ts';
import {
  PARTNER_SERVICES_SECTION_HEADINGS_ES,
  partnerServicesAgreementEs,
} from './agreement-es.ts';
import * as partnerServices from './index.ts';

describe('the Partner Services agreement in Spanish', () => {
  it('mirrors the English text with the organization and the date', () => {
    const english = partnerServicesAgreement({ parties: FILL_PARTIES });
    const spanish = partnerServicesAgreementEs({ parties: FILL_PARTIES });
    expect(spanish.title).toBe('Acuerdo del programa Partner Services');
    expect(spanish.sections.map((s) => s.heading)).toEqual([
      ...PARTNER_SERVICES_SECTION_HEADINGS_ES,
    ]);
    expectSpanishMirror(english, spanish, [
      `se celebra el ${SPANISH_FILLS.date} entre el Banco de Alimentos y ` +
        `${SPANISH_FILLS.schoolName}, con domicilio en ${SPANISH_FILLS.address} (la “Agencia”)`,
    ]);
    expect(partnerServices.partnerServicesAgreementEs).toBe(partnerServicesAgreementEs);
  });
});
