import type { Server } from 'node:http';
import path from 'node:path';
import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import { migrate, openDatabase, type Database, type Db } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed/demo.ts';
import { seedDemoDocuments } from './db/seed/demo-documents.ts';
import { users } from './db/schema/auth.ts';
import { createApp } from './http/app.ts';
import { loggerOptions } from './http/logging.ts';
import { startReportReminders } from './modules/notifications/report-reminders.ts';
import { createServices } from './services/index.ts';
import { smtpTransport, startSender } from './services/mail/sender.ts';

export interface RunningServer {
  url: string;
  database: Database;
  logger: Logger;
  close(): Promise<void>;
}

/** The server will not start with these settings; the message says what to set. */
export class StartupRefused extends Error {
  override name = 'StartupRefused';
}

/**
 * Without DEMO_MODE there is no dev mailbox and no local sign-in provider, so mail and staff
 * sign-in must go to real services; links in mail need the public address, and download links a
 * secret that outlives the process (and is shared by every instance).
 */
function refuseIncompleteProduction(config: Config): void {
  if (config.demo || config.missingForProduction.length === 0) return;
  throw new StartupRefused(
    `Refusing to start: DEMO_MODE is not true and these settings are missing: ` +
      `${config.missingForProduction.join(', ')}. Set them for a real deployment ` +
      `(see docs/operations.md), or set DEMO_MODE=true for the demo (demo accounts with ` +
      `published passwords, the dev mailbox and the built-in staff sign-in provider).`,
  );
}

/** Demo accounts (published passwords) still usable in the database. */
export async function countDemoAccounts(db: Db): Promise<number> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/**
 * Opens the database, migrates, and serves the portal. With DEMO_MODE it also seeds demo data
 * into an empty database; without it, it refuses to start unless real services are configured.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  refuseIncompleteProduction(config);
  const logger = pino(loggerOptions(config.logLevel));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    poolMax: config.databasePoolMax,
    onPoolError: (error) =>
      logger.warn({ err: { message: error.message } }, 'idle PostgreSQL connection lost'),
  });
  await migrate(database);
  if (config.demo) await seedDemo(database.db);
  // PGlite has no autovacuum, so nothing else gathers planner statistics: without them a list
  // over thousands of schools can pick a quadratic plan (minutes instead of under a second).
  if (database.kind === 'pglite') await database.exec('analyze');

  const services = createServices(config, logger);
  if (config.demo) {
    // The Document Library's demo files go to object storage, which is not the database.
    try {
      await seedDemoDocuments(database.db, services.storage, config.storage.buckets.documents);
    } catch (error) {
      logger.warn({ err: error }, 'Demo documents were not stored');
    }
  }
  const app = createApp({ db: database.db, config, services });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.port, () => resolve(s));
  });
  const stopSender = config.mail.smtpUrl
    ? startSender(database.db, smtpTransport(config.mail.smtpUrl), config.mail.from, logger)
    : async () => {};
  // Monthly report reminders go into the outbox (SMTP or the dev mailbox); every instance runs
  // the job, an advisory lock lets one pass run at a time.
  const stopReminders = startReportReminders(database.db, {
    reminderDay: config.reportReminderDay,
    publicUrl: config.publicUrl,
    logger,
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: database.kind, mail: config.mail.smtpUrl ? 'smtp' : 'dev mailbox' },
    `Partner portal listening on http://localhost:${port}`,
  );
  if (config.demo) {
    logger.warn(
      'DEMO_MODE is on: demo accounts with published passwords' +
        (config.mail.smtpUrl ? '' : ', the dev mailbox') +
        (config.oidc.issuer ? '' : ', the built-in staff sign-in provider') +
        '. Never use it with real data.',
    );
  } else {
    const left = await countDemoAccounts(database.db);
    if (left > 0) {
      logger.warn(
        { demoAccounts: left },
        'The database holds demo accounts with published passwords (it was started with demo ' +
          'data): delete them, see docs/operations.md',
      );
    }
    if (!config.publicUrl.startsWith('https://')) {
      logger.warn('PUBLIC_URL is not https: sessions and sign-in need TLS in production');
    }
  }
  let closed = false;
  return {
    url: `http://localhost:${port}`,
    database,
    logger,
    async close() {
      if (closed) return;
      closed = true;
      await stopReminders();
      await stopSender();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
