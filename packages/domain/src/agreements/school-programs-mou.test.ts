import { describe, expect, it } from 'vitest';
import { agreementToPlainText, BLANK_LINE } from './document.ts';
import { agreementParties } from './fill.ts';
import {
  BACKPACK_BUDDY_MOU_END_SENTENCE,
  MOU_PROGRAMS,
  schoolProgramsMou,
} from './school-programs-mou.ts';

const parties = agreementParties(
  {
    name: 'Lamar High School',
    address1: '3325 Westheimer Rd',
    address2: 'Building B',
    city: 'Houston',
    zip: '77098',
  },
  { organizationType: 'CHARTER_SCHOOL' },
  'principal@lamar.example',
  '9/2/2024',
);

describe.each(['older', 'newer'] as const)('School Programs MOU (%s)', (version) => {
  const doc = schoolProgramsMou({ parties, version });
  const text = agreementToPlainText(doc);

  it.each([
    'takes effect on the date of its final signature',
    '24 months',
    '30 days’ written notice',
    '10 days’ written notice',
    'on or before May 1',
    'materials, software and equipment',
    'within 30 days',
    'logos and program signage within 15 days',
    'within 60 days of the date of the acceptance letter',
    'at least 2 distributions per month',
    'no order for 3 months',
    'on-site monitoring visit once a year',
    'at least quarterly',
    '$750,000 or more in federal awards',
    'Single Audit',
    'within nine months',
    '6 inches off the floor',
    '6 inches away from the wall',
    '6 inches below the ceiling',
    'within 2 business days',
    'at least one distribution per month',
    '12-month or longer commitment',
    'approved by the School Partnership Senior Manager',
    'every year for Backpack Buddy and School Market (mobile)',
    'every 2 years for School Market (brick and mortar) and The Locker Project',
    'No religious activity',
    'no political activity',
    'civil rights training every year',
    'Confidentiality',
    'governed by the laws of the State of Texas',
    'School Programs Partner',
    'Food Bank staff',
    'School Specialist',
    'Backpack Buddy Specialist',
    'School Partnership Senior Manager',
    'Liaisons',
    ...MOU_PROGRAMS,
  ])('states %s', (term) => {
    expect(text).toContain(term);
  });

  it('is filled with the parties', () => {
    expect(text).toContain(
      'Lamar High School (organization type: Charter School), located at 3325 Westheimer Rd, Building B, Houston, Texas 77098',
    );
    expect(text).toContain('principal at principal@lamar.example');
    expect(text).toContain('Date: 9/2/2024');
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect(text).not.toContain(BLANK_LINE);
  });

  it('has no signature slot', () => {
    expect(doc.sections.every((s) => s.signature === undefined)).toBe(true);
  });
});

describe('Backpack Buddy end date', () => {
  it('is stated in the older version only', () => {
    const older = agreementToPlainText(schoolProgramsMou({ parties, version: 'older' }));
    const newer = agreementToPlainText(schoolProgramsMou({ parties, version: 'newer' }));
    expect(older).toContain(BACKPACK_BUDDY_MOU_END_SENTENCE);
    expect(older).toContain('June 30, 2024');
    expect(newer).not.toContain('June 30, 2024');
  });
});
