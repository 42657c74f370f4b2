import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordHashParams,
  PASSWORD_HASH_PARAMS,
  verifyPassword,
} from './password.ts';

describe('password hashing', () => {
  it.each([
    ['the server (no test settings)', {}],
    ['PASSWORD_HASH_COST=test outside vitest', { PASSWORD_HASH_COST: 'test' }],
    ['vitest without PASSWORD_HASH_COST', { VITEST: 'true' }],
    ['another PASSWORD_HASH_COST', { VITEST: 'true', PASSWORD_HASH_COST: 'low' }],
  ])('uses OWASP argon2id m=19 MiB, t=2, p=1 for %s', (_case, env) => {
    expect(passwordHashParams(env)).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(passwordHashParams(env)).toBe(PASSWORD_HASH_PARAMS);
  });

  it('uses the cheapest argon2id setting only under vitest with PASSWORD_HASH_COST=test', () => {
    expect(passwordHashParams({ VITEST: 'true', PASSWORD_HASH_COST: 'test' })).toEqual({
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
  });

  it('verifies a hash by the parameters it carries, whatever the current setting', async () => {
    const cheap = await hashPassword('Secret1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const { hash } = await import('@node-rs/argon2');
    const production = await hash('Secret1', PASSWORD_HASH_PARAMS);
    expect(production).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const stored of [cheap, production]) {
      expect(await verifyPassword(stored, 'Secret1')).toBe(true);
      expect(await verifyPassword(stored, 'Secret2')).toBe(false);
    }
    expect(await verifyPassword('not a hash', 'Secret1')).toBe(false);
  });
});
