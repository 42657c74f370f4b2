import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import { PROGRAMS, signedPrograms } from '../programs.ts';
import * as backpackBuddy from '../programs/backpack-buddy/index.ts';
import * as schoolMarket from '../programs/school-market/index.ts';
import {
  agreementTitle,
  AGREEMENT_PROGRAM_SLUGS,
  isAgreementProgramSlug,
  isHoustonIsd,
} from './catalogue.ts';

describe('titles', () => {
  it.each([
    ['backpack-buddy', undefined, 'Backpack Buddy Program Agreement'],
    ['teachers-aid', undefined, 'Teachers Aid Program Agreement'],
    ['school-market', 'Aldine ISD', 'School Market Program Agreement'],
    ['school-market', undefined, 'School Market Program Agreement'],
    ['school-market', 'Houston ISD', 'School Market Program Acknowledgement'],
    ['school-market', ' houston  isd ', 'School Market Program Acknowledgement'],
    ['school-market', 'Houston I.S.D.', 'School Market Program Acknowledgement'],
    [
      'school-market',
      'Houston Independent School District',
      'School Market Program Acknowledgement',
    ],
    ['kids-cafe', undefined, 'Kids Cafe Program Agreement'],
    ['nope', undefined, 'Program Agreement'],
    [null, undefined, 'Program Agreement'],
  ] as const)('%s (%s) -> %s', (slug, district, want) => {
    expect(agreementTitle(slug, district)).toBe(want);
  });

  it('schoolMarketAgreementHeading (School Market module) and isHoustonIsd', () => {
    const { schoolMarketAgreementHeading } = schoolMarket;
    expect(schoolMarketAgreementHeading('Houston ISD')).toBe(
      'School Market Program Acknowledgement',
    );
    expect(schoolMarketAgreementHeading(null)).toBe('School Market Program Agreement');
    expect(isHoustonIsd('North Houston ISD')).toBe(false);
  });

  it('knows the signing programs: the registry entries with a signer', () => {
    expect(AGREEMENT_PROGRAM_SLUGS).toEqual(['backpack-buddy', 'school-market', 'teachers-aid']);
    expect([...AGREEMENT_PROGRAM_SLUGS].sort()).toEqual(
      signedPrograms()
        .map((p) => p.slug)
        .sort(),
    );
    expect(isAgreementProgramSlug('teachers-aid')).toBe(true);
    expect(isAgreementProgramSlug('kids-cafe')).toBe(false);
  });
});

describe('package entry', () => {
  it.each([
    'agreementTitle',
    'agreementVersion',
    'agreementDate',
    'isContinuation',
    'continuationYear',
    'agreementParties',
    'agreementToPlainText',
    'SIGNATURE_FIELDS',
    'schoolProgramsMou',
    'usdaNondiscriminationStatement',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it('leaves program texts to their module: they are namespaced', () => {
    expect(domain).not.toHaveProperty('backpackBuddyAgreement');
    expect(domain).not.toHaveProperty('schoolMarketAgreementHeading');
    expect(backpackBuddy).toHaveProperty('backpackBuddyAgreement');
    expect(schoolMarket).toHaveProperty('schoolMarketAgreementHeading');
  });

  it('has a title for every program', () => {
    for (const program of PROGRAMS) expect(agreementTitle(program.slug)).toMatch(/ Program /);
  });
});
