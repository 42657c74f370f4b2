import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { siteMembersSchema } from './site-members.ts';

const member = (type: string, email: string, extra: Record<string, unknown> = {}) => ({
  type,
  firstName: 'Kim',
  lastName: 'Ortiz',
  title: '',
  phone: '(281) 555 0101',
  email,
  isSupervisor: false,
  ...extra,
});
const primary = (extra: Record<string, unknown> = {}) =>
  member('PRIMARY_POINT_CONTACT', 'kim@site.example', extra);
const secondary = (extra: Record<string, unknown> = {}) =>
  member('SECONDARY_POINT_CONTACT', 'pat@site.example', extra);

/** The issues of a parse, as 'path: message'. */
function issues(values: unknown): string[] {
  const result = siteMembersSchema().safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the admin Contacts of a Kids Cafe site (spec 3 §5, spec 2 §5)', () => {
  it('accepts the two contacts, formatting phones and keeping ids', () => {
    const parsed = siteMembersSchema().parse([
      primary({ siteMemberId: 7, isSupervisor: true, title: ' Director ' }),
      secondary(),
    ]);
    expect(parsed).toEqual([
      {
        siteMemberId: 7,
        type: 'PRIMARY_POINT_CONTACT',
        firstName: 'Kim',
        lastName: 'Ortiz',
        title: 'Director',
        phone: '281-555-0101',
        email: 'kim@site.example',
        isSupervisor: true,
      },
      {
        type: 'SECONDARY_POINT_CONTACT',
        firstName: 'Kim',
        lastName: 'Ortiz',
        title: null,
        phone: '281-555-0101',
        email: 'pat@site.example',
        isSupervisor: false,
      },
    ]);
  });

  it.each([
    [
      'no contact',
      [],
      ['Primary Point of Contact Required', 'Secondary Point of Contact Required'],
    ],
    ['no secondary', [primary()], ['Secondary Point of Contact Required']],
    ['no primary', [secondary()], ['Primary Point of Contact Required']],
    [
      'two primaries',
      [primary(), primary({ email: 'lee@site.example' })],
      ['Primary Point of Contact Already Exists', 'Secondary Point of Contact Required'],
    ],
    [
      'three contacts',
      [primary(), secondary(), secondary({ email: 'x@site.example' })],
      ['At most 2 site members'],
    ],
    ['an unknown type', [primary(), member('PRINCIPAL', 'p@site.example')], [MESSAGES.required]],
  ])('%s: %j', (_case, members, messages) => {
    const result = siteMembersSchema().safeParse(members);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(messages);
  });

  it.each([
    ['firstName', '', MESSAGES.required],
    ['lastName', undefined, MESSAGES.required],
    ['phone', '', MESSAGES.required],
    ['phone', '555-0101', MESSAGES.invalidPhone],
    ['email', '', MESSAGES.required],
    ['email', 'not-an-email', MESSAGES.invalidEmail],
    ['isSupervisor', null, MESSAGES.required],
    ['isSupervisor', undefined, MESSAGES.required],
    ['title', 'x'.repeat(256), MESSAGES.maxLength(255)],
    ['siteMemberId', 0, MESSAGES.required],
  ])('a contact with %s %j: %s', (field, value, message) => {
    expect(issues([primary(), secondary({ [field]: value })])).toEqual([`1.${field}: ${message}`]);
  });

  it.each([
    ['the same email', 'kim@site.example'],
    ['the same email in other case and spacing', ' KIM@Site.Example '],
  ])('refuses %s for both contacts', (_case, email) => {
    expect(issues([primary(), secondary({ email })])).toEqual([
      `1.email: ${MESSAGES.emailMustBeUnique}`,
    ]);
  });

  it('refuses what is not a list of contacts', () => {
    expect(issues(null)).toEqual([`: ${MESSAGES.required}`]);
    expect(issues([primary(), 'x'])).toEqual([`1: ${MESSAGES.required}`]);
  });
});
