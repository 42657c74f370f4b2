import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { profileSchema } from './profile.ts';

const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => result.error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('the profile', () => {
  it('requires names and a valid email and normalises the phone', () => {
    expect(
      profileSchema.parse({ firstName: 'A', lastName: 'B', email: 'a@b.org', phone: '7135550100' })
        .phone,
    ).toBe('713-555-0100');
    const result = profileSchema.safeParse({
      firstName: '',
      lastName: 'B',
      email: 'bad',
      phone: '1',
    });
    expect(firstMessage(result, 'firstName')).toBe(MESSAGES.required);
    expect(firstMessage(result, 'email')).toBe(MESSAGES.invalidEmail);
    expect(firstMessage(result, 'phone')).toBe(MESSAGES.invalidPhone);
  });
});
