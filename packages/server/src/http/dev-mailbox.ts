import type { Express } from 'express';
import type { Db } from '../db/client.ts';
import { latestMail } from '../services/mail/outbox.ts';

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkify(text: string): string {
  return escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The page's only inline style: the CSP allows exactly this text by its hash (security-headers.ts). */
export const MAILBOX_CSS = `
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
  article { border: 1px solid #ccc; border-radius: 6px; padding: .5rem 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; } .meta { color: #444; font-size: .9rem; } pre { white-space: pre-wrap; }
  a { color: #0b57d0; }
`;

/**
 * The development mailbox: with no SMTP_URL, mail stays in the outbox and is read here, so a
 * reset or signature link can be followed locally. Never mounted when SMTP is configured.
 */
export function mountDevMailbox(app: Express, db: Db) {
  app.get('/dev/mailbox.json', async (_req, res) => {
    res.json(await latestMail(db));
  });
  app.get('/dev/mailbox', async (_req, res) => {
    const mails = await latestMail(db);
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">To <strong>${escape(m.to)}</strong> · ${escape(m.kind)} · ${m.createdAt.toISOString()}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>${MAILBOX_CSS}</style></head>
<body><main><h1>Dev mailbox</h1>
<p>Mail written to the outbox (newest first). Set SMTP_URL to deliver it instead.</p>
${items || '<p>No Results</p>'}
</main></body></html>`);
  });
}
