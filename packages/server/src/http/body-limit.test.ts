import { request } from 'node:http';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, serveApp, type TestApi } from '../testing/test-api.ts';
import { GRAPHQL_BODY_LIMIT } from './body-limit.ts';

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Posts a body to /graphql with node:http, reading the answer even if the server stops early. */
function post(url: string, body: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // The server may close the connection before the whole body is written: that is its right.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

/** A JSON GraphQL request of exactly `bytes` bytes (a long comment in the query). */
function bodyOf(bytes: number): Buffer {
  const json = (padding: number) =>
    JSON.stringify({ query: `{ health }\n#${'x'.repeat(padding)}` });
  const body = Buffer.from(json(bytes - json(0).length));
  expect(body.length).toBe(bytes);
  return body;
}

describe('request body limit', () => {
  let api: TestApi;
  let app: Awaited<ReturnType<typeof serveApp>>;

  beforeAll(async () => {
    api = await createTestApi();
    app = await serveApp(api);
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it('answers a 20 MB body with 413 and a GraphQL error, never a 500', async () => {
    const answer = await post(app.url, bodyOf(20 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: MESSAGES.requestTooLarge, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('refuses a body just over the limit and takes one just under it', async () => {
    expect((await post(app.url, bodyOf(GRAPHQL_BODY_LIMIT + 1))).status).toBe(413);
    const under = await post(app.url, bodyOf(GRAPHQL_BODY_LIMIT));
    expect(under.status).toBe(200);
    expect(JSON.parse(under.body)).toEqual({ data: { health: 'ok' } });
  });

  it('refuses a body of unknown length (chunked) with 411', async () => {
    const answer = await post(app.url, bodyOf(100), { 'transfer-encoding': 'chunked' });
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.body).errors[0].message).toBe(MESSAGES.requestLengthRequired);
  });

  it('takes the largest student upload the web app can send', async () => {
    // 2,000 rows of a long name and ID: far more than a school's roster.
    const students = Array.from({ length: 2000 }, (_, i) => ({
      studentName: `Student With A Rather Long Name Number ${i}`,
      studentIdNumber: `S-${String(i).padStart(10, '0')}`,
    }));
    const body = Buffer.from(
      JSON.stringify({
        query: 'mutation ($input: UploadStudentsInput!) { uploadStudents(input: $input) }',
        variables: { input: { termMonthId: 1, students } },
      }),
    );
    expect(body.length).toBeLessThan(GRAPHQL_BODY_LIMIT);
    const answer = await post(app.url, body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).errors[0].message).toBe(MESSAGES.notLoggedIn);
  });
});
