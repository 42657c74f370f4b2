import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, type SchoolProgram } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import type {
  SchoolApplicationTable,
  SignatureRow,
  SigningApplication,
} from '../programs/types.ts';
import { lockSchoolApplication } from '../admin-schools/school-lock.ts';
import { onApproved } from './approval.ts';
import { applicationSigners } from './signer.ts';

const linkInvalid = () =>
  new GraphQLError(MESSAGES.signatureLinkInvalid, { extensions: { code: 'NOT_FOUND' } });

/**
 * Signing a school program's application by its link (a signature page's `lockForSigning`): the
 * school and the application are locked, in that order (the link's row after them, by the
 * caller); a signed link or an approved application is 'Signature already
 * submitted.'; one no longer pending, deleted, held for review, or whose school now has another
 * signer on record makes the link invalid (issue 12). Its approval sets APPROVED and signedAt and
 * applies the proposal (onApproved).
 */
export async function lockSchoolApplicationForSigning(
  tx: Tx,
  program: SchoolProgram,
  table: SchoolApplicationTable,
  request: SignatureRow,
  applicationId: number,
): Promise<SigningApplication> {
  // The school, then the application (admin-schools/school-lock.ts): an admin's status change of
  // the same application waits for the signature, or the signature for it, never both.
  const app = (await lockSchoolApplication(tx, table, applicationId))?.app;
  if (!app || request.signedAt || app.status === 'APPROVED') {
    throw new GraphQLError(MESSAGES.signatureAlreadySubmitted, {
      extensions: { code: 'CONFLICT' },
    });
  }
  if (app.status !== 'PENDING_PRINCIPAL' || app.deletedAt) throw linkInvalid();
  // The signer is checked again now: a link mailed to the principal an application named is
  // void once the school has another principal on record, or while the application is held.
  const { onRecord } = await applicationSigners(tx, program, app);
  const recorded = onRecord?.email?.trim().toLowerCase();
  if (app.signerReview || (recorded && recorded !== request.principalEmail.trim().toLowerCase())) {
    throw linkInvalid();
  }
  return {
    id: app.id,
    approve: async ({ publicUrl }) => {
      await tx
        .update(table)
        .set({ status: 'APPROVED', signedAt: sql`now()` })
        .where(eq(table.id, app.id));
      // The proposal becomes the school's record and the applicant is granted the school.
      await onApproved(tx, app, { publicUrl });
    },
  };
}
