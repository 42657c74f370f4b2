/**
 * The bare reference server of `npm run bench`: node:http and a pg pool, no framework. It answers
 * POST /graphql with the same JSON as the portal for one scenario at a time (its handler is set
 * over IPC before each run, so autocannon sends exactly the same request to both servers).
 * parent → { type: 'start', databaseUrl, poolSize } → 'started' with the URL;
 * parent → { type: 'use', handler } → 'using';
 * parent → { type: 'statements' } → 'statements' (per request, of the last request);
 * parent → { type: 'stop' } → 'stopped'.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { REFERENCE_HANDLERS, type ReferenceName } from './handlers.ts';
import { referenceViewer, type ReferenceRequest } from './session.ts';

export type ReferenceParentMessage =
  | { type: 'start'; databaseUrl: string; poolSize: number }
  | { type: 'use'; handler: ReferenceName }
  | { type: 'statements' }
  | { type: 'stop' };
export type ReferenceChildMessage =
  | { type: 'started'; url: string }
  | { type: 'using'; handler: ReferenceName }
  | { type: 'statements'; statements: number }
  | { type: 'error'; phase: string; message: string }
  | { type: 'stopped' };

let pool: pg.Pool | undefined;
let handler: ReferenceName | undefined;
let lastStatements = 0;
const server = createServer((req, res) => void answer(req, res));

const send = (message: ReferenceChildMessage) => process.send?.(message);
const UNAUTHENTICATED = JSON.stringify({
  errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }],
  data: null,
});
const NOT_FOUND = JSON.stringify({
  errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
  data: null,
});

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function answer(req: IncomingMessage, res: ServerResponse) {
  try {
    if (req.method !== 'POST' || req.url !== '/graphql' || !pool || !handler) {
      return reply(res, 404, '{"errors":[{"message":"no such route"}]}');
    }
    const body = JSON.parse(await bodyOf(req)) as { variables?: Record<string, unknown> };
    let statements = 0;
    const client = pool;
    const query: ReferenceRequest['query'] = async (text, values, name) => {
      statements++;
      const result = await client.query(name ? { name, text, values } : { text, values });
      return result.rows;
    };
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const viewer = await referenceViewer(query, token);
    if (!viewer) return reply(res, 200, UNAUTHENTICATED);
    const data = await REFERENCE_HANDLERS[handler]({
      pool,
      viewer,
      variables: body.variables ?? {},
      query,
    });
    lastStatements = statements;
    if ('notFound' in data) return reply(res, 200, NOT_FOUND);
    reply(res, 200, JSON.stringify({ data }));
  } catch (error) {
    reply(res, 500, JSON.stringify({ errors: [{ message: (error as Error).message }] }));
  }
}

process.on('message', (message: ReferenceParentMessage) => {
  if (message.type === 'start') {
    pool = new pg.Pool({ connectionString: message.databaseUrl, max: message.poolSize });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      send({ type: 'started', url: `http://127.0.0.1:${port}` });
    });
  } else if (message.type === 'use') {
    handler = message.handler;
    send({ type: 'using', handler });
  } else if (message.type === 'statements') {
    send({ type: 'statements', statements: lastStatements });
  } else if (message.type === 'stop') {
    server.close();
    server.closeAllConnections();
    void (pool?.end() ?? Promise.resolve()).finally(() => {
      send({ type: 'stopped' });
      process.exit(0);
    });
  }
});
process.on('disconnect', () => process.exit(0));
