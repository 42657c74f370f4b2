import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '../programs.ts';
import {
  canChangeStatus,
  canResendSignatureEmail,
  canViewAgreement,
  choosableStatuses,
  isStatusChangeAllowed,
  returningFlag,
} from './application-status.ts';
import { adminSchoolContactsSchema } from './school-contacts.ts';
import { adminSchoolProfileSchema } from './school-profile.ts';
import { searchMatcher, searchText } from './search.ts';
import { districtSchema } from './district.ts';
import { adminEducatorUserSchema } from './educator-user.ts';

const bb = PROGRAMS_BY_KEY.backpackBuddy.statuses;

describe('application status dropdown (spec 3 §4)', () => {
  it('offers no system status', () => {
    expect(choosableStatuses(bb)).toEqual(['APPROVED', 'DENIED', 'WITHDRAWN']);
  });
  it.each([
    ['IN_PROGRESS', 'APPROVED', false],
    ['PENDING_PRINCIPAL', 'APPROVED', true],
    ['PENDING_PRINCIPAL', 'IN_PROGRESS', false],
    ['APPROVED', 'PENDING_PRINCIPAL', false],
    ['APPROVED', 'DENIED', true],
    ['DENIED', 'APPROVED', true],
    ['APPROVED', 'APPROVED', true],
    ['APPROVED', 'WAITLISTED', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(isStatusChangeAllowed(bb, from, to)).toBe(allowed);
  });
  it.each([
    ['IN_PROGRESS', false, false, false],
    ['PENDING_PRINCIPAL', true, true, true],
    ['APPROVED', true, false, true],
    ['DENIED', true, false, false],
  ] as const)('%s: change %s, resend %s, agreement %s', (status, change, resend, agreement) => {
    expect(canChangeStatus(status)).toBe(change);
    expect(canResendSignatureEmail(status)).toBe(resend);
    expect(canViewAgreement(status)).toBe(agreement);
  });
});

describe('returning flag (spec 3 §4)', () => {
  it.each([
    [[], 'N/A'],
    [[{ status: 'PENDING_PRINCIPAL', new: false }], 'N/A'],
    [[{ status: 'APPROVED', new: false, submittedAt: '2025-01-01' }], 'Yes'],
    [[{ status: 'APPROVED', new: true, submittedAt: '2025-01-01' }], 'No'],
    [
      [
        { status: 'APPROVED', new: true, submittedAt: '2024-01-01' },
        { status: 'APPROVED', new: false, submittedAt: '2025-01-01' },
      ],
      'Yes',
    ],
  ] as const)('%j gives %s', (applications, flag) => {
    expect(returningFlag(applications)).toBe(flag);
  });
});

describe('table search (spec 3 §5)', () => {
  const row = searchText(['Eastwood Park (Middle)', null, 'Houston ISD', 42]);
  it.each([
    ['  EASTWOOD ', true],
    ['(middle)', true],
    ['houston isd', true],
    ['42', true],
    ['*', false],
    ['(', true],
    ['[', false],
    ['', true],
    ['aldine', false],
  ])('"%s" matches: %s', (text, expected) => {
    expect(searchMatcher(text)(row)).toBe(expected);
  });
});

const profile = {
  name: 'Eastwood',
  type: 'MIDDLE',
  address1: '1 Main',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77001',
  districtId: 1,
  gradesServed: ['6'],
  notes: 'Dock at the back',
};

describe('admin school profile (spec 3 §5)', () => {
  it('needs the counts only with an approved application', () => {
    expect(
      adminSchoolProfileSchema({ hasApprovedApplication: false }).safeParse(profile).success,
    ).toBe(true);
    const result = adminSchoolProfileSchema({ hasApprovedApplication: true }).safeParse(profile);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'numTotalEnrollment',
        'numReducedLunch',
        'numFreeLunch',
        'participatedLastYear',
      ]),
    );
  });
  it.each([
    [{ numTotalEnrollment: '100', numReducedLunch: '10', numFreeLunch: '20' }, null],
    [
      { numTotalEnrollment: '100', numReducedLunch: '101', numFreeLunch: '20' },
      'Must be less than total enrollment',
    ],
    [
      { numTotalEnrollment: '12345', numReducedLunch: '1', numFreeLunch: '1' },
      'Must be 4 characters or less',
    ],
    [{ numTotalEnrollment: 'abc', numReducedLunch: '1', numFreeLunch: '1' }, 'Must be a number'],
  ])('counts %j give %s', (counts, message) => {
    const result = adminSchoolProfileSchema({ hasApprovedApplication: true }).safeParse({
      ...profile,
      ...counts,
      participatedLastYear: true,
    });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });
  it.each([
    'name',
    'type',
    'address1',
    'city',
    'county',
    'zip',
    'districtId',
    'gradesServed',
    'notes',
  ])('%s is required', (field) => {
    const result = adminSchoolProfileSchema({ hasApprovedApplication: false }).safeParse({
      ...profile,
      [field]: field === 'gradesServed' ? [] : undefined,
    });
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe('Required');
  });
});

