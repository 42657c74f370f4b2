import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { adminOrganizationProfileSchema } from './organization-profile.ts';

/** A complete Organization Profile that passes. */
const profile = () => ({
  name: 'Eastside Community Pantry',
  einNumber: '74-1234567',
  address1: '1200 Lyons Ave',
  address2: 'Suite 4',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77020',
  phone: '713-555-0100',
  website: 'http://eastside.example/about',
  notes: 'Line one\nline two',
});

/** The issues of a parse, as 'path: message'. */
function issues(values: unknown): string[] {
  const result = adminOrganizationProfileSchema().safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the admin Organization Profile (issue 18)', () => {
  it('accepts a complete profile, dropping the GraphQL organizationId', () => {
    const parsed = adminOrganizationProfileSchema().parse({ ...profile(), organizationId: 3 });
    expect(parsed).toEqual(profile());
  });

  it('normalises the EIN and phone, and gives null for blank optional fields', () => {
    const parsed = adminOrganizationProfileSchema().parse({
      ...profile(),
      einNumber: '741234567',
      address2: ' ',
      phone: '',
      website: null,
      notes: undefined,
    });
    expect(parsed).toMatchObject({
      einNumber: '74-1234567',
      address2: null,
      phone: null,
      website: null,
      notes: null,
    });
  });

  it.each(['name', 'einNumber', 'address1', 'city', 'county', 'state', 'zip'])(
    '%s is required (blank and missing)',
    (field) => {
      expect(issues({ ...profile(), [field]: '' })).toEqual([`${field}: ${MESSAGES.required}`]);
      expect(issues({ ...profile(), [field]: undefined })).toEqual([
        `${field}: ${MESSAGES.required}`,
      ]);
    },
  );

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an EIN with a misplaced dash',
      { einNumber: '123-456789' },
      `einNumber: ${MESSAGES.invalidEin}`,
    ],
    ['a short phone', { phone: '713-555-01' }, `phone: ${MESSAGES.invalidPhone}`],
    [
      'a website without a scheme',
      { website: 'www.eastside.example' },
      `website: ${MESSAGES.invalidUrl}`,
    ],
    ['notes over 5000', { notes: 'x'.repeat(5001) }, `notes: ${MESSAGES.maxLength(5000)}`],
    ['a name over 255', { name: 'x'.repeat(256) }, `name: ${MESSAGES.maxLength(255)}`],
    ['a name with a tab', { name: 'East\tside' }, `name: ${MESSAGES.controlCharacters}`],
  ])('refuses %s', (_label, changes, message) => {
    expect(issues({ ...profile(), ...changes })).toEqual([message]);
  });
});
