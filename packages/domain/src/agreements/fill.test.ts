import { describe, expect, it } from 'vitest';
import { BLANK_LINE } from './document.ts';
import {
  AGREEMENT_STATE,
  agreementParties,
  fillValue,
  filledParties,
  partyAddressLine,
} from './fill.ts';

describe('fillValue', () => {
  it.each([
    ['Lamar High', 'Lamar High'],
    ['  Lamar High  ', 'Lamar High'],
    ['', BLANK_LINE],
    ['   ', BLANK_LINE],
    [null, BLANK_LINE],
    [undefined, BLANK_LINE],
  ] as const)('%s -> %s', (value, want) => {
    expect(fillValue(value)).toBe(want);
  });
});

describe('agreementParties', () => {
  it('fills every value from the school, application, principal email and date', () => {
    const parties = agreementParties(
      {
        name: 'Eastwood Park Middle School',
        address1: '100 Main St',
        address2: 'Suite 2',
        city: 'Houston',
        zip: '77011',
      },
      { organizationType: 'PUBLIC_SCHOOL' },
      'principal@school.example',
      '3/5/2024',
    );
    expect(parties).toEqual({
      schoolName: 'Eastwood Park Middle School',
      organizationType: 'Public School',
      address: '100 Main St, Suite 2',
      city: 'Houston',
      zip: '77011',
      principalEmail: 'principal@school.example',
      state: 'Texas',
      date: '3/5/2024',
    });
    expect(partyAddressLine(parties)).toBe('100 Main St, Suite 2, Houston, Texas 77011');
  });

  it('writes blanks as a visible blank line, never undefined or null', () => {
    const parties = agreementParties(null, undefined, null, undefined);
    expect(parties.state).toBe(AGREEMENT_STATE);
    for (const [key, value] of Object.entries(parties)) {
      if (key !== 'state') expect(value).toBe(BLANK_LINE);
    }
    const partial = agreementParties(
      { name: 'X', address1: '1 A St', address2: null },
      { organizationType: null },
      '',
      '',
    );
    expect(partial.address).toBe('1 A St');
    expect(partial.organizationType).toBe(BLANK_LINE);
  });

  it('shows an unknown organization type as it is', () => {
    expect(agreementParties({}, { organizationType: 'CHURCH' }, null, null).organizationType).toBe(
      'CHURCH',
    );
  });
});

describe('filledParties', () => {
  it('is idempotent and forces Texas', () => {
    const once = filledParties({ schoolName: 'A', state: 'Oklahoma' as 'Texas' });
    expect(once.state).toBe('Texas');
    expect(once.city).toBe(BLANK_LINE);
    expect(filledParties(once)).toEqual(once);
    expect(filledParties(undefined).schoolName).toBe(BLANK_LINE);
  });
});
