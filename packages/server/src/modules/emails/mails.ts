/**
 * The portal's mails, each from its admin-editable template (templates.ts): what each sender
 * knows becomes the template's merge-tag values. Every function runs in the caller's transaction
 * and returns whether a mail was enqueued (false: the template is inactive).
 */
import {
  ACCOUNT_CREATED_KEY,
  APPLICATION_APPROVED_KEY,
  PASSWORD_RESET_KEY,
  REPORT_REMINDER_KEY,
  principalSignatureKey,
  type ProgramEnum,
} from '@portal/domain';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client.ts';
import { sendTemplatedMail } from './templates.ts';

type Log = Pick<Logger, 'info'>;

export function sendPasswordResetMail(
  tx: DbOrTx,
  input: { to: string; firstName: string; link: string },
  logger?: Log,
) {
  return sendTemplatedMail(
    tx,
    {
      key: PASSWORD_RESET_KEY,
      to: input.to,
      values: { firstName: input.firstName, resetLink: input.link },
    },
    logger,
  );
}

export function sendPrincipalSignatureMail(
  tx: DbOrTx,
  input: {
    program: ProgramEnum;
    programName: string;
    to: string;
    firstName: string;
    fullName?: string;
    schoolName: string;
    link: string;
    ttlDays: number;
  },
  logger?: Log,
) {
  return sendTemplatedMail(
    tx,
    {
      key: principalSignatureKey(input.program),
      to: input.to,
      values: {
        firstName: input.firstName,
        principalName: input.fullName ?? input.firstName,
        schoolName: input.schoolName,
        programName: input.programName,
        signatureLink: input.link,
        linkDays: String(input.ttlDays),
      },
    },
    logger,
  );
}

export function sendAccountCreatedMail(
  tx: DbOrTx,
  input: { to: string; firstName: string; link: string; ttlDays: number },
  logger?: Log,
) {
  return sendTemplatedMail(
    tx,
    {
      key: ACCOUNT_CREATED_KEY,
      to: input.to,
      values: {
        firstName: input.firstName,
        setPasswordLink: input.link,
        linkDays: String(input.ttlDays),
      },
    },
    logger,
  );
}

export function sendApplicationApprovedMail(
  tx: DbOrTx,
  input: {
    to: string;
    firstName: string;
    schoolName: string;
    programName: string;
    termFormatted: string;
    portalLink: string;
  },
  logger?: Log,
) {
  const { to, ...values } = input;
  return sendTemplatedMail(tx, { key: APPLICATION_APPROVED_KEY, to, values }, logger);
}

/** For the monthly report reminder job (issue 14 item 5). */
export function sendReportReminderMail(
  tx: DbOrTx,
  input: { to: string; firstName: string; schoolName: string; month: string; reportsLink: string },
  logger?: Log,
) {
  const { to, ...values } = input;
  return sendTemplatedMail(tx, { key: REPORT_REMINDER_KEY, to, values }, logger);
}
