import { eq } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationTeachersAid } from '../../../db/schema/application-teachers-aid.ts';
import type { SignaturePage } from '../../programs/types.ts';
import { lockSchoolApplicationForSigning } from '../school-signing.ts';
import { schoolSignatureDetails, type SignatureDetailsOf } from '../signature-details.ts';
import { contactsOf } from './contacts.ts';
import { teachersAidTable } from './table.ts';

/** The signature page's data of a Teachers Aid application: signed by its principal. */
const detailsOf: SignatureDetailsOf = {
  program: 'TEACHERS_AID',
  slug: PROGRAMS_BY_KEY.teachersAid.slug,
  table: teachersAidTable,
  column: 'applicationTeachersAidId',
  signerOf: (roster) => contactsOf(roster).principal,
};

/**
 * Teachers Aid's part of the principal signature page (its server module's signatures.page).
 * Its I Agree boxes have names of their own (certifiedProgramRules, certifiedAgreement,
 * certifiedNonDiscrimination: the older fields of spec 2 §3's signature details), given here
 * for the agreement's three slots: program rules as agreeToProgramPurpose, the agreement as
 * certifiedAgreement (and agreeToProgramResponsibilities), nondiscrimination as
 * certifiedNonDiscrimination (and agreeNondiscrimination).
 */
export const teachersAidSignaturePage: SignaturePage = {
  details: async (db, applicationId, request) => {
    const details = await schoolSignatureDetails(detailsOf, db, applicationId, request);
    if (!details) return null;
    const [boxes] = await db
      .select({
        certifiedProgramRules: applicationTeachersAid.certifiedProgramRules,
        certifiedAgreement: applicationTeachersAid.certifiedAgreement,
        certifiedNonDiscrimination: applicationTeachersAid.certifiedNonDiscrimination,
      })
      .from(applicationTeachersAid)
      .where(eq(applicationTeachersAid.id, applicationId))
      .limit(1);
    if (!boxes) return null;
    return {
      ...details,
      agreeToProgramPurpose: boxes.certifiedProgramRules,
      agreeToProgramResponsibilities: boxes.certifiedAgreement,
      agreeNondiscrimination: boxes.certifiedNonDiscrimination,
      certifiedAgreement: boxes.certifiedAgreement,
      certifiedNonDiscrimination: boxes.certifiedNonDiscrimination,
    };
  },
  lockForSigning: (tx, request, applicationId) =>
    lockSchoolApplicationForSigning(tx, 'TEACHERS_AID', teachersAidTable, request, applicationId),
};
