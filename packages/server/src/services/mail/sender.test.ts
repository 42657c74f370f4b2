import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { enqueueMail } from './outbox.ts';
import { MAX_ATTEMPTS, backoffMinutes, deliverDue, smtpTransport } from './sender.ts';

interface Received {
  to: string[];
  data: string;
}

let database: Database;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // A real SMTP peer at the edge of the system.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('mail sender', () => {
  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 7, 10].map(backoffMinutes)).toEqual([1, 2, 4, 8, 60, 60]);
  });

  it('delivers due outbox mail over SMTP and marks it sent', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, {
        to: 'a@school.org',
        subject: 'One',
        text: 'Hello one',
        kind: 'test',
      });
      await enqueueMail(tx, {
        to: 'b@school.org',
        subject: 'Two',
        text: 'Hello two',
        kind: 'test',
      });
    });
    const sent = await deliverDue(
      database.db,
      smtpTransport(`smtp://127.0.0.1:${port}`),
      'portal@foodbank.example',
    );
    expect(sent).toBe(2);
    expect(received.map((r) => r.to)).toEqual([['a@school.org'], ['b@school.org']]);
    expect(received[0]!.data).toContain('Subject: One');
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'SENT' && r.sentAt)).toBe(true);
    // Nothing is sent twice.
    expect(await deliverDue(database.db, smtpTransport(`smtp://127.0.0.1:${port}`), 'x@y.z')).toBe(
      0,
    );
  });

  it('keeps mail when SMTP is down and retries later; gives up after the last attempt', async () => {
    await enqueueMail(database.db, {
      to: 'c@school.org',
      subject: 'Three',
      text: 'Hello',
      kind: 'test',
    });
    const down = smtpTransport('smtp://127.0.0.1:1');
    expect(await deliverDue(database.db, down, 'portal@foodbank.example')).toBe(0);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Three'));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: no new attempt.
    expect(await deliverDue(database.db, down, 'portal@foodbank.example')).toBe(0);
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, row!.id));
    await deliverDue(database.db, down, 'portal@foodbank.example');
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(failed).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
  });
});
