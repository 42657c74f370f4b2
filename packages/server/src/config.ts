import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  REPORT_REMINDER_DAY_MAX,
  REPORT_REMINDER_DAY_MIN,
  REPORT_REMINDER_DEFAULT_DAY,
} from '@portal/domain/programs/backpack-buddy';

/** The repository root: DATA_DIR and the web build are resolved against it. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Connections per instance when DATABASE_POOL_MAX is unset (node-postgres' own default too). */
export const DEFAULT_DATABASE_POOL_MAX = 10;

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('data'),
  PUBLIC_URL: optional,
  DATABASE_URL: optional,
  /**
   * PostgreSQL connections one instance keeps at most (its pg pool). N instances open up to N
   * times this many: keep that under the server's max_connections, less a reserve for admins.
   */
  DATABASE_POOL_MAX: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'DATABASE_POOL_MAX must be a whole number from 1 to 1000' })
      .int({ error: 'DATABASE_POOL_MAX must be a whole number from 1 to 1000' })
      .min(1, { error: 'DATABASE_POOL_MAX must be a whole number from 1 to 1000' })
      .max(1000, { error: 'DATABASE_POOL_MAX must be a whole number from 1 to 1000' })
      .default(DEFAULT_DATABASE_POOL_MAX),
  ),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Food Bank Partner Portal <portal@foodbank.example>'),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_BUCKET_DOCUMENTS: z.string().default('documents'),
  S3_BUCKET_RESOURCES: z.string().default('resources'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  /** Absolute lifetime of a sign-in (ASVS 3.3.2: 12 hours). */
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  /** A session unused for this long ends (admins / educators). */
  SESSION_IDLE_MINUTES_ADMIN: z.coerce.number().positive().default(30),
  SESSION_IDLE_MINUTES_EDUCATOR: z.coerce.number().positive().default(480),
  /** Other origins allowed to call the API with credentials, comma separated (default: none). */
  CORS_ORIGINS: optional,
  /**
   * The one switch for demo behaviour: demo accounts and data, the dev mailbox page, the built-in
   * staff sign-in provider. `npm start` sets it; nothing else (not NODE_ENV) turns it on.
   */
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
  /**
   * GraphQL schema discovery: introspection and "Did you mean …?" suggestions. Default: on only
   * where NODE_ENV says development or test, off everywhere else (unset NODE_ENV included, and
   * `npm start`, which sets production). Nothing in the portal needs it at run time: codegen
   * reads the schema files.
   */
  GRAPHQL_INTROSPECTION: optional.pipe(z.enum(['true', 'false']).optional()),
  NODE_ENV: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  /**
   * The day of the month (UTC, 1–28) from which the educators of an approved Backpack Buddy school
   * whose previous month's report is missing are mailed a reminder (issue 14 item 5).
   */
  REPORT_REMINDER_DAY: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number()
      .int()
      .min(REPORT_REMINDER_DAY_MIN)
      .max(REPORT_REMINDER_DAY_MAX)
      .default(REPORT_REMINDER_DEFAULT_DAY),
  ),
  FILE_LINK_SECRET: optional.refine((v) => v === undefined || v.length >= 32, {
    message: 'FILE_LINK_SECRET must be at least 32 characters',
  }),
});

export interface Config {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The most PostgreSQL connections this instance opens (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  logLevel: string;
  webDist: string;
  /** Demo accounts and data, dev mailbox, local staff sign-in provider (DEMO_MODE). */
  demo: boolean;
  /** GraphQL introspection and field suggestions (GRAPHQL_INTROSPECTION). */
  graphqlIntrospection: boolean;
  /** Absolute lifetime of a session. */
  sessionTtlMs: number;
  /** Idle time after which a session ends, per account type. */
  sessionIdleMs: { ADMIN: number; EDUCATOR: number };
  /** Origins (scheme://host[:port]) besides our own allowed by CORS. */
  corsOrigins: string[];
  mail: { smtpUrl: string | undefined; from: string };
  /** The day of the month (UTC) monthly report reminders are mailed from (REPORT_REMINDER_DAY). */
  reportReminderDay: number;
  storage:
    | { kind: 'local'; root: string; buckets: { documents: string; resources: string } }
    | {
        kind: 's3';
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        buckets: { documents: string; resources: string };
      };
  /**
   * Signs the short-lived file download links (HMAC-SHA256). Random per process unless set:
   * several instances behind one load balancer need the same value.
   */
  fileLinkSecret: string;
  /** When issuer is undefined the embedded local provider is used. */
  oidc: { issuer: string | undefined; clientId: string; clientSecret: string };
  /** Settings a real deployment needs that are unset: without DEMO_MODE the server refuses. */
  missingForProduction: string[];
}

const PRODUCTION_SETTINGS = [
  'PUBLIC_URL',
  'SMTP_URL',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'FILE_LINK_SECRET',
] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const buckets = { documents: e.S3_BUCKET_DOCUMENTS, resources: e.S3_BUCKET_RESOURCES };
  const s3 = e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID;
  return {
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST
      ? path.resolve(repoRoot, e.WEB_DIST)
      : path.join(repoRoot, 'packages/web/dist'),
    demo: e.DEMO_MODE === 'true',
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION
      ? e.GRAPHQL_INTROSPECTION === 'true'
      : e.NODE_ENV === 'development' || e.NODE_ENV === 'test',
    sessionTtlMs: e.SESSION_MAX_HOURS * 60 * 60 * 1000,
    sessionIdleMs: {
      ADMIN: e.SESSION_IDLE_MINUTES_ADMIN * 60_000,
      EDUCATOR: e.SESSION_IDLE_MINUTES_EDUCATOR * 60_000,
    },
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    reportReminderDay: e.REPORT_REMINDER_DAY,
    storage: s3
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          buckets,
        }
      : { kind: 'local', root: path.join(dataDir, 'files'), buckets },
    fileLinkSecret: e.FILE_LINK_SECRET ?? randomBytes(32).toString('hex'),
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID ?? 'portal',
          clientSecret: e.OIDC_CLIENT_SECRET ?? '',
        }
      : { issuer: undefined, clientId: 'portal', clientSecret: 'local-dev-secret-portal' },
    missingForProduction: PRODUCTION_SETTINGS.filter((name) => e[name] === undefined),
  };
}
