import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { adminSiteProfileSchema } from './site-profile.ts';

/** A complete Site Profile that passes. */
const profile = () => ({
  name: 'Little Stars Learning Center',
  type: 'CHILDCARE',
  address1: '500 Main St',
  address2: '',
  crossStreet: 'Elm St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  closestSchool: 'Lamar Elementary',
  notes: '',
});

/** The issues of a parse, as 'path: message'. */
function issues(values: unknown): string[] {
  const result = adminSiteProfileSchema().safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the admin Site Profile (spec 3 §5)', () => {
  it('accepts a complete profile, trimming text and giving null for blank optional fields', () => {
    const parsed = adminSiteProfileSchema().parse({ ...profile(), name: '  Little Stars  ' });
    expect(parsed).toEqual({
      ...profile(),
      name: 'Little Stars',
      address2: null,
      notes: null,
    });
  });

  it.each(['name', 'address1', 'crossStreet', 'city', 'county', 'state', 'zip', 'closestSchool'])(
    '%s is required (blank and missing)',
    (field) => {
      expect(issues({ ...profile(), [field]: '' })).toEqual([`${field}: ${MESSAGES.required}`]);
      const { [field as keyof ReturnType<typeof profile>]: _left, ...rest } = profile();
      expect(issues(rest)).toEqual([`${field}: ${MESSAGES.required}`]);
    },
  );

  it.each([
    ['address2', '', null],
    ['address2', 'Suite 4', 'Suite 4'],
    ['type', '', null],
    ['type', null, null],
    ['type', 'HEAD_START', 'HEAD_START'],
    ['type', 'AFTERSCHOOL_PROGRAM', 'AFTERSCHOOL_PROGRAM'],
    ['notes', 'Gate on the east side.\nRing twice.', 'Gate on the east side.\nRing twice.'],
    ['notes', undefined, null],
  ])('optional %s: %j gives %j', (field, value, expected) => {
    const parsed = adminSiteProfileSchema().parse({ ...profile(), [field]: value });
    expect(parsed[field as 'type']).toBe(expected);
  });

  it.each([
    ['type', 'SCHOOL', MESSAGES.required],
    ['county', 'ATLANTIS', MESSAGES.required],
    ['state', 'CA', MESSAGES.required],
    ['zip', '77002-12345', MESSAGES.maxLength(10)],
    ['name', 'x'.repeat(256), MESSAGES.maxLength(255)],
    ['crossStreet', 'x'.repeat(256), MESSAGES.maxLength(255)],
    ['closestSchool', 'Lamar\nHigh', MESSAGES.controlCharacters],
    ['address2', 'x'.repeat(256), MESSAGES.maxLength(255)],
    ['notes', 'x'.repeat(5001), MESSAGES.maxLength(5000)],
    ['notes', 'bad\u0000byte', MESSAGES.controlCharacters],
  ])('%s %j is refused: %s', (field, value, message) => {
    expect(issues({ ...profile(), [field]: value })).toEqual([`${field}: ${message}`]);
  });

  it('accepts the longest values', () => {
    expect(
      issues({ ...profile(), zip: '77002-1234', name: 'x'.repeat(255), notes: 'x'.repeat(5000) }),
    ).toEqual([]);
  });
});
