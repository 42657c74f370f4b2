import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExecutionResult } from 'graphql';
import { pino } from 'pino';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createGraphqlServer, type Yoga } from '../graphql/yoga.ts';
import { createServices } from '../services/index.ts';
import { latestMail } from '../services/mail/outbox.ts';
import { openTestDatabase } from './test-database.ts';

export interface CallOptions {
  token?: string | undefined;
  address?: string;
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
  mails(): ReturnType<typeof latestMail>;
  close(): Promise<void>;
}

/** The real GraphQL server on a fresh database, called in-process through fetch. */
export async function createTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const statements: string[] = [];
  const database = await openTestDatabase((sql) => statements.push(sql));
  const config = loadConfig({
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-test-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const services = createServices(config, pino({ level: 'silent' }));
  const yoga = createGraphqlServer({ db: database.db, config, services });
  return {
    database,
    db: database.db,
    config,
    yoga,
    statements,
    async gql(query, variables, options = {}) {
      const response = await yoga.fetch(
        'http://portal.test/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        },
        { req: { ip: options.address ?? '127.0.0.1', socket: {} as never } },
      );
      return (await response.json()) as never;
    },
    mails: () => latestMail(database.db),
    close: () => database.close(),
  };
}

/** The first error message of a result, or undefined. */
export function firstError(result: ExecutionResult): string | undefined {
  return result.errors?.[0]?.message;
}
