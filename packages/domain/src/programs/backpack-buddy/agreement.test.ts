import { describe, expect, it } from 'vitest';
import {
  ALLOTMENT_QUARTERS,
  backpackBuddyAgreement,
  backpackBuddyProgramAgreement,
} from './agreement.ts';
import {
  agreementToPlainText,
  agreementsToPlainText,
  BLANK_LINE,
} from '../../agreements/document.ts';
import { agreementParties } from '../../agreements/fill.ts';
import { agreementDate, agreementVersion } from '../../agreements/rules.ts';

const parties = agreementParties(
  {
    name: 'Riverside Terrace Middle School',
    address1: '2020 Bayou Rd',
    city: 'Houston',
    zip: '77004',
  },
  { organizationType: 'PUBLIC_SCHOOL' },
  'principal@riverside.example',
  '7/15/2024',
);

const VERSIONS = ['older', 'newer'] as const;

describe.each(VERSIONS)('Backpack Buddy program agreement (%s)', (version) => {
  const doc = backpackBuddyProgramAgreement({ parties, version });
  const text = agreementToPlainText(doc);

  it('has three sections matching the three signatures', () => {
    expect(doc.title).toBe('Backpack Buddy Program Agreement');
    expect(doc.version).toBe(version);
    expect(doc.sections.map((s) => [s.heading, s.signature?.index])).toEqual([
      ['Program Purpose', 1],
      ['Program Responsibilities', 2],
      ['Nondiscrimination', 3],
    ]);
  });

  it.each([
    'three times a month',
    'three years',
    'permission slip',
    'Scans or copies of permission slips sent to Food Bank staff are not accepted',
    'free or reduced-price lunch',
    'hardship letter',
    'once per quarter',
    ...ALLOTMENT_QUARTERS,
    'Backpack Buddy Specialist',
    'School Programs Partner',
    'the Food Bank',
    'This institution is an equal opportunity provider.',
  ])('states %s', (term) => {
    expect(text).toContain(term);
  });

  it('is filled with the parties and dated', () => {
    for (const value of [
      'Riverside Terrace Middle School',
      'Public School',
      '2020 Bayou Rd',
      'Houston',
      '77004',
      'Texas',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('made on 7/15/2024');
    expect(text).toContain('Date: 7/15/2024');
    expect(text).not.toMatch(/undefined|null|NaN|\[object/);
    expect(text).not.toContain(BLANK_LINE);
  });

  it('shows blanks as blank lines without parties', () => {
    const blank = agreementToPlainText(
      backpackBuddyProgramAgreement({ parties: undefined, version }),
    );
    expect(blank).toContain(`made on ${BLANK_LINE} between the Food Bank and ${BLANK_LINE}`);
    expect(blank).toContain(`Date: ${BLANK_LINE}`);
    expect(blank).not.toMatch(/undefined|null/);
  });
});

describe('older and newer versions', () => {
  it('older lists the responsibilities, newer writes them as prose', () => {
    const older = backpackBuddyProgramAgreement({ parties, version: 'older' });
    const newer = backpackBuddyProgramAgreement({ parties, version: 'newer' });
    const kinds = (doc: typeof older) => doc.sections[1]?.blocks.map((b) => b.kind) ?? [];
    expect(kinds(older)).toContain('list');
    expect(kinds(newer)).not.toContain('list');
    expect(older.sections[1]?.blocks.find((b) => b.kind === 'list')).toMatchObject({
      ordered: true,
    });
  });
});

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
