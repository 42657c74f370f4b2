import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { memberTypeIssue, rosterIssues, teamMemberSchema } from './roster.ts';

const principal = {
  type: 'PRINCIPAL',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '7135550100',
  email: 'pat@school.org',
};
const primary = {
  type: 'PRIMARY',
  firstName: 'Kim',
  lastName: 'Ortiz',
  phone: '713-555-0101',
  email: 'kim@school.org',
};
const secondary = {
  type: 'SECONDARY',
  firstName: 'Sol',
  lastName: 'Ng',
  phone: '713-555-0102',
  email: 'sol@school.org',
};
const staff = { type: 'STAFF', firstName: 'Al', lastName: 'Cruz' };

describe('a participant', () => {
  it.each([
    ['first name blank', { ...primary, firstName: ' ' }, 'firstName', MESSAGES.required],
    ['last name missing', { ...primary, lastName: undefined }, 'lastName', MESSAGES.required],
    ['no type', { ...primary, type: '' }, 'type', MESSAGES.required],
    ['coordinator without phone', { ...primary, phone: '' }, 'phone', MESSAGES.required],
    [
      'coordinator with a 9-digit phone',
      { ...primary, phone: '713-555-010' },
      'phone',
      MESSAGES.invalidPhone,
    ],
    ['principal without email', { ...principal, email: null }, 'email', MESSAGES.required],
    ['principal with a bad email', { ...principal, email: 'pat@' }, 'email', MESSAGES.invalidEmail],
  ])('%s: %s', (_name, input, path, message) => {
    const result = teamMemberSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === path)?.message).toBe(message);
  });

  it("normalises the phone and drops the principal's job title", () => {
    const parsed = teamMemberSchema.parse({ ...principal, title: 'Head' });
    expect(parsed).toMatchObject({ phone: '713-555-0100', title: null, teamMemberId: null });
  });

  it('drops phone and email of staff and volunteers, even invalid ones', () => {
    for (const type of ['STAFF', 'VOLUNTEER']) {
      const parsed = teamMemberSchema.parse({
        ...staff,
        type,
        phone: '12',
        email: 'nope',
        title: 'Aide',
      });
      expect(parsed).toMatchObject({ phone: null, email: null, title: 'Aide' });
    }
  });
});

describe('the roster', () => {
  it.each([
    ['principal and primary', [principal, primary], []],
    ['no principal', [primary], [MESSAGES.principalRequired]],
    ['no primary', [principal, secondary], [MESSAGES.primaryCoordinatorRequired]],
    ['empty', [], [MESSAGES.principalRequired, MESSAGES.primaryCoordinatorRequired]],
    [
      'two principals',
      [principal, { ...principal, email: 'p2@school.org' }, primary],
      [MESSAGES.principalAlreadyExists],
    ],
    [
      'two primaries',
      [principal, primary, { ...primary, email: 'k2@school.org' }],
      [MESSAGES.primaryCoordinatorAlreadyExists],
    ],
    [
      'two secondaries',
      [principal, primary, secondary, { ...secondary, email: 's2@school.org' }],
      [MESSAGES.secondaryCoordinatorAlreadyExists],
    ],
    [
      'principal and primary share an email in another case',
      [principal, { ...primary, email: 'PAT@School.org' }],
      [MESSAGES.emailMustBeUnique],
    ],
    [
      'primary and secondary share an email',
      [principal, primary, { ...secondary, email: 'kim@school.org' }],
      [MESSAGES.emailMustBeUnique],
    ],
    ['staff without contacts, many of them', [principal, primary, staff, staff], []],
  ])('%s', (_name, members, messages) => {
    expect(rosterIssues(members).map((i) => i.message)).toEqual(messages);
  });

  it('a draft may lack the principal and the primary, never hold two', () => {
    expect(rosterIssues([], { requireLeads: false })).toEqual([]);
    expect(
      rosterIssues([primary, primary], { requireLeads: false }).map((i) => i.message),
    ).toContain(MESSAGES.primaryCoordinatorAlreadyExists);
  });

  it.each([
    [
      'a second principal',
      [principal, primary],
      'PRINCIPAL',
      null,
      MESSAGES.principalAlreadyExists,
    ],
    ['the principal kept while editing them', [principal, primary], 'PRINCIPAL', 0, null],
    [
      'a second secondary',
      [principal, secondary],
      'SECONDARY',
      null,
      MESSAGES.secondaryCoordinatorAlreadyExists,
    ],
    ['another volunteer', [staff], 'VOLUNTEER', null, null],
  ])('the modal type check: %s', (_name, members, type, index, message) => {
    expect(memberTypeIssue(members, type, index)).toBe(message);
  });
});

describe('the modal shows every message at once', () => {
  it('names and contacts of a principal together', () => {
    const result = teamMemberSchema.safeParse({ type: 'PRINCIPAL', firstName: '', lastName: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', MESSAGES.required],
      ['lastName', MESSAGES.required],
      ['phone', MESSAGES.required],
      ['email', MESSAGES.required],
    ]);
  });
});
