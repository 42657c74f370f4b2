import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { organizationMembersSchema } from './organization-members.ts';

const member = (type: string, email: string, extra: Record<string, unknown> = {}) => ({
  type,
  firstName: 'Ana',
  lastName: 'Ortiz',
  title: '',
  phone: '(713) 555 0101',
  email,
  ...extra,
});
const primary = (extra: Record<string, unknown> = {}) =>
  member('PRIMARY_POINT_CONTACT', 'ana@eastside.example', extra);
const secondary = (extra: Record<string, unknown> = {}) =>
  member('SECONDARY_POINT_CONTACT', 'ben@eastside.example', extra);

/** The issues of a parse, as 'path: message'. */
function issues(values: unknown): string[] {
  const result = organizationMembersSchema().safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the admin Contacts of an organization (issue 18)', () => {
  it('accepts the two contacts, formatting phones and keeping ids', () => {
    const parsed = organizationMembersSchema().parse([
      primary({ organizationMemberId: 7, title: ' Director ' }),
      secondary(),
    ]);
    expect(parsed).toEqual([
      {
        organizationMemberId: 7,
        type: 'PRIMARY_POINT_CONTACT',
        firstName: 'Ana',
        lastName: 'Ortiz',
        title: 'Director',
        phone: '713-555-0101',
        email: 'ana@eastside.example',
      },
      {
        type: 'SECONDARY_POINT_CONTACT',
        firstName: 'Ana',
        lastName: 'Ortiz',
        title: null,
        phone: '713-555-0101',
        email: 'ben@eastside.example',
      },
    ]);
  });

  it.each<[string, unknown, string[]]>([
    [
      'no contact',
      [],
      [': Primary Point of Contact Required', ': Secondary Point of Contact Required'],
    ],
    ['only the primary', [primary()], [': Secondary Point of Contact Required']],
    [
      'two primaries',
      [primary(), primary({ email: 'cy@eastside.example' })],
      [': Primary Point of Contact Already Exists', ': Secondary Point of Contact Required'],
    ],
    [
      'three contacts',
      [primary(), secondary(), secondary()],
      [`: ${MESSAGES.tooManyItems(2, 'organization members')}`],
    ],
    [
      'the same email in another case',
      [primary(), secondary({ email: 'ANA@eastside.example' })],
      [`1.email: ${MESSAGES.emailMustBeUnique}`],
    ],
    ['a missing phone', [primary({ phone: '' }), secondary()], [`0.phone: ${MESSAGES.required}`]],
    [
      'a bad email',
      [primary(), secondary({ email: 'ben@' })],
      [`1.email: ${MESSAGES.invalidEmail}`],
    ],
    ['a Kids Cafe supervisor flag is ignored', [primary({ isSupervisor: true }), secondary()], []],
    [
      'an unknown role',
      [primary(), member('VOLUNTEER', 'v@eastside.example')],
      [`1.type: ${MESSAGES.required}`],
    ],
    [
      'a bad id',
      [primary({ organizationMemberId: 0 }), secondary()],
      [`0.organizationMemberId: ${MESSAGES.required}`],
    ],
    ['not a list', null, [`: ${MESSAGES.required}`]],
  ])('%s', (_label, values, expected) => {
    expect(issues(values)).toEqual(expected);
  });
});
