import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import {
  MESSAGES,
  SIGNATURE_LINK_TTL_DAYS,
  canResendSignatureEmail,
  enumLabel,
  schoolContactsOf,
  type SchoolProgram,
} from '@portal/domain';
import type { Context } from '../../graphql/context.ts';
import { fieldError, userError } from '../../graphql/errors.ts';
import { applicationSigners } from '../applications/signer.ts';
import { recordAudit } from '../audit/record.ts';
import { createSignatureRequest } from '../signatures/requests.ts';
import { expireOpenLinks } from './expire-links.ts';
import { programConfig } from './programs.ts';
import { lockSchoolApplication } from './school-lock.ts';

/** Ours: the spec offers the resend only in PENDING_PRINCIPAL and gives no refusal words. */
export const RESEND_ONLY_PENDING =
  'The principal signature email can only be sent while the signature is pending';

/**
 * Mails the signer a new link while the application awaits the signature; the application's
 * earlier unspent links stop working. One transaction: the mail goes through the outbox.
 */
export async function resendSignatureEmail(
  ctx: Context,
  program: SchoolProgram,
  applicationId: number,
): Promise<boolean> {
  const config = programConfig(program);
  const t = config.table;
  await ctx.db.transaction(async (tx) => {
    // The school, then the application, then its links (school-lock.ts).
    const app = (await lockSchoolApplication(tx, t, applicationId))?.app;
    if (!app || app.deletedAt) throw userError('NOT_FOUND');
    if (!canResendSignatureEmail(app.status)) {
      throw new GraphQLError(RESEND_ONLY_PENDING, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    // The signer on record; for a school's first application, the one it names. An admin's
    // resend also ends a review of a named signer that differed from the one on record.
    const { schoolName, role, onRecord, named } = await applicationSigners(tx, program, app);
    const signer = onRecord?.email ? onRecord : named;
    if (!signer?.email) {
      // The domain's words for a missing role ('{Role} Required').
      const missing =
        role === 'PRINCIPAL'
          ? MESSAGES.principalRequired
          : `${enumLabel(schoolContactsOf(program).types, role)} Required`;
      throw fieldError('teamMembers', missing);
    }
    await expireOpenLinks(tx, config, app.id);
    await tx.update(t).set({ signerReview: null }).where(eq(t.id, app.id));
    await createSignatureRequest(tx, {
      program,
      applicationId: app.id,
      principalEmail: signer.email,
      principalFirstName: signer.firstName,
      schoolName,
      publicUrl: ctx.services.publicUrl,
      ttlDays: SIGNATURE_LINK_TTL_DAYS,
      submittedById: app.submittedById,
    });
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'RESEND_SIGNATURE_EMAIL',
      entityType: config.tableName,
      entityId: app.id,
      after: { principalEmail: signer.email },
    });
  });
  return true;
}
