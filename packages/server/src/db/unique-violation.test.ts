import { describe, expect, it } from 'vitest';
import { brokenUniqueKey, isUniqueViolation } from './unique-violation.ts';

// Drizzle wraps the driver's error in its own, so the database error is a cause, not the error.
const wrapped = (cause: unknown) => new Error('Failed query', { cause });
const unique = (constraint?: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });

describe('unique violations', () => {
  it('names the broken key, under any number of wrappers', () => {
    expect(brokenUniqueKey(unique('users_email_lower_key'))).toBe('users_email_lower_key');
    expect(brokenUniqueKey(wrapped(wrapped(unique('districts_name_key'))))).toBe(
      'districts_name_key',
    );
    expect(brokenUniqueKey(wrapped(unique()))).toBe('');
  });

  it('is undefined / false for any other error', () => {
    const other = wrapped(Object.assign(new Error('fk'), { code: '23503', constraint: 'x_fkey' }));
    expect(brokenUniqueKey(other)).toBeUndefined();
    expect(brokenUniqueKey(null)).toBeUndefined();
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation('boom')).toBe(false);
  });

  it('matches any unique key, or only the one asked for', () => {
    const error = wrapped(unique('schools_backpack_buddy_id_key'));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'schools_backpack_buddy_id_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_lower_key')).toBe(false);
  });
});
