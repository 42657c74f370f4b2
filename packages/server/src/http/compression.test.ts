import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createServices } from '../services/index.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { createApp } from './app.ts';

/** Large GraphQL answers (a year of reports) travel gzipped when the client accepts it. */
describe('GraphQL response compression', () => {
  let api: TestApi;
  let server: ReturnType<ReturnType<typeof createApp>['listen']>;
  let port = 0;

  beforeAll(async () => {
    api = await createTestApi();
    const services = createServices(api.config, pino({ level: 'silent' }));
    const app = createApp({ db: api.db, config: api.config, services });
    server = app.listen(0);
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });

  const post = (body: string, encoding: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(
        {
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('gzips a large answer and leaves a small one alone', async () => {
    const big = JSON.stringify({ query: '{ enums { name options { value label } } }' });
    const zipped = await post(big, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(zipped.body).toString('utf8'));
    expect(json.data.enums.length).toBeGreaterThan(10);

    const small = await post(JSON.stringify({ query: '{ health }' }), 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).data.health).toBe('ok');
  });
});
