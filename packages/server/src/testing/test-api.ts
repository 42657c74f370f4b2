import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExecutionResult } from 'graphql';
import { pino, type Logger } from 'pino';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createGraphqlServer, type Yoga } from '../graphql/yoga.ts';
import { newRequestContext, requestContext } from '../http/request-context.ts';
import { CSRF_HEADER, SESSION_COOKIE } from '../http/session-cookie.ts';
import { createServices } from '../services/index.ts';
import { latestMail } from '../services/mail/outbox.ts';
import { openTestDatabase } from './test-database.ts';

export interface CallOptions {
  /** Sent as 'Authorization: Bearer <token>' (an API client). */
  token?: string | undefined;
  /** Sent as the session cookie, with the web client's CSRF header unless csrfHeader is false. */
  cookie?: string | undefined;
  csrfHeader?: boolean;
  headers?: Record<string, string>;
  address?: string;
}

export interface TestApiOptions {
  /** Where the server's log lines go (default: nowhere). */
  logger?: Logger;
}

export interface TestApi {
  database: Database;
  db: Database['db'];
  config: Config;
  yoga: Yoga;
  /** SQL statements run since the last reset (to show lists do not grow per row). */
  statements: string[];
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<ExecutionResult<T>>;
  /** The same call, answered as the HTTP response (status, headers, cookies). */
  post(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Response>;
  mails(): ReturnType<typeof latestMail>;
  close(): Promise<void>;
}

/**
 * The request body of an operation: JSON, or, when a variable holds a file (a Blob, at the top
 * of the variables), a GraphQL multipart request (operations, map, one part per file), as the
 * web app's upload link sends it.
 */
export function graphqlBody(
  query: string,
  variables: Record<string, unknown> | undefined,
): { body: string | FormData; contentType: string | undefined } {
  const files = Object.entries(variables ?? {}).filter(
    (entry): entry is [string, Blob] => entry[1] instanceof Blob,
  );
  if (files.length === 0) {
    return { body: JSON.stringify({ query, variables }), contentType: 'application/json' };
  }
  const form = new FormData();
  const plain = { ...variables };
  for (const [name] of files) plain[name] = null;
  form.append('operations', JSON.stringify({ query, variables: plain }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([name], i) => [i, [`variables.${name}`]]))),
  );
  files.forEach(([, file], i) => form.append(String(i), file));
  // fetch writes the multipart content type with its boundary.
  return { body: form, contentType: undefined };
}

/** The real GraphQL server on a fresh database, called in-process through fetch. */
export async function createTestApi(
  env: Record<string, string> = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  const statements: string[] = [];
  const database = await openTestDatabase((sql) => statements.push(sql));
  const config = loadConfig({
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-test-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...env,
  });
  const services = createServices(config, options.logger ?? pino({ level: 'silent' }));
  const yoga = createGraphqlServer({ db: database.db, config, services });
  const post: TestApi['post'] = (query, variables, call = {}) => {
    const { body, contentType } = graphqlBody(query, variables);
    // As the Express app does for every request (http/request-context.ts).
    return requestContext.run(newRequestContext(), async () =>
      yoga.fetch(
        'http://portal.test/graphql',
        {
          method: 'POST',
          headers: {
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
            ...(call.cookie ? { cookie: `${SESSION_COOKIE}=${call.cookie}` } : {}),
            // The web client's CSRF header goes with the cookie and with every multipart body
            // (Yoga refuses a multipart request without it, whatever the credentials).
            ...((call.cookie || !contentType) && call.csrfHeader !== false
              ? { [CSRF_HEADER]: '1' }
              : {}),
            ...call.headers,
          },
          body,
        },
        { req: { ip: call.address ?? '127.0.0.1', socket: {} as never } },
      ),
    );
  };
  return {
    database,
    db: database.db,
    config,
    yoga,
    statements,
    post,
    async gql(query, variables, call = {}) {
      const response = await post(query, variables, call);
      return (await response.json()) as never;
    },
    mails: () => latestMail(database.db),
    close: () => database.close(),
  };
}

/** The whole Express app (headers, CORS, body limit, static web) of a test API, on a free port. */
export async function serveApp(api: TestApi, logger: Logger = pino({ level: 'silent' })) {
  const { createApp } = await import('../http/app.ts');
  const services = createServices(api.config, logger);
  const server = createApp({ db: api.db, config: api.config, services }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first error message of a result, or undefined. */
export function firstError(result: ExecutionResult): string | undefined {
  return result.errors?.[0]?.message;
}
