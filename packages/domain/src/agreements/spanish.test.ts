import { describe, expect, it } from 'vitest';
import { PROGRAM_KEYS } from '../programs/entry.ts';
import { backpackBuddyAgreement } from '../programs/backpack-buddy/agreement.ts';
import { backpackBuddyAgreementEs } from '../programs/backpack-buddy/agreement-es.ts';
import { kidsCafeAgreement } from '../programs/kids-cafe/agreement.ts';
import { kidsCafeAgreementEs } from '../programs/kids-cafe/agreement-es.ts';
import { partnerServicesAgreement } from '../programs/partner-services/agreement.ts';
import { partnerServicesAgreementEs } from '../programs/partner-services/agreement-es.ts';
import { schoolMarketAgreement } from '../programs/school-market/agreement.ts';
import { schoolMarketAgreementEs } from '../programs/school-market/agreement-es.ts';
import { teachersAidAgreement } from '../programs/teachers-aid/agreement.ts';
import { teachersAidAgreementEs } from '../programs/teachers-aid/agreement-es.ts';
import type { AgreementDocument } from './document.ts';
import { FILL_PARTIES } from './spanish-mirror.test-support.ts';
import {
  SHARED_SPANISH_TEXTS,
  SPANISH_TEXTS_BY_PROGRAM,
  spanishAgreement,
  spanishAgreements,
} from './spanish.ts';
import { usdaNondiscriminationStatement } from './usda-nondiscrimination.ts';
import { usdaNondiscriminationStatementEs } from './usda-nondiscrimination-es.ts';

const parties = FILL_PARTIES;

describe('spanishAgreements: the Spanish of the documents a screen shows', () => {
  it.each([
    ['Backpack Buddy, older', backpackBuddyAgreement, backpackBuddyAgreementEs, 'older', null],
    ['Backpack Buddy, newer', backpackBuddyAgreement, backpackBuddyAgreementEs, 'newer', null],
    ['Teachers Aid, older', teachersAidAgreement, teachersAidAgreementEs, 'older', null],
    ['Teachers Aid, newer', teachersAidAgreement, teachersAidAgreementEs, 'newer', null],
    ['School Market', schoolMarketAgreement, schoolMarketAgreementEs, 'newer', 'Aldine ISD'],
    [
      'School Market, Houston ISD',
      schoolMarketAgreement,
      schoolMarketAgreementEs,
      'older',
      'Houston ISD',
    ],
  ] as const)('%s: the program builder’s Spanish', (_, english, spanish, version, districtName) => {
    const input = { parties, version, districtName };
    expect(spanishAgreements(english(input), { parties, districtName })).toEqual(spanish(input));
  });

  it.each([
    ['Kids Cafe', kidsCafeAgreement, kidsCafeAgreementEs],
    ['Partner Services', partnerServicesAgreement, partnerServicesAgreementEs],
  ] as const)('%s: the one document’s Spanish', (_, english, spanish) => {
    expect(spanishAgreements([english({ parties })], { parties })).toEqual([spanish({ parties })]);
  });

  it('finds the USDA statement on its own', () => {
    const english = usdaNondiscriminationStatement(parties.date);
    expect(spanishAgreement(english, { parties })).toEqual(
      usdaNondiscriminationStatementEs(parties.date),
    );
  });

  it('gives nothing for a document without Spanish, and never a mix', () => {
    const unknown: AgreementDocument = {
      id: 'other',
      title: 'Other',
      version: 'current',
      sections: [],
    };
    expect(spanishAgreement(unknown, { parties })).toBeUndefined();
    const [program] = backpackBuddyAgreement({ parties, version: 'newer' });
    expect(spanishAgreements([program!, unknown], { parties })).toBeUndefined();
    expect(spanishAgreement({ ...unknown, id: 'toString' }, { parties })).toBeUndefined();
  });

  it('has an entry for every program, and no id twice', () => {
    expect(Object.keys(SPANISH_TEXTS_BY_PROGRAM).sort()).toEqual([...PROGRAM_KEYS].sort());
    const ids = [SHARED_SPANISH_TEXTS, ...Object.values(SPANISH_TEXTS_BY_PROGRAM)].flatMap((t) =>
      Object.keys(t),
    );
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toHaveLength(7);
  });
});
