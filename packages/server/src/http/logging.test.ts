import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, serveApp, type TestApi } from '../testing/test-api.ts';
import { loggerOptions, safeError } from './logging.ts';

/** A logger with the server's settings whose lines are kept here. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = pino(loggerOptions('debug'), { write: (line: string) => void lines.push(line) });
  return {
    logger,
    lines,
    parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const SECRET_NAME = 'Zebulon-Secret-Name';
const EMAIL = 'zebulon.private@school.test';
const PASSWORD = 'Garden42-Secret';
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { userType } }`;

describe('server logs', () => {
  let api: TestApi;
  let app: Awaited<ReturnType<typeof serveApp>>;
  const log = capturedLogger();

  beforeAll(async () => {
    api = await createTestApi({}, { logger: log.logger });
    app = await serveApp(api, log.logger);
    // A statement that fails inside the database with the values it was given: a check that
    // refuses this first name (an unexpected error, as a broken constraint would be).
    await api.db.execute(
      sql.raw(`alter table users add constraint no_zebulon check (first_name <> '${SECRET_NAME}')`),
    );
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it('log a failing SQL statement without its parameters, with the operation, a code and the request id', async () => {
    log.lines.length = 0;
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer some-secret-token' },
      body: JSON.stringify({
        query: REGISTER,
        variables: {
          input: {
            firstName: SECRET_NAME,
            lastName: 'Quux',
            phone: '7135550199',
            email: EMAIL,
            password: PASSWORD,
          },
        },
      }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    // The client learns nothing of the database.
    expect(body.errors.map((e) => e.message)).toEqual([MESSAGES.unknownError]);

    const text = log.lines.join('');
    for (const secret of [
      SECRET_NAME,
      EMAIL,
      PASSWORD,
      '7135550199',
      '$argon2',
      'some-secret-token',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/params|Failed query/);

    const line = log.parsed().find((l) => l['msg'] === 'Unexpected error');
    expect(line, text).toBeDefined();
    expect(line).toMatchObject({
      level: 50,
      code: 'INTERNAL_SERVER_ERROR',
      operation: 'Register',
      requestId: response.headers.get('x-request-id'),
    });
    // The cause is named by class and SQLSTATE (23514: check violation), with its stack frames.
    expect(JSON.stringify(line!['err'])).toContain('"code":"23514"');
    expect(JSON.stringify(line!['err'])).toContain('"constraint":"no_zebulon"');
  });

  it('log an expected refusal by its code only', async () => {
    log.lines.length = 0;
    const result = await api.gql(`query Mine { educatorUser { email } }`);
    expect(result.errors?.[0]?.message).toBe(MESSAGES.notLoggedIn);
    const line = log.parsed().find((l) => l['msg'] === 'GraphQL error');
    expect(line).toMatchObject({
      code: 'UNAUTHENTICATED',
      path: 'educatorUser',
      operation: 'Mine',
    });
    expect(line!['requestId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines.join('')).not.toContain(MESSAGES.notLoggedIn);
  });

  it('redact secret headers and fields, and never take a line’s message from an error', () => {
    log.lines.length = 0;
    log.logger.info(
      {
        req: { headers: { authorization: 'Bearer abc123', cookie: 'portal_session=abc123' } },
        input: { email: 'a@b.c', password: 'hunter2' },
        user: { passwordHash: '$argon2id$v=19$xyz' },
        token: 'abc123',
        variables: { input: { studentName: 'Child Name' } },
      },
      'request',
    );
    const leak = new Error('Failed query: insert into users values ($1) params: hunter2');
    log.logger.error(leak);
    log.logger.error({ err: leak });
    const text = log.lines.join('');
    for (const secret of ['abc123', 'hunter2', '$argon2id', 'Child Name', 'params:']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(
      log
        .parsed()
        .slice(1)
        .map((l) => l['msg']),
    ).toEqual(['Error', 'Error']);
  });
});

describe('safeError', () => {
  it('keeps class, codes and frames of a chain of causes, never a message', () => {
    const cause = Object.assign(new Error('duplicate key (email)=(x@y.z)'), {
      code: '23505',
      constraint: 'users_email_lower_key',
      detail: 'Key (email)=(x@y.z) already exists.',
    });
    const error = new TypeError('Failed query: params: x@y.z', { cause });
    const safe = safeError(error);
    expect(JSON.stringify(safe)).not.toContain('x@y.z');
    expect(safe).toMatchObject({
      type: 'TypeError',
      cause: { type: 'Error', code: '23505', constraint: 'users_email_lower_key' },
    });
    expect(safe.stack?.[0]).toMatch(/^at /);
  });
});
