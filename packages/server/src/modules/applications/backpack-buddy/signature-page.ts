import { PROGRAMS_BY_KEY } from '@portal/domain';
import { principalOf } from '@portal/domain/programs/backpack-buddy';
import type { SignaturePage } from '../../programs/types.ts';
import { lockSchoolApplicationForSigning } from '../school-signing.ts';
import { schoolSignatureDetails, type SignatureDetailsOf } from '../signature-details.ts';
import { backpackBuddyTable } from './table.ts';

/** The signature page's data of a Backpack Buddy application: its principal signs. */
const detailsOf: SignatureDetailsOf = {
  program: 'BACKPACK_BUDDY',
  slug: PROGRAMS_BY_KEY.backpackBuddy.slug,
  table: backpackBuddyTable,
  column: 'applicationBackpackBuddyId',
  signerOf: (roster) => principalOf(roster),
};

/** Backpack Buddy's part of the principal signature page (its server module's signatures.page). */
export const backpackBuddySignaturePage: SignaturePage = {
  details: (db, applicationId, request) =>
    schoolSignatureDetails(detailsOf, db, applicationId, request),
  lockForSigning: (tx, request, applicationId) =>
    lockSchoolApplicationForSigning(
      tx,
      'BACKPACK_BUDDY',
      backpackBuddyTable,
      request,
      applicationId,
    ),
};
