/**
 * The bench's mail server: a plain SMTP sink on 127.0.0.1 that keeps, for every message, its
 * recipients and the name the sending instance gave in EHLO (each instance's SMTP_URL carries
 * `?name=instance-a` or `instance-b`), so the outbox check can count deliveries per row and see
 * which instance sent them.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The EHLO/HELO name of the sending instance. */
  sender: string;
}

export interface MailSink {
  port: number;
  /** Everything received since the last reset. */
  received: ReceivedMail[];
  reset(): void;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  let received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          sender: session.hostNameAppearsAs ?? '?',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    get received() {
      return received;
    },
    reset() {
      received = [];
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