const contact = (type: string, email: string) => ({
  type,
  firstName: 'A',
  lastName: 'B',
  phone: '7135551234',
  email,
});

describe('admin school contacts (spec 3 §3 and §5)', () => {
  it.each([
    [
      'SCHOOL_MARKET',
      [contact('PRINCIPAL', 'p@x.org'), contact('PRIMARY_POINT_OF_CONTACT', 'c@x.org')],
      [],
    ],
    ['SCHOOL_MARKET', [contact('PRINCIPAL', 'p@x.org')], ['Primary Point of Contact Required']],
    [
      'TEACHERS_AID',
      [contact('PRINCIPAL', 'p@x.org'), contact('SITE_COORDINATOR', 'P@x.org')],
      ['Email must be unique'],
    ],
    [
      'TEACHERS_AID',
      [
        contact('PRINCIPAL', 'p@x.org'),
        contact('PRINCIPAL', 'q@x.org'),
        contact('SITE_COORDINATOR', 's@x.org'),
      ],
      ['Principal Already Exists'],
    ],
    ['BACKPACK_BUDDY', [contact('PRINCIPAL', 'p@x.org')], ['Primary Coordinator Required']],
  ] as const)('%s %j', (program, members, messages) => {
    const result = adminSchoolContactsSchema(program).safeParse(members);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(messages);
  });
  it('normalises phones', () => {
    const result = adminSchoolContactsSchema('SCHOOL_MARKET').parse([
      contact('PRINCIPAL', 'p@x.org'),
      contact('PRIMARY_POINT_OF_CONTACT', 'c@x.org'),
    ]);
    expect(result[0]!.phone).toBe('713-555-1234');
  });
});

describe('districts and users (spec 3 §5)', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['Houston ISD', true],
  ])('district name "%s" valid: %s', (name, valid) => {
    expect(districtSchema.safeParse({ name }).success).toBe(valid);
  });
  it.each([
    [{ firstName: 'A', lastName: 'B', email: 'a@b.org', schoolIds: [1, 1, 2] }, null],
    [{ firstName: '', lastName: 'B', email: 'a@b.org', schoolIds: [] }, 'Required'],
    [{ firstName: 'A', lastName: 'B', email: 'nope', schoolIds: [] }, 'Invalid email address'],
    [{ firstName: 'A', lastName: 'B', email: 'a@b.org', schoolIds: [0] }, 'Required'],
  ])('%j gives %s', (input, message) => {
    const result = adminEducatorUserSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
    if (result.success) expect(result.data.schoolIds).toEqual([1, 2]);
  });
  const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
  it.each([
    ['siteIds', undefined, null, undefined],
    ['siteIds', [], null, []],
    ['siteIds', [3, 3, 1], null, [3, 1]],
    ['siteIds', [0], 'Required', null],
    ['siteIds', [1.5], 'Required', null],
    ['siteIds', tooMany, 'At most 200 sites', null],
    ['organizationIds', undefined, null, undefined],
    ['organizationIds', [4, 2, 4], null, [4, 2]],
    ['organizationIds', [-1], 'Required', null],
    ['organizationIds', tooMany, 'At most 200 organizations', null],
  ] as const)('%s %j gives %s', (field, ids, message, saved) => {
    const input = { firstName: 'A', lastName: 'B', email: 'a@b.org', schoolIds: [], [field]: ids };
    const result = adminEducatorUserSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
    if (result.success) expect(result.data[field]).toEqual(saved);
  });
});
