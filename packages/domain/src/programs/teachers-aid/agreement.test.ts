import { describe, expect, it } from 'vitest';
import {
  TEACHERS_AID_LUNCH_THRESHOLD,
  TEACHERS_AID_SIGNATURE_FIELDS,
  teachersAidAgreement,
  teachersAidLunchRequirement,
  teachersAidProgramAgreement,
} from './agreement.ts';
import * as teachersAid from './index.ts';
import {
  agreementToPlainText,
  agreementsToPlainText,
  BLANK_LINE,
} from '../../agreements/document.ts';
import { agreementTitle } from '../../agreements/catalogue.ts';
import { agreementParties } from '../../agreements/fill.ts';
import { agreementDate, agreementVersion } from '../../agreements/rules.ts';
import { SCHOOL_PROGRAMS_MOU_TITLE } from '../../agreements/school-programs-mou.ts';

const parties = agreementParties(
  {
    name: 'Furr High School',
    address1: '520 Mercury Dr',
    address2: 'Building B',
    city: 'Houston',
    zip: '77013',
  },
  { organizationType: 'PUBLIC_SCHOOL' },
  'principal@furr.example',
  '10/1/2024',
);

const VERSIONS = [
  {
    version: 'older',
    threshold: 'at least 60% of students receive free or reduced lunch',
    absent: ['90%', '70%'],
  },
  {
    version: 'newer',
    threshold:
      'at least 90% (urban schools) or 70% (rural schools) of students receive free or reduced lunch',
    absent: ['60%'],
  },
] as const;

describe.each(VERSIONS)(
  'Teachers Aid program agreement ($version)',
  ({ version, threshold, absent }) => {
    const doc = teachersAidProgramAgreement({ parties, version });
    const text = agreementToPlainText(doc);

    it('has three sections matching the three step 3 certifications', () => {
      expect(doc.id).toBe('teachers-aid-program-agreement');
      expect(doc.title).toBe('Teachers Aid Program Agreement');
      expect(doc.title).toBe(agreementTitle('teachers-aid'));
      expect(doc.version).toBe(version);
      expect(
        doc.sections.map((s) => [
          s.heading,
          s.signature?.index,
          s.signature && TEACHERS_AID_SIGNATURE_FIELDS[s.signature.index].agree,
        ]),
      ).toEqual([
        ['Program Rules', 1, 'certifiedProgramRules'],
        ['Agreement', 2, 'certifiedAgreement'],
        ['Nondiscrimination', 3, 'certifiedNonDiscrimination'],
      ]);
    });

    it.each([
      'Title 1 schools',
      'Only principals, assistant principals, counselors, CIS representatives and teachers of the School take part.',
      'Substitutes, aides, paraprofessionals, cafeteria staff and janitorial staff do not take part.',
      'in-store shopping once a month',
      'school supplies',
      'School Programs Partner',
      'This institution is an equal opportunity provider.',
    ])('states %s', (term) => {
      expect(text).toContain(term);
    });

    it('states its free or reduced lunch threshold, and not the other reading', () => {
      expect(text).toContain(threshold);
      expect(teachersAidLunchRequirement(version)).toContain(threshold);
      for (const other of absent) expect(text).not.toContain(other);
    });

    it('is filled with the parties and dated', () => {
      expect(text).toContain(
        'Furr High School (organization type: Public School), located at 520 Mercury Dr, Building B, Houston, Texas 77013',
      );
      expect(text).toContain('made on 10/1/2024');
      expect(text).toContain('Date: 10/1/2024');
      expect(text).not.toMatch(/undefined|null|NaN|\[object/);
      expect(text).not.toContain(BLANK_LINE);
    });

    it('shows blanks as blank lines without parties', () => {
      const blank = agreementToPlainText(teachersAidProgramAgreement({ parties: null, version }));
      expect(blank).toContain(`made on ${BLANK_LINE} between the Food Bank and ${BLANK_LINE}`);
      expect(blank).toContain(`Date: ${BLANK_LINE}`);
      expect(blank).not.toMatch(/undefined|null/);
    });
  },
);

describe('the lunch threshold by version', () => {
  it.each([
    ['older', 60, 60],
    ['newer', 90, 70],
  ] as const)('%s: urban %i%%, rural %i%%', (version, urban, rural) => {
    expect(TEACHERS_AID_LUNCH_THRESHOLD[version]).toEqual({ urban, rural });
  });

  it('is the only difference between the versions', () => {
    const write = (version: 'older' | 'newer') =>
      agreementToPlainText(teachersAidProgramAgreement({ parties, version })).replace(
        teachersAidLunchRequirement(version),
        'THRESHOLD',
      );
    expect(write('older')).toBe(write('newer'));
  });
});

describe('teachersAidAgreement', () => {
  it.each(VERSIONS)('shows the program agreement then the MOU ($version)', ({ version }) => {
    const docs = teachersAidAgreement({ parties, version });
    expect(docs.map((d) => [d.id, d.title, d.version])).toEqual([
      ['teachers-aid-program-agreement', 'Teachers Aid Program Agreement', version],
      ['school-programs-mou', SCHOOL_PROGRAMS_MOU_TITLE, version],
    ]);
    expect(docs.flatMap((d) => d.sections.map((s) => s.signature?.index)).filter(Boolean)).toEqual([
      1, 2, 3,
    ]);
    const mou = agreementToPlainText(docs[1]!);
    expect(mou).toContain('Teachers Aid');
    expect(mou).toContain('principal at principal@furr.example');
  });

  it('is exported by the module', () => {
    expect(teachersAid).toHaveProperty('teachersAidAgreement');
    expect(teachersAid).toHaveProperty('teachersAidProgramAgreement');
  });

  it.each([
    ['2024-07-15T12:00Z', false, 'older', '60%'],
    ['2024-09-03T12:00Z', false, 'newer', '90%'],
    ['2025-02-10T12:00Z', true, 'older', '60%'],
  ] as const)(
    'renders an application submitted %s (continuation %s) in the %s text',
    (submittedAt, continuation, expected, share) => {
      const version = agreementVersion({ submittedAt, continuationCondition: continuation });
      expect(version).toBe(expected);
      const date = agreementDate({
        submittedAt,
        isContinuation: continuation,
        isNew: !continuation,
        today: '2025-06-01T00:00Z',
      });
      const filled = agreementParties(
        { name: 'Sharpstown Middle', address1: '8330 Triola Ln', city: 'Houston', zip: '77036' },
        { organizationType: 'CHARTER_SCHOOL' },
        'p@sharpstown.example',
        date,
      );
      const text = agreementsToPlainText(teachersAidAgreement({ parties: filled, version }));
      for (const term of [
        'Teachers Aid Program Agreement',
        'Sharpstown Middle',
        'Charter School',
        '8330 Triola Ln, Houston, Texas 77036',
        share,
        'once a month',
        '24 months',
      ]) {
        expect(text).toContain(term);
      }
      expect(text).not.toMatch(/undefined|null/);
    },
  );
});
