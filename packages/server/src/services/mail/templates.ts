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

export function principalSignatureMail(input: {
  to: string;
  firstName: string;
  programName: string;
  schoolName: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const { to, firstName, programName, schoolName, link, ttlDays } = input;
  return {
    to,
    kind: 'principal-signature',
    subject: `Please sign the ${programName} application of ${schoolName}`,
    text: [
      `Hello ${firstName},`,
      '',
      `${schoolName} has applied to the Food Bank's ${programName} program and named you as its principal.`,
      'Please read the program agreement and sign it electronically at this link:',
      link,
      '',
      `The link works for ${ttlDays} days and can be used once. You do not need an account.`,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(schoolName)} has applied to the Food Bank's ${escapeHtml(programName)} program and named you as its principal.
Please read the program agreement and sign it electronically:</p>
<p><a href="${escapeHtml(link)}">Review and sign the agreement</a></p>
<p>The link works for ${ttlDays} days and can be used once. You do not need an account.</p>`,
  };
}

/** An admin created the account: the person chooses a first password through the reset page. */
export function accountCreatedMail(input: {
  to: string;
  firstName: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const { to, firstName, link, ttlDays } = input;
  return {
    to,
    kind: 'account-created',
    subject: 'Your Partner Portal account',
    text: [
      `Hello ${firstName},`,
      '',
      'An administrator of the Food Bank has created a Partner Portal account for you.',
      `Open this link within ${ttlDays} days to set your password:`,
      link,
      '',
      'Then sign in with this email address and your new password.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(firstName)},</p>
<p>An administrator of the Food Bank has created a Partner Portal account for you.
Open this link within ${ttlDays} days to set your password:</p>
<p><a href="${escapeHtml(link)}">Set your password</a></p>
<p>Then sign in with this email address and your new password.</p>`,
  };
}
