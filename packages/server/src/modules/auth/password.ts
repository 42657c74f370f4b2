import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's second recommended setting:
 * m=19 MiB, t=2, p=1. Every hash the server makes uses it.
 */
export const PASSWORD_HASH_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * The test suite's setting: argon2id with the smallest cost (m=1 MiB, t=1), so that the
 * hundreds of registrations and logins of the tests do not spend their time hashing. Only
 * under vitest (VITEST set by the runner) with PASSWORD_HASH_COST=test (set by the server's
 * vitest.config.ts); anything else — the server, the seed, the benchmark — gets the above.
 * A hash carries its own parameters, so verifying does not depend on this choice.
 */
const TEST_PARAMS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function passwordHashParams(env: NodeJS.ProcessEnv = process.env) {
  return env.VITEST && env.PASSWORD_HASH_COST === 'test' ? TEST_PARAMS : PASSWORD_HASH_PARAMS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashParams());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
