import { describe, expect, it } from 'vitest';
import {
  KIDS_CAFE_AGREEMENT_SECTIONS,
  KIDS_CAFE_PENALTY_LADDER,
  KIDS_CAFE_TERMS,
  kidsCafeAgreement,
} from './agreement.ts';
import * as kidsCafe from './index.ts';
import { agreementToPlainText, BLANK_LINE } from '../../agreements/document.ts';

const parties = {
  schoolName: 'Little Stars Learning Center',
  address: '500 Main St',
  city: 'Houston',
  zip: '77002',
  date: '9/3/2024',
};

describe('the Kids Cafe program agreement (spec 2 §9)', () => {
  const doc = kidsCafeAgreement({ parties, version: 'current' });
  const text = agreementToPlainText(doc);

  it('has three sections, one per I Agree box, and no school signature slots', () => {
    expect(doc.id).toBe('kids-cafe-program-agreement');
    expect(doc.title).toBe('Kids Cafe Program Agreement');
    expect(doc.version).toBe('current');
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Program Purpose',
      'Reimbursement',
      'Documentation',
    ]);
    expect(KIDS_CAFE_AGREEMENT_SECTIONS.map((s) => s.agree)).toEqual([
      'agreeToProgramPurpose',
      'agreeToReimbursement',
      'agreeToDocumentation',
    ]);
    expect(doc.sections.every((s) => s.signature === undefined)).toBe(true);
  });

  it('is filled with the site, Texas and the date', () => {
    expect(text).toContain(
      'made on 9/3/2024 between the Food Bank and Little Stars Learning Center, located at ' +
        '500 Main St, Houston, Texas 77002',
    );
  });

  it('writes blank lines for missing parties and defaults to the current version', () => {
    const blank = kidsCafeAgreement({ parties: null });
    expect(blank.version).toBe('current');
    expect(agreementToPlainText(blank)).toContain(`the Food Bank and ${BLANK_LINE}, located at`);
  });

  it.each([
    ['3 monitoring visits per year', KIDS_CAFE_TERMS.monitoringVisitsPerYear, 3],
    [
      'from 4 days to 4 hours before the meal service',
      KIDS_CAFE_TERMS.deliveryEarliestDaysBefore,
      4,
    ],
    ['4 hours before', KIDS_CAFE_TERMS.deliveryLatestHoursBefore, 4],
    ['7 operating days’ notice', KIDS_CAFE_TERMS.changeNoticeOperatingDays, 7],
    ['30 days’ written notice', KIDS_CAFE_TERMS.terminationNoticeDays, 30],
    ['equipment within 30 days', KIDS_CAFE_TERMS.equipmentReturnDays, 30],
    ['branding within 15 days', KIDS_CAFE_TERMS.brandingRemovalDays, 15],
    ['for 3 years', KIDS_CAFE_TERMS.recordRetentionYears, 3],
    ['children 18 years of age or younger', KIDS_CAFE_TERMS.maxChildAge, 18],
    ['at least 30% of the children', KIDS_CAFE_TERMS.forProfitMinFreeOrReducedPercent, 30],
    [
      '6 inches above the floor and 6 inches below the ceiling',
      KIDS_CAFE_TERMS.storageClearanceInches,
      6,
    ],
    ['due by the 5th of the following month', KIDS_CAFE_TERMS.paymentDueDayOfFollowingMonth, '5th'],
    ['receives 100% of the funds reimbursed', KIDS_CAFE_TERMS.reimbursedFundsPercent, 100],
  ] as const)('says “%s”', (phrase, figure, expected) => {
    expect(figure).toBe(expected);
    expect(text).toContain(phrase);
  });

  it('lists the penalty ladder in order', () => {
    expect(KIDS_CAFE_PENALTY_LADDER).toHaveLength(4);
    expect(text).toContain(
      '1. A verbal warning.\n2. A monitoring visit with a written warning.\n' +
        '3. Suspension from the program.\n4. Financial responsibility for the meals concerned.',
    );
  });

  it('is exported from the module with the form schema and meals', () => {
    expect(kidsCafe.kidsCafeAgreement).toBe(kidsCafeAgreement);
    expect(typeof kidsCafe.kidsCafeApplicationSchema).toBe('function');
    expect(typeof kidsCafe.clearMealsNotOffered).toBe('function');
    expect(kidsCafe.kidsCafeProgram.key).toBe('kidsCafe');
  });
});
