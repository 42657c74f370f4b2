import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What caused the mail, e.g. 'password-reset' (shown in the dev mailbox, used in tests). */
  kind: string;
}

/**
 * Writes a message to the outbox. Call it with the transaction of the change that causes the
 * mail, so that the change and the mail are committed together or not at all.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    kind: mail.kind,
  });
}

export function latestMail(db: DbOrTx, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
