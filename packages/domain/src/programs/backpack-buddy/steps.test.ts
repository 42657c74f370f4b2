import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { stepOneSchema } from './step-one.ts';
import { principalEmailIssue } from '../../applications/principal-signature.ts';
import { stepThreeSchema } from './step-three.ts';
import { stepTwoSchema } from './step-two.ts';

const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => result.error?.issues.find((i) => i.path.join('.') === path)?.message;

const stepOne = {
  termId: '4',
  new: false,
  schoolType: 'HIGH',
  districtId: 2,
  schoolId: 9,
  address1: '100 Main St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['9', '10'],
  organizationType: '',
  teamMembers: [
    {
      type: 'PRINCIPAL',
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '7135550100',
      email: 'pat@school.org',
    },
    {
      type: 'PRIMARY',
      firstName: 'Kim',
      lastName: 'Ortiz',
      phone: '7135550101',
      email: 'kim@school.org',
    },
  ],
};

describe('step 1', () => {
  it('accepts a whole step and converts ids', () => {
    const parsed = stepOneSchema('submit').parse(stepOne);
    expect(parsed).toMatchObject({
      termId: 4,
      schoolId: 9,
      organizationType: null,
      address2: null,
    });
  });

  it.each([
    ['termId', { termId: '' }, MESSAGES.required],
    ['new', { new: undefined }, MESSAGES.required],
    ['schoolType', { schoolType: 'ELEMENTARY' }, MESSAGES.notForElementary],
    ['schoolId', { schoolId: null }, MESSAGES.required],
    ['address1', { address1: '  ' }, MESSAGES.required],
    ['county', { county: 'DALLAS' }, MESSAGES.required],
    ['gradesServed', { gradesServed: [] }, MESSAGES.required],
    [
      'nonProfitOrganizations',
      { nonProfitOrganizations: 'x'.repeat(256) },
      MESSAGES.maxLength(255),
    ],
    ['teamMembers', { teamMembers: [] }, MESSAGES.principalRequired],
  ])('%s: %j', (path, change, message) => {
    expect(firstMessage(stepOneSchema('submit').safeParse({ ...stepOne, ...change }), path)).toBe(
      message,
    );
  });

  it('false counts as filled for previous participation', () => {
    expect(stepOneSchema('submit').safeParse({ ...stepOne, new: false }).success).toBe(true);
  });

  it('a draft needs only the term and the school, and keeps the elementary rule', () => {
    const draft = { termId: 4, schoolId: 9, teamMembers: [] };
    expect(stepOneSchema('draft').safeParse(draft).success).toBe(true);
    expect(
      firstMessage(stepOneSchema('draft').safeParse({ ...draft, schoolId: undefined }), 'schoolId'),
    ).toBe(MESSAGES.required);
    expect(
      firstMessage(
        stepOneSchema('draft').safeParse({ ...draft, schoolType: 'ELEMENTARY' }),
        'schoolType',
      ),
    ).toBe(MESSAGES.notForElementary);
  });
});

const stepTwo = {
  numTotalEnrollment: '1200',
  numFreeLunch: 600,
  numReducedLunch: '0',
  certififedVerification: true,
  programInterests: ['SNAP', 'SNAP', 'KIDS_CAFE'],
  willHelpMediaEvents: false,
  willDistributeInfo: true,
  emailSecondaryCoordinator: false,
};

describe('step 2', () => {
  it('parses counts and removes repeated interests', () => {
    expect(stepTwoSchema('submit').parse(stepTwo)).toMatchObject({
      numTotalEnrollment: 1200,
      numReducedLunch: 0,
      programInterests: ['SNAP', 'KIDS_CAFE'],
    });
  });

  it.each([
    ['numTotalEnrollment', { numTotalEnrollment: '10000' }, MESSAGES.maxLength(4)],
    ['numTotalEnrollment', { numTotalEnrollment: '' }, MESSAGES.required],
    ['numFreeLunch', { numFreeLunch: 1201 }, MESSAGES.lessThanEnrollment],
    ['numReducedLunch', { numReducedLunch: 1300 }, MESSAGES.lessThanEnrollment],
    ['numFreeLunch', { numFreeLunch: -1 }, MESSAGES.nonNegative],
    ['certififedVerification', { certififedVerification: false }, MESSAGES.required],
    ['willHelpMediaEvents', { willHelpMediaEvents: null }, MESSAGES.required],
    ['programInterests', { programInterests: ['GOLF'] }, undefined],
  ])('%s: %j', (path, change, message) => {
    const result = stepTwoSchema('submit').safeParse({ ...stepTwo, ...change });
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(result, path)).toBe(message);
  });

  it('free lunch equal to enrollment is allowed', () => {
    expect(stepTwoSchema('submit').safeParse({ ...stepTwo, numFreeLunch: 1200 }).success).toBe(
      true,
    );
  });

  it('a draft may leave counts blank but not break the enrollment rule', () => {
    expect(stepTwoSchema('draft').safeParse({}).success).toBe(true);
    const result = stepTwoSchema('draft').safeParse({ numTotalEnrollment: 10, numFreeLunch: 11 });
    expect(firstMessage(result, 'numFreeLunch')).toBe(MESSAGES.lessThanEnrollment);
  });
});

describe('step 3', () => {
  const stepThree = {
    agreeToProgramPurpose: true,
    agreeToProgramResponsibilities: true,
    agreeNondiscrimination: true,
    nameSignFirst: 'Kim Ortiz',
    nameSignSecond: 'Kim Ortiz',
    nameSignThird: 'Kim Ortiz',
    verifyPrincipalEmail: 'pat@school.org',
  };

  it.each([
    ['agreeNondiscrimination', { agreeNondiscrimination: false }, MESSAGES.required],
    ['nameSignSecond', { nameSignSecond: '' }, MESSAGES.required],
    ['verifyPrincipalEmail', { verifyPrincipalEmail: '' }, MESSAGES.required],
    ['verifyPrincipalEmail', { verifyPrincipalEmail: 'pat' }, MESSAGES.invalidEmail],
  ])('%s: %j', (path, change, message) => {
    const result = stepThreeSchema('submit', { verifyPrincipalEmail: true }).safeParse({
      ...stepThree,
      ...change,
    });
    expect(firstMessage(result, path)).toBe(message);
  });

  it('admins are not asked for the principal email', () => {
    const result = stepThreeSchema('submit', { verifyPrincipalEmail: false }).safeParse({
      ...stepThree,
      verifyPrincipalEmail: '',
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['pat@school.org', 'pat@school.org', null],
    ['PAT@School.org ', 'pat@school.org', null],
    ['kim@school.org', 'pat@school.org', MESSAGES.principalEmailDoesntMatch],
    ['pat@school.org', undefined, MESSAGES.principalEmailDoesntMatch],
    ['', 'pat@school.org', null],
  ])('principal email %j against %j', (typed, principalEmail, message) => {
    expect(principalEmailIssue(typed, principalEmail)).toBe(message);
  });
});
