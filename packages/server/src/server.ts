import type { Server } from 'node:http';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import { migrate, openDatabase, type Database } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seedDemoDocuments } from './db/seed/demo-documents.ts';
import { createApp } from './http/app.ts';
import { createServices } from './services/index.ts';
import { smtpTransport, startSender } from './services/mail/sender.ts';

export interface RunningServer {
  url: string;
  database: Database;
  logger: Logger;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds demo data on first run, and serves the portal. */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
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
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: database.kind, mail: config.mail.smtpUrl ? 'smtp' : 'dev mailbox' },
    `Partner portal listening on http://localhost:${port}`,
  );
  let closed = false;
  return {
    url: `http://localhost:${port}`,
    database,
    logger,
    async close() {
      if (closed) return;
      closed = true;
      await stopSender();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
