import { count, eq, isNotNull } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { passwordResetTokens, rateLimits, sessions, users } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { createSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { createApplication, createRoster, programTerm } from '../admin-schools/test-world.ts';
import { createSignatureRequest } from '../signatures/requests.ts';
import { RATE_LIMITS, RATE_LIMIT_RETENTION_MS, addressKey, type Limit } from './rate-limit.ts';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
const FORGOT = `mutation ($input: SendPasswordResetEmailInput!) { sendPasswordResetEmail(input: $input) { success } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success } }`;

const PASSWORD = 'Secret1';
const LIMITED = MESSAGES.tooManyAttempts;

let api: TestApi;
let bbTermId: number;

beforeAll(async () => {
  api = await createTestApi();
  bbTermId = (await programTerm(api.db, 'BACKPACK_BUDDY', 2025)).id;
});
afterAll(async () => {
  await api.close();
});

/**
 * Windows are fixed: a flood that crossed a window's end would be counted in two windows.
 * Waits (rarely, at most 20 s) until the window of `limit` has 20 s left at least.
 */
async function awayFromWindowEnd(limit: Limit) {
  const left = limit.windowMs - (Date.now() % limit.windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

let sequence = 0;
/** A client address no other request of this file used. */
const freshAddress = () => {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};
const freshEmail = (prefix: string) => {
  sequence += 1;
  return `${prefix}${sequence}@school.org`;
};

const register = (email: string, address = freshAddress()) =>
  api.gql(
    REGISTER,
    {
      input: {
        firstName: 'Rae',
        lastName: 'Limit',
        phone: '713-555-0101',
        email,
        password: PASSWORD,
      },
    },
    { address },
  );
const login = (email: string, password: string, address = freshAddress()) =>
  api.gql(LOGIN, { input: { email, password } }, { address });
const forgot = (email: string, address = freshAddress()) =>
  api.gql(FORGOT, { input: { email } }, { address });
const sign = (id: string, signeeEmail: string, address = freshAddress()) =>
  api.gql(SIGN, { input: { id, signeeName: 'Pat Lee', signeeEmail } }, { address });

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
/** What a limited operation may write: it must not grow when the limit refuses. */
async function written() {
  const db = api.db;
  return {
    users: await countOf(db.select({ n: count() }).from(users)),
    sessions: await countOf(db.select({ n: count() }).from(sessions)),
    mails: await countOf(db.select({ n: count() }).from(mailOutbox)),
    resetTokens: await countOf(db.select({ n: count() }).from(passwordResetTokens)),
    signatures: await countOf(
      db
        .select({ n: count() })
        .from(principalSignatures)
        .where(isNotNull(principalSignatures.signedAt)),
    ),
    approved: await countOf(
      db
        .select({ n: count() })
        .from(applicationBackpackBuddy)
        .where(eq(applicationBackpackBuddy.status, 'APPROVED')),
    ),
  };
}
type Written = Awaited<ReturnType<typeof written>>;

/** A pending Backpack Buddy application with a mailed signature link; its token and principal. */
async function signatureLink() {
  const school = await createSchool(api.db);
  const { principal } = await createRoster(api.db, 'BACKPACK_BUDDY', school.id);
  const app = await createApplication(api.db, 'BACKPACK_BUDDY', {
    schoolId: school.id,
    termId: bbTermId,
    status: 'PENDING_PRINCIPAL',
  });
  await createSignatureRequest(api.db, {
    program: 'BACKPACK_BUDDY',
    applicationId: app.id,
    principalEmail: principal.email!,
    principalFirstName: principal.firstName,
    schoolName: school.name,
    publicUrl: api.config.publicUrl,
    ttlDays: 30,
    submittedById: null,
  });
  const [mail] = await api.mails();
  const token = /\/principal-signature\/([\w-]+)/.exec(mail!.text)![1]!;
  return { token, principalEmail: principal.email! };
}

interface Case {
  limit: Limit;
  /** Runs before the flood; what it writes is not counted. */
  prepare(): Promise<{
    /** The i-th of the parallel requests, all in the bucket under test. */
    flood(i: number): Promise<ExecutionResult>;
    /** A request in the same bucket that would succeed but for the limit. */
    wouldSucceed?(): Promise<ExecutionResult>;
    /** The same request outside the bucket: it succeeds (the limit is per bucket). */
    elsewhere?(): Promise<ExecutionResult>;
  }>;
  /** The answers the requests within the limit get (undefined: success). */
  allowed: (string | undefined)[];
  /** What the allowed requests of the flood write, together. */
  writes: Partial<Written>;
}

const L = RATE_LIMITS;
/** operation × bucket: each limit holds under parallel requests and refusals write nothing. */
const CASES: Record<string, Case> = {
  'login per email': {
    limit: L.login.email,
    async prepare() {
      const email = freshEmail('victim');
      await register(email);
      return {
        flood: (i) => login(email, `Wrong${i}A`),
        wouldSucceed: () => login(email, PASSWORD),
      };
    },
    allowed: [MESSAGES.invalidCredentials],
    writes: {},
  },
  'login per address': {
    limit: L.login.address,
    async prepare() {
      const email = freshEmail('own');
      await register(email);
      const address = freshAddress();
      return {
        flood: (i) => login(freshEmail(`guess${i}-`), 'Wrong1A', address),
        wouldSucceed: () => login(email, PASSWORD, address),
        elsewhere: () => login(email, PASSWORD),
      };
    },
    allowed: [MESSAGES.invalidCredentials],
    writes: {},
  },
  'login per IPv6 /64': {
    limit: L.login.address,
    async prepare() {
      const email = freshEmail('own');
      await register(email);
      return {
        flood: (i) =>
          login(freshEmail('guess'), 'Wrong1A', `2001:db8:7:1::${(i + 1).toString(16)}`),
        wouldSucceed: () => login(email, PASSWORD, '2001:db8:7:1:ffff:1:2:3'),
        elsewhere: () => login(email, PASSWORD, '2001:db8:7:2::1'),
      };
    },
    allowed: [MESSAGES.invalidCredentials],
    writes: {},
  },
  'register per email': {
    limit: L.register.email,
    async prepare() {
      const email = freshEmail('new');
      return { flood: () => register(email) };
    },
    allowed: [undefined, MESSAGES.emailTaken],
    writes: { users: 1, sessions: 1 },
  },
  'register per address': {
    limit: L.register.address,
    async prepare() {
      const address = freshAddress();
      return {
        flood: () => register(freshEmail('bulk'), address),
        wouldSucceed: () => register(freshEmail('bulk'), address),
        elsewhere: () => register(freshEmail('bulk')),
      };
    },
    allowed: [undefined],
    writes: { users: L.register.address.max, sessions: L.register.address.max },
  },
  'password reset per email': {
    limit: L.passwordReset.email,
    async prepare() {
      const email = freshEmail('inbox');
      await register(email);
      return { flood: () => forgot(email), wouldSucceed: () => forgot(email.toUpperCase()) };
    },
    allowed: [undefined],
    writes: { mails: L.passwordReset.email.max, resetTokens: L.passwordReset.email.max },
  },
  'password reset per email without an account (the same limit: nothing revealed)': {
    limit: L.passwordReset.email,
    async prepare() {
      const email = freshEmail('ghost');
      return { flood: () => forgot(email) };
    },
    allowed: [undefined],
    writes: {},
  },
  'password reset per address': {
    limit: L.passwordReset.address,
    async prepare() {
      const email = freshEmail('inbox');
      await register(email);
      const address = freshAddress();
      return {
        flood: () => forgot(freshEmail('nobody'), address),
        wouldSucceed: () => forgot(email, address),
        elsewhere: () => forgot(email),
      };
    },
    allowed: [undefined],
    writes: {},
  },
  'principal signature per link': {
    limit: L.principalSignature.token,
    async prepare() {
      const { token, principalEmail } = await signatureLink();
      return {
        flood: (i) => sign(token, `guess${i}@school.org`),
        wouldSucceed: () => sign(token, principalEmail),
      };
    },
    allowed: [MESSAGES.emailDoesntMatch],
    writes: {},
  },
  'principal signature per address': {
    limit: L.principalSignature.address,
    async prepare() {
      const { token, principalEmail } = await signatureLink();
      const address = freshAddress();
      return {
        flood: (i) => sign(`made-up-token-${i}`, principalEmail, address),
        wouldSucceed: () => sign(token, principalEmail, address),
        elsewhere: () => sign(token, principalEmail),
      };
    },
    allowed: [MESSAGES.signatureLinkInvalid],
    writes: {},
  },
};

describe.each(Object.entries(CASES))('%s', (_name, c) => {
  it(
    'holds under parallel requests; refusals get the limit message and write nothing',
    { timeout: 60_000 },
    async () => {
      const { flood, wouldSucceed, elsewhere } = await c.prepare();
      await awayFromWindowEnd(c.limit);
      const total = Math.max(20, c.limit.max + 5);
      const before = await written();
      const results = await Promise.all(Array.from({ length: total }, (_, i) => flood(i)));
      const messages = results.map(firstError);
      expect(messages.filter((m) => m === LIMITED)).toHaveLength(total - c.limit.max);
      for (const message of messages.filter((m) => m !== LIMITED)) {
        expect(c.allowed).toContain(message);
      }
      const afterFlood = await written();
      expect(afterFlood).toEqual({ ...before, ...addTo(before, c.writes) });

      if (wouldSucceed) {
        const refused = await wouldSucceed();
        expect(refused.errors?.map((e) => e.message)).toEqual([LIMITED]);
        expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
        expect(refused.data).toBeNull();
        expect(await written()).toEqual(afterFlood);
      }
      if (elsewhere) expect((await elsewhere()).errors).toBeUndefined();
    },
  );
});

function addTo(base: Written, delta: Partial<Written>): Partial<Written> {
  return Object.fromEntries(
    Object.entries(delta).map(([key, n]) => [key, base[key as keyof Written] + n]),
  );
}

describe('successful sign-ins', () => {
  it(
    "give back their own hit: an attacker's valid logins of his own account do not reset the address",
    { timeout: 60_000 },
    async () => {
      const own = freshEmail('attacker');
      await register(own);
      const address = freshAddress();
      const max = L.login.address.max;
      await awayFromWindowEnd(L.login.address);
      const guesses = await Promise.all(
        Array.from({ length: max - 1 }, () => login(freshEmail('target'), 'Wrong1A', address)),
      );
      expect(new Set(guesses.map(firstError))).toEqual(new Set([MESSAGES.invalidCredentials]));
      for (let i = 0; i < 3; i += 1) {
        expect((await login(own, PASSWORD, address)).errors).toBeUndefined();
      }
      // One guess left in the window, and no more.
      expect(firstError(await login(freshEmail('target'), 'Wrong1A', address))).toBe(
        MESSAGES.invalidCredentials,
      );
      expect(firstError(await login(freshEmail('target'), 'Wrong1A', address))).toBe(LIMITED);
      expect(firstError(await login(own, PASSWORD, address))).toBe(LIMITED);
    },
  );

  it("do not clear the account's failures: the guesses counted before still count", async () => {
    const email = freshEmail('owner');
    await register(email);
    const max = L.login.email.max;
    await awayFromWindowEnd(L.login.email);
    await Promise.all(Array.from({ length: max - 1 }, () => login(email, 'Wrong1A')));
    expect((await login(email, PASSWORD)).errors).toBeUndefined();
    expect(firstError(await login(email, 'Wrong1A'))).toBe(MESSAGES.invalidCredentials);
    expect(firstError(await login(email, PASSWORD))).toBe(LIMITED);
  });

  it('up to the limit, parallel logins of one account with the right password all succeed', async () => {
    const email = freshEmail('busy');
    await register(email);
    await awayFromWindowEnd(L.login.email);
    const results = await Promise.all(
      Array.from({ length: L.login.email.max }, () => login(email, PASSWORD)),
    );
    expect(results.map(firstError)).toEqual(results.map(() => undefined));
    expect((await login(email, PASSWORD)).errors).toBeUndefined();
  });
});

describe('the rate_limits table', () => {
  it('keeps a digest of a signature link, never the link token itself', async () => {
    const { token } = await signatureLink();
    await sign(token, 'someone@school.org');
    const buckets = (await api.db.select({ bucket: rateLimits.bucket }).from(rateLimits)).map(
      (row) => row.bucket,
    );
    expect(buckets.some((b) => b.startsWith('principalSignature:token:'))).toBe(true);
    expect(buckets.some((b) => b.includes(token))).toBe(false);
  });

  it('loses windows older than a day, swept now and then by a limited request', async () => {
    const now = Date.now();
    const old = new Date(now - RATE_LIMIT_RETENTION_MS - 60_000);
    const recent = new Date(now - 60 * 60_000);
    await api.db.insert(rateLimits).values([
      { bucket: 'login:address:192.0.2.1', windowStart: old, hits: 3 },
      { bucket: 'login:address:192.0.2.1', windowStart: recent, hits: 3 },
    ]);
    vi.useFakeTimers({ toFake: ['Date'], now: now + 11 * 60_000 });
    try {
      await login(freshEmail('sweep'), 'Wrong1A');
    } finally {
      vi.useRealTimers();
    }
    const left = await api.db
      .select({ windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.bucket, 'login:address:192.0.2.1'));
    expect(left.map((row) => row.windowStart.getTime())).toEqual([recent.getTime()]);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:7:1::5', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:ffff:1:2:3', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
