import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SCHOOL_MARKET_CONTACT_TYPES } from '@portal/domain/programs/school-market';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import type { SignaturePage } from '../../programs/types.ts';
import { lockSchoolApplicationForSigning } from '../school-signing.ts';
import { schoolSignatureDetails, type SignatureDetailsOf } from '../signature-details.ts';
import { contactsOf } from './contacts.ts';
import { signerRoleOf } from './view.ts';

/**
 * The signature page's data of a School Market application (ApplicationSignatureDetails). Its
 * `principal` is whoever signs: the principal, or a Houston ISD school's primary point of
 * contact (spec 2 §6), as the application names them until it is approved.
 */
const detailsOf: SignatureDetailsOf = {
  program: 'SCHOOL_MARKET',
  slug: PROGRAMS_BY_KEY.schoolMarket.slug,
  table: applicationSchoolMarket,
  column: 'applicationSchoolMarketId',
  signerOf: (roster, districtName) => {
    const contacts = contactsOf(roster);
    return signerRoleOf(districtName) === SCHOOL_MARKET_CONTACT_TYPES.primaryPointOfContact
      ? contacts.primaryPointOfContact
      : contacts.principal;
  },
};

/** School Market's part of the principal signature page (its server module's signatures.page). */
export const schoolMarketSignaturePage: SignaturePage = {
  details: (db, applicationId, request) =>
    schoolSignatureDetails(detailsOf, db, applicationId, request),
  lockForSigning: (tx, request, applicationId) =>
    lockSchoolApplicationForSigning(
      tx,
      'SCHOOL_MARKET',
      applicationSchoolMarket,
      request,
      applicationId,
    ),
};
