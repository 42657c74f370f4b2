import { describe, expect, it } from 'vitest';
import {
  PARTNER_SERVICES_AGREEMENT_SECTIONS,
  PARTNER_SERVICES_TERMS,
  partnerServicesAgreement,
} from './agreement.ts';
import { partnerServicesApplicationSchema } from './application.ts';
import { agreementToPlainText, BLANK_LINE } from '../../agreements/document.ts';
import { agreementParties } from '../../agreements/fill.ts';

const organization = {
  name: 'Eastside Community Pantry',
  address1: '1200 Lyons Ave',
  address2: 'Suite 4',
  city: 'Houston',
  zip: '77020',
};

describe('the Partner Services program agreement (issue 18)', () => {
  const doc = partnerServicesAgreement({
    parties: agreementParties(organization, null, null, '3/4/2025'),
  });
  const text = agreementToPlainText(doc);

  it('has three sections, one per I Agree box of the form, and no signature slots', () => {
    expect(doc.id).toBe('partner-services-program-agreement');
    expect(doc.title).toBe('Partner Services Program Agreement');
    expect(doc.version).toBe('current');
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Program Purpose',
      'Nondiscrimination',
      'No Religious Activity',
    ]);
    // Each section's agree field is a field of the form.
    const parsed = partnerServicesApplicationSchema('draft').parse({
      applicationYear: 2025,
      ...Object.fromEntries(PARTNER_SERVICES_AGREEMENT_SECTIONS.map((s) => [s.agree, true])),
    }) as Record<string, unknown>;
    for (const section of PARTNER_SERVICES_AGREEMENT_SECTIONS) {
      expect(parsed[section.agree]).toBe(true);
    }
    expect(doc.sections.every((s) => s.signature === undefined)).toBe(true);
  });

  it('is filled with the organization, its address and the date', () => {
    expect(text).toContain(
      'made on 3/4/2025 between the Food Bank and Eastside Community Pantry, located at ' +
        '1200 Lyons Ave, Suite 4, Houston, Texas 77020',
    );
  });

  it('blank parties leave visible blank lines', () => {
    const blank = agreementToPlainText(partnerServicesAgreement({ parties: null }));
    expect(blank).toContain(`made on ${BLANK_LINE} between the Food Bank and ${BLANK_LINE}`);
  });

  it.each([
    [`${PARTNER_SERVICES_TERMS.recordRetentionYears} years`],
    [`${PARTNER_SERVICES_TERMS.terminationNoticeDays} days’ written notice`],
    [`${PARTNER_SERVICES_TERMS.terminationForCauseDays} days’ notice`],
    [`${PARTNER_SERVICES_TERMS.storageClearanceInches} inches off the floor`],
    ['monitoring visit by Food Bank staff once a year'],
    ['civil rights training once a year'],
    ['free of charge'],
    ['race, color, national origin, sex'],
    ['No religious or political activity takes place during the food distribution'],
    ['Faith-based agencies are welcome partners'],
  ])('says %s', (phrase) => {
    expect(text).toContain(phrase);
  });

  it('carries a version other than current as given', () => {
    expect(partnerServicesAgreement({ parties: null, version: 'older' }).version).toBe('older');
  });
});
