import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  contactPairsRefinement,
  pointOfContactShape,
  withDistinctContactEmails,
} from './contact-pairs.ts';

const contact = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Ortiz',
  phone: '7135550101',
  email,
});

/** A holder with two contacts, one level down (as an application's site or organization). */
function holderSchema() {
  const point = z.object(pointOfContactShape('submit'), { error: MESSAGES.required });
  return withDistinctContactEmails(
    z.object({
      holder: z.object(
        { name: z.string(), first: point, second: point },
        {
          error: MESSAGES.required,
        },
      ),
      note: z.string().optional(),
    }),
    ['holder', 'first'],
    ['holder', 'second'],
  );
}

function issues(values: unknown): string[] {
  const result = holderSchema().safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('withDistinctContactEmails', () => {
  const holder = (a: string, b: string, name: unknown = 'Pantry') => ({
    name,
    first: contact(a),
    second: contact(b),
  });

  it.each<[string, unknown, string[]]>([
    ['different emails', { holder: holder('a@x.org', 'b@x.org') }, []],
    [
      'the same email in another case',
      { holder: holder('a@x.org', ' A@X.ORG ') },
      [`holder.second.email: ${MESSAGES.emailMustBeUnique}`],
    ],
    [
      'still checked while a sibling field is wrong',
      { holder: holder('a@x.org', 'a@x.org', 5), note: 1 },
      [
        'holder.name: Invalid input: expected string, received number',
        'note: Invalid input: expected string, received number',
        `holder.second.email: ${MESSAGES.emailMustBeUnique}`,
      ],
    ],
    [
      'not checked while a contact has its own issue',
      {
        holder: {
          name: 'P',
          first: contact('a@x.org'),
          second: { ...contact('a@x.org'), phone: '1' },
        },
      },
      [`holder.second.phone: ${MESSAGES.invalidPhone}`],
    ],
    ['a missing holder', {}, [`holder: ${MESSAGES.required}`]],
  ])('%s', (_label, values, expected) => {
    expect(issues(values)).toEqual(expected);
  });
});

describe('contactPairsRefinement', () => {
  const schema = z
    .array(z.object({ type: z.string(), email: z.string() }))
    .superRefine(contactPairsRefinement('organizationMemberTypes'));
  const messages = (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it.each<[string, unknown, string[]]>([
    [
      'both roles',
      [
        { type: 'PRIMARY_POINT_CONTACT', email: 'a@x.org' },
        { type: 'SECONDARY_POINT_CONTACT', email: 'b@x.org' },
      ],
      [],
    ],
    [
      'a repeated role',
      [
        { type: 'SECONDARY_POINT_CONTACT', email: 'a@x.org' },
        { type: 'SECONDARY_POINT_CONTACT', email: 'b@x.org' },
      ],
      [': Primary Point of Contact Required', ': Secondary Point of Contact Already Exists'],
    ],
    [
      'the same email',
      [
        { type: 'PRIMARY_POINT_CONTACT', email: 'a@x.org' },
        { type: 'SECONDARY_POINT_CONTACT', email: 'A@x.org' },
      ],
      [`1.email: ${MESSAGES.emailMustBeUnique}`],
    ],
  ])('%s', (_label, values, expected) => {
    expect(messages(values)).toEqual(expected);
  });
});
