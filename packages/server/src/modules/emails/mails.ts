/**
 * The portal's mails, each from its admin-editable template (templates.ts): what each sender
 * knows becomes the template's merge-tag values, in the recipient's language (issue 20: the
 * template's Spanish texts and Spanish dates for a Spanish-speaking recipient). Every function
 * runs in the caller's transaction and returns whether a mail was enqueued (false: the template
 * is inactive).
 */
import {
  ACCOUNT_CREATED_KEY,
  APPLICATION_APPROVED_KEY,
  DEFAULT_LANGUAGE,
  PASSWORD_RESET_KEY,
  REPORT_REMINDER_KEY,
  mailMonth,
  mailTerm,
  principalSignatureKey,
  type Language,
  type ProgramEnum,
  type TermType,
} from '@portal/domain';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client.ts';
import { sendTemplatedMail } from './templates.ts';

type Log = Pick<Logger, 'info'>;

/** Who receives a mail, and in which language (an account without one reads English). */
interface Recipient {
  to: string;
  language: Language | null;
}

export function sendPasswordResetMail(
  tx: DbOrTx,
  input: Recipient & { firstName: string; link: string },
  logger?: Log,
) {
  return sendTemplatedMail(
    tx,
    {
      key: PASSWORD_RESET_KEY,
      to: input.to,
      language: input.language ?? DEFAULT_LANGUAGE,
      values: { firstName: input.firstName, resetLink: input.link },
    },
    logger,
  );
}

export function sendPrincipalSignatureMail(
  tx: DbOrTx,
  input: Recipient & {
    program: ProgramEnum;
    programName: string;
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
      language: input.language ?? DEFAULT_LANGUAGE,
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
  input: Recipient & { firstName: string; link: string; ttlDays: number },
  logger?: Log,
) {
  return sendTemplatedMail(
    tx,
    {
      key: ACCOUNT_CREATED_KEY,
      to: input.to,
      language: input.language ?? DEFAULT_LANGUAGE,
      values: {
        firstName: input.firstName,
        setPasswordLink: input.link,
        linkDays: String(input.ttlDays),
      },
    },
    logger,
  );
}

/**
 * The term an approved application is for: a program with terms names it in the recipient's
 * language ('2025-2026 School Year', 'año escolar 2025-2026'); Partner Services has a year only.
 */
export type ApprovedTerm = { type: TermType; year: number } | { year: number };

export function sendApplicationApprovedMail(
  tx: DbOrTx,
  input: Recipient & {
    firstName: string;
    schoolName: string;
    programName: string;
    term: ApprovedTerm;
    portalLink: string;
  },
  logger?: Log,
) {
  const { to, term, language: chosen, ...values } = input;
  const language = chosen ?? DEFAULT_LANGUAGE;
  const termFormatted =
    'type' in term ? mailTerm(term.type, term.year, language) : String(term.year);
  return sendTemplatedMail(
    tx,
    { key: APPLICATION_APPROVED_KEY, to, language, values: { ...values, termFormatted } },
    logger,
  );
}

/** For the monthly report reminder job (issue 14 item 5); monthStart is YYYY-MM-01. */
export function sendReportReminderMail(
  tx: DbOrTx,
  input: Recipient & {
    firstName: string;
    schoolName: string;
    monthStart: string;
    reportsLink: string;
  },
  logger?: Log,
) {
  const { to, monthStart, language: chosen, ...values } = input;
  const language = chosen ?? DEFAULT_LANGUAGE;
  return sendTemplatedMail(
    tx,
    {
      key: REPORT_REMINDER_KEY,
      to,
      language,
      values: { ...values, month: mailMonth(monthStart, language) },
    },
    logger,
  );
}
