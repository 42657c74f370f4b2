import type { OutgoingMail } from './outbox.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordResetMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'password-reset',
    subject: 'Reset your Partner Portal password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your Food Bank Partner Portal account.',
      `Open this link within one hour to choose a new password:`,
      link,
      '',
      'If you did not ask for this, you can ignore this email; your password stays the same.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your Food Bank Partner Portal account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>`,
  };
}
