import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SCHOOL_MARKET_CONTACT_TYPES } from '@portal/domain/programs/school-market';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { users } from '../../../db/schema/auth.ts';
import { principalSignatures } from '../../../db/schema/signatures.ts';
import type { SignaturePage, SignatureRow } from '../../programs/types.ts';
import { agreementInfo } from '../continuation.ts';
import { proposedRoster, withProposedProfile } from '../proposed-school.ts';
import { lockSchoolApplicationForSigning } from '../school-signing.ts';
import { contactsOf, schoolMarketRoster } from './contacts.ts';
import { pendingProposal, schoolWithDistrict, signerRoleOf } from './view.ts';

function person(first: string, last: string, email: string) {
  return { firstName: first, lastName: last, fullName: `${first} ${last}`.trim(), email };
}

/**
 * The signature page's data of a School Market application (ApplicationSignatureDetails). Its
 * `principal` is whoever signs: the principal, or a Houston ISD school's primary point of
 * contact (spec 2 §6), as the application names them until it is approved.
 */
async function details(db: DbOrTx, applicationId: number, request: SignatureRow | undefined) {
  const [app] = await db
    .select()
    .from(applicationSchoolMarket)
    .where(
      and(eq(applicationSchoolMarket.id, applicationId), isNull(applicationSchoolMarket.deletedAt)),
    )
    .limit(1);
  if (!app) return null;
  const proposal = pendingProposal(app);
  const [{ school: recorded, districtName }, roster, [educator], agreement] = await Promise.all([
    schoolWithDistrict(db, app.schoolId),
    // Until approved, the school as the application proposes it (what the signer approves).
    proposal?.roster ? proposedRoster(proposal) : schoolMarketRoster(db, app.schoolId),
    app.submittedById
      ? db.select().from(users).where(eq(users.id, app.submittedById)).limit(1)
      : Promise.resolve([]),
    agreementInfo(db, applicationSchoolMarket, app),
  ]);
  const school = withProposedProfile(recorded, proposal);
  const role = signerRoleOf(districtName);
  const contacts = contactsOf(roster);
  const signer =
    role === SCHOOL_MARKET_CONTACT_TYPES.primaryPointOfContact
      ? contacts.primaryPointOfContact
      : contacts.principal;
  const signed = request?.signedAt
    ? request
    : (
        await db
          .select()
          .from(principalSignatures)
          .where(
            and(
              eq(principalSignatures.applicationSchoolMarketId, app.id),
              sql`signed_at is not null`,
            ),
          )
          .orderBy(desc(principalSignatures.signedAt))
          .limit(1)
      )[0];
  return {
    // Qualified by the program, as Backpack Buddy's: the web cache keys the details by id.
    id: `${PROGRAMS_BY_KEY.schoolMarket.slug}:${app.id}`,
    applicationId: app.id,
    schoolId: school.id,
    status: app.status,
    programName: PROGRAMS_BY_KEY.schoolMarket.slug,
    submittedAt: app.submittedAt,
    signedAt: app.signedAt,
    educator: educator ? person(educator.firstName, educator.lastName, educator.email) : null,
    school: {
      name: school.name,
      districtName,
      address1: school.address1,
      address2: school.address2,
      city: school.city,
      county: school.county,
      state: school.state,
      zip: school.zip,
      organizationType: app.organizationType,
      schoolMarketAgencyNumber: school.schoolMarketAgencyNumber,
    },
    principal: person(
      signer?.firstName ?? '',
      signer?.lastName ?? '',
      request?.principalEmail ?? signer?.email ?? '',
    ),
    nameSignFirst: app.nameSignFirst,
    nameSignSecond: app.nameSignSecond,
    nameSignThird: app.nameSignThird,
    agreeToProgramPurpose: app.agreeToProgramPurpose,
    agreeNondiscrimination: app.agreeNondiscrimination,
    agreeToProgramResponsibilities: app.agreeToProgramResponsibilities,
    certifiedAgreement: null,
    certifiedNonDiscrimination: null,
    signeeName: signed?.signeeName ?? null,
    signeeEmail: signed?.signeeEmail ?? null,
    agreement,
  };
}

/** School Market's part of the principal signature page (its server module's signatures.page). */
export const schoolMarketSignaturePage: SignaturePage = {
  details,
  lockForSigning: (tx, request, applicationId) =>
    lockSchoolApplicationForSigning(
      tx,
      'SCHOOL_MARKET',
      applicationSchoolMarket,
      request,
      applicationId,
    ),
};
