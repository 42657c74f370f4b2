import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import {
  agreementTitle,
  AGREEMENT_PROGRAM_SLUGS,
  backpackBuddyAgreement,
  isAgreementProgramSlug,
  isHoustonIsd,
  schoolMarketAgreementHeading,
} from './catalogue.ts';
import { agreementsToPlainText, BLANK_LINE } from './document.ts';
import { agreementParties } from './fill.ts';
import { agreementDate, agreementVersion } from './rules.ts';

describe('backpackBuddyAgreement', () => {
  it.each(['older', 'newer'] as const)(
    'shows the program agreement then the MOU (%s)',
    (version) => {
      const docs = backpackBuddyAgreement({ parties: undefined, version });
      expect(docs.map((d) => [d.id, d.title, d.version])).toEqual([
        ['backpack-buddy-program-agreement', 'Backpack Buddy Program Agreement', version],
        ['school-programs-mou', 'School Programs Memorandum of Understanding', version],
      ]);
      expect(
        docs.flatMap((d) => d.sections.map((s) => s.signature?.index)).filter(Boolean),
      ).toEqual([1, 2, 3]);
    },
  );

  it('renders a full application end to end', () => {
    const application = {
      organizationType: 'PUBLIC_SCHOOL',
      submittedAt: null,
      isContinuation: true,
      new: false,
    };
    const previousApprovedSubmittedAt = '2024-05-20T14:00Z';
    const version = agreementVersion({
      submittedAt: application.submittedAt,
      continuationCondition: application.isContinuation,
    });
    const date = agreementDate({
      submittedAt: application.submittedAt,
      isContinuation: application.isContinuation,
      isNew: application.new,
      previousApprovedSubmittedAt,
      today: '2025-02-01T00:00Z',
    });
    const parties = agreementParties(
      { name: 'Buffalo Bayou Middle', address1: '1 Bayou Way', city: 'Houston', zip: '77002' },
      application,
      'head@bayou.example',
      date,
    );
    const text = agreementsToPlainText(backpackBuddyAgreement({ parties, version }));
    expect(version).toBe('older');
    for (const term of [
      'Buffalo Bayou Middle',
      '1 Bayou Way',
      'Houston',
      '77002',
      'head@bayou.example',
      'Public School',
      'Date: 5/20/2024',
      'June 30, 2024',
      'three times a month',
      'three years',
      'July–September',
      'October–December',
      'January–March',
      'April–June',
      '24 months',
      '30 days',
      '10 days',
      'May 1',
      '15 days',
      '60 days',
      '3 months',
      '$750,000',
      'nine months',
      '6 inches',
      '2 business days',
      '12-month',
      'Texas',
    ]) {
      expect(text).toContain(term);
    }
    expect(text).not.toMatch(/undefined|null/);
    expect(text).not.toContain(BLANK_LINE);
  });
});

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

  it('schoolMarketAgreementHeading and isHoustonIsd', () => {
    expect(schoolMarketAgreementHeading('Houston ISD')).toBe(
      'School Market Program Acknowledgement',
    );
    expect(schoolMarketAgreementHeading(null)).toBe('School Market Program Agreement');
    expect(isHoustonIsd('North Houston ISD')).toBe(false);
  });

  it('knows the signing programs', () => {
    expect(AGREEMENT_PROGRAM_SLUGS).toEqual(['backpack-buddy', 'school-market', 'teachers-aid']);
    expect(isAgreementProgramSlug('teachers-aid')).toBe(true);
    expect(isAgreementProgramSlug('kids-cafe')).toBe(false);
  });
});

describe('package entry', () => {
  it.each([
    'backpackBuddyAgreement',
    'agreementTitle',
    'schoolMarketAgreementHeading',
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
});
