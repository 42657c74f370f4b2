import { describe, expect, it } from 'vitest';
import {
  SCHOOL_MARKET_CANCELLATION_NOTICE_HOURS,
  schoolMarketAgreement,
  schoolMarketProgramAgreement,
} from './agreement.ts';
import * as schoolMarket from './index.ts';
import {
  agreementToPlainText,
  agreementsToPlainText,
  BLANK_LINE,
} from '../../agreements/document.ts';
import { agreementParties } from '../../agreements/fill.ts';
import { agreementDate, agreementVersion } from '../../agreements/rules.ts';
import { SCHOOL_PROGRAMS_MOU_TITLE } from '../../agreements/school-programs-mou.ts';

const parties = agreementParties(
  {
    name: 'Westbury High School',
    address1: '11911 Chimney Rock Rd',
    address2: 'Gate 3',
    city: 'Houston',
    zip: '77035',
  },
  { organizationType: 'PUBLIC_SCHOOL' },
  'principal@westbury.example',
  '9/3/2024',
);

const VERSIONS = [
  { version: 'older', hours: 48, otherHours: 24 },
  { version: 'newer', hours: 24, otherHours: 48 },
] as const;

describe.each(VERSIONS)('School Market program agreement ($version)', ({ version, hours }) => {
  const doc = schoolMarketProgramAgreement({ parties, version, districtName: 'Alief ISD' });
  const text = agreementToPlainText(doc);

  it('has three sections matching the three signatures', () => {
    expect(doc.id).toBe('school-market-program-agreement');
    expect(doc.title).toBe('School Market Program Agreement');
    expect(doc.version).toBe(version);
    expect(doc.sections.map((s) => [s.heading, s.signature?.index])).toEqual([
      ['Program Purpose', 1],
      ['Program Responsibilities', 2],
      ['Nondiscrimination', 3],
    ]);
  });

  it.each([
    'minimum of 2 distributions per month',
    'rescheduled within the same month',
    'at least 1 week’s written notice',
    'open for 3 hours',
    '8 to 10 parking spots',
    '2 members of the School’s staff oversee each distribution',
    'student volunteers',
    'client data system',
    'not sold, traded or repurposed',
    'brick and mortar market commits to the program for 2 years',
    'mobile market commits for 1 year',
    'opens twice a month on a fixed schedule',
    'Brick and mortar',
    'Mobile',
    'School Specialist',
    'School Programs Partner',
    'the Food Bank',
    'This institution is an equal opportunity provider.',
  ])('states %s', (term) => {
    expect(text).toContain(term);
  });

  it(`asks ${hours} hours’ notice before a cancellation`, () => {
    expect(SCHOOL_MARKET_CANCELLATION_NOTICE_HOURS[version]).toBe(hours);
    expect(text).toContain(`at least ${hours} hours’ notice before cancelling a distribution`);
  });

  it('is filled with the parties and dated', () => {
    for (const value of [
      'Westbury High School',
      'Public School',
      '11911 Chimney Rock Rd, Gate 3',
      'Houston',
      '77035',
      'Texas',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain(
      'Westbury High School (organization type: Public School), located at 11911 Chimney Rock Rd, Gate 3, Houston, Texas 77035',
    );
    expect(text).toContain('made on 9/3/2024');
    expect(text).toContain('Date: 9/3/2024');
    expect(text).not.toMatch(/undefined|null|NaN|\[object/);
    expect(text).not.toContain(BLANK_LINE);
  });

  it('shows blanks as blank lines without parties', () => {
    const blank = agreementToPlainText(
      schoolMarketProgramAgreement({ parties: undefined, version }),
    );
    expect(blank).toContain(`made on ${BLANK_LINE} between the Food Bank and ${BLANK_LINE}`);
    expect(blank).toContain(`Date: ${BLANK_LINE}`);
    expect(blank).toContain('Texas');
    expect(blank).not.toMatch(/undefined|null/);
  });
});

describe('the two versions differ only in the cancellation notice', () => {
  it.each(VERSIONS)('$version: $hours hours, not $otherHours', ({ version, hours, otherHours }) => {
    const text = agreementToPlainText(schoolMarketProgramAgreement({ parties, version }));
    expect(text).toContain(`${hours} hours`);
    expect(text).not.toContain(`${otherHours} hours`);
  });

  it('is otherwise the same text', () => {
    const write = (version: 'older' | 'newer') =>
      agreementToPlainText(schoolMarketProgramAgreement({ parties, version })).replace(
        /\b(48|24) hours/g,
        'N hours',
      );
    expect(write('older')).toBe(write('newer'));
  });
});

describe('title by district', () => {
  it.each([
    ['Houston ISD', 'School Market Program Acknowledgement'],
    ['Houston Independent School District', 'School Market Program Acknowledgement'],
    ['Alief ISD', 'School Market Program Agreement'],
    ['North Houston ISD', 'School Market Program Agreement'],
    [null, 'School Market Program Agreement'],
    [undefined, 'School Market Program Agreement'],
  ] as const)('%s -> %s', (districtName, title) => {
    const doc = schoolMarketProgramAgreement({ parties, version: 'newer', districtName });
    expect(doc.title).toBe(title);
    expect(schoolMarket.schoolMarketAgreementHeading(districtName)).toBe(title);
    const text = agreementToPlainText(doc);
    expect(text.startsWith(`${title}\n`)).toBe(true);
    expect(text).toContain(`This ${title} (the “${title.split(' ').at(-1)}”)`);
  });
});

describe('schoolMarketAgreement', () => {
  it.each(VERSIONS)('shows the program agreement then the MOU ($version)', ({ version }) => {
    const docs = schoolMarketAgreement({ parties, version, districtName: 'Houston ISD' });
    expect(docs.map((d) => [d.id, d.title, d.version])).toEqual([
      ['school-market-program-agreement', 'School Market Program Acknowledgement', version],
      ['school-programs-mou', SCHOOL_PROGRAMS_MOU_TITLE, version],
    ]);
    expect(docs.flatMap((d) => d.sections.map((s) => s.signature?.index)).filter(Boolean)).toEqual([
      1, 2, 3,
    ]);
    const mou = agreementToPlainText(docs[1]!);
    expect(mou).toContain('School Market (brick and mortar)');
    expect(mou).toContain('School Market (mobile)');
    expect(mou).toContain('principal at principal@westbury.example');
  });

  it('is exported by the module', () => {
    expect(schoolMarket).toHaveProperty('schoolMarketAgreement');
    expect(schoolMarket).toHaveProperty('schoolMarketProgramAgreement');
  });

  it('renders a submitted application end to end', () => {
    const application = {
      organizationType: 'CHARTER_SCHOOL',
      submittedAt: '2025-03-10T15:00Z',
      isContinuation: false,
      new: true,
    };
    const version = agreementVersion({
      submittedAt: application.submittedAt,
      continuationCondition: application.isContinuation,
    });
    const date = agreementDate({
      submittedAt: application.submittedAt,
      isContinuation: application.isContinuation,
      isNew: application.new,
      today: '2025-06-01T00:00Z',
    });
    const filled = agreementParties(
      { name: 'Sharpstown Middle', address1: '8330 Triola Ln', city: 'Houston', zip: '77036' },
      application,
      'contact@sharpstown.example',
      date,
    );
    const text = agreementsToPlainText(
      schoolMarketAgreement({ parties: filled, version, districtName: 'Houston ISD' }),
    );
    expect(version).toBe('newer');
    for (const term of [
      'School Market Program Acknowledgement',
      'Sharpstown Middle',
      'Charter School',
      '8330 Triola Ln, Houston, Texas 77036',
      'contact@sharpstown.example',
      'Date: 3/10/2025',
      '24 hours',
      '2 distributions per month',
      '24 months',
      'governed by the laws of the State of Texas',
    ]) {
      expect(text).toContain(term);
    }
    expect(text).not.toContain('48 hours');
    expect(text).not.toMatch(/undefined|null/);
    expect(text).not.toContain(BLANK_LINE);
  });
});
