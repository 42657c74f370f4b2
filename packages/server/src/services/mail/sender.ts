import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';

export const MAX_ATTEMPTS = 8;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4, … capped at one hour. */
export function backoffMinutes(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

export interface Transport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): Transport {
  return nodemailer.createTransport(smtpUrl);
}

interface Row extends Record<string, unknown> {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/**
 * Delivers due messages. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction,
 * so several server instances can run senders against one database without sending twice.
 * Returns the number of messages sent.
 */
export async function deliverDue(
  db: Db,
  transport: Transport,
  from: string,
  logger?: Logger,
  batch = 20,
): Promise<number> {
  let sent = 0;
  await db.transaction(async (tx) => {
    const result = await tx.execute<Row>(sql`
      select id, "to", subject, text, html, attempts from mail_outbox
      where status = 'PENDING' and next_attempt_at <= now()
      order by id limit ${batch} for update skip locked`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    for (const row of rows) {
      try {
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        });
        await tx.execute(sql`update mail_outbox set status = 'SENT', sent_at = now(),
          attempts = attempts + 1, last_error = null where id = ${row.id}`);
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        logger?.warn({ mailId: row.id, attempts, err: message }, 'mail delivery failed');
        const status = attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
        await tx.execute(sql`update mail_outbox set attempts = ${attempts}, status = ${status},
          last_error = ${message},
          next_attempt_at = now() + make_interval(mins => ${backoffMinutes(attempts)})
          where id = ${row.id}`);
      }
    }
  });
  return sent;
}

/** Polls the outbox every intervalMs until stopped. */
export function startSender(
  db: Db,
  transport: Transport,
  from: string,
  logger: Logger,
  intervalMs = 2000,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = deliverDue(db, transport, from, logger).catch((err: unknown) =>
      logger.error({ err }, 'mail sender failed'),
    );
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, 100);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
