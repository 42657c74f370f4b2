import { describe, expect, it } from 'vitest';
import { BLANK_LINE } from './document.ts';
import { agreementParties } from './fill.ts';
import { filledPartiesEs, spanishAgreementDate, spanishOrganizationType } from './fill-es.ts';

describe('the Spanish fill values', () => {
  it.each([
    ['3/5/2024', '5 de marzo de 2024'],
    ['12/31/2025', '31 de diciembre de 2025'],
    ['1/1/2024', '1 de enero de 2024'],
    [BLANK_LINE, BLANK_LINE],
    ['5 de marzo de 2024', '5 de marzo de 2024'],
    ['13/1/2024', '13/1/2024'],
  ])('writes the US date %s as %s', (us, es) => {
    expect(spanishAgreementDate(us)).toBe(es);
  });

  it('gives the organization type its Spanish label, and keeps any other text', () => {
    expect(spanishOrganizationType('Public School')).toBe('Escuela pública');
    expect(spanishOrganizationType('Nonprofit Organization')).toBe(
      'Organización sin fines de lucro',
    );
    expect(spanishOrganizationType(BLANK_LINE)).toBe(BLANK_LINE);
  });

  it('keeps names, address, email and Texas, and blanks as blank lines', () => {
    const parties = agreementParties(
      { name: 'Lincoln MS', address1: '1 Elm St', city: 'Houston', zip: '77011' },
      { organizationType: 'CHARTER_SCHOOL' },
      'pat@school.example',
      '8/5/2024',
    );
    expect(filledPartiesEs(parties)).toEqual({
      schoolName: 'Lincoln MS',
      organizationType: 'Escuela chárter',
      address: '1 Elm St',
      city: 'Houston',
      zip: '77011',
      principalEmail: 'pat@school.example',
      state: 'Texas',
      date: '5 de agosto de 2024',
    });
    expect(filledPartiesEs(null).date).toBe(BLANK_LINE);
    expect(filledPartiesEs(filledPartiesEs(parties))).toEqual(filledPartiesEs(parties));
  });
});
