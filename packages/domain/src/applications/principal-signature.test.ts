import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { principalSignatureSchema, signeeEmailIssue } from './principal-signature.ts';

const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => result.error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('the principal signature form', () => {
  it("needs a name and a valid email, which must be the principal's", () => {
    const result = principalSignatureSchema.safeParse({ signeeName: '', signeeEmail: 'x' });
    expect(firstMessage(result, 'signeeName')).toBe(MESSAGES.required);
    expect(firstMessage(result, 'signeeEmail')).toBe(MESSAGES.invalidEmail);
    expect(signeeEmailIssue('someone@school.org', 'pat@school.org')).toBe(
      MESSAGES.emailDoesntMatch,
    );
    expect(signeeEmailIssue('Pat@School.org', 'pat@school.org')).toBeNull();
  });
});
