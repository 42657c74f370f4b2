import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { principalOf } from '@portal/domain/programs/backpack-buddy';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import { users } from '../../../db/schema/auth.ts';
import { principalSignatures } from '../../../db/schema/signatures.ts';
import { backpackBuddyRoster } from './roster.ts';
import type { SignaturePage, SignatureRow } from '../../programs/types.ts';
import { agreementInfo } from '../continuation.ts';
import { backpackBuddyTable } from './table.ts';
import { proposedRoster, withProposedProfile } from '../proposed-school.ts';
import { lockSchoolApplicationForSigning } from '../school-signing.ts';
import { pendingProposal, schoolWithDistrict } from './view.ts';

function person(first: string, last: string, email: string) {
  return { firstName: first, lastName: last, fullName: `${first} ${last}`.trim(), email };
}

/** The signature page's data of a Backpack Buddy application (ApplicationSignatureDetails). */
async function details(db: DbOrTx, applicationId: number, request: SignatureRow | undefined) {
  const [app] = await db
    .select()
    .from(applicationBackpackBuddy)
    .where(
      and(
        eq(applicationBackpackBuddy.id, applicationId),
        isNull(applicationBackpackBuddy.deletedAt),
      ),
    )
    .limit(1);
  if (!app) return null;
  const proposal = pendingProposal(app);
  const [{ school: recorded, districtName }, roster, [educator], agreement] = await Promise.all([
    schoolWithDistrict(db, app.schoolId),
    // Until approved, the school as the application proposes it (what the principal approves).
    proposal?.roster ? proposedRoster(proposal) : backpackBuddyRoster(db, app.schoolId),
    app.submittedById
      ? db.select().from(users).where(eq(users.id, app.submittedById)).limit(1)
      : Promise.resolve([]),
    agreementInfo(db, backpackBuddyTable, app),
  ]);
  const school = withProposedProfile(recorded, proposal);
  const principal = principalOf(roster);
  const signed = request?.signedAt
    ? request
    : (
        await db
          .select()
          .from(principalSignatures)
          .where(
            and(
              eq(principalSignatures.applicationBackpackBuddyId, app.id),
              sql`signed_at is not null`,
            ),
          )
          .orderBy(desc(principalSignatures.signedAt))
          .limit(1)
      )[0];
  return {
    // Qualified by the program: a Backpack Buddy and a School Market application may share a
    // number, and the web cache keys the details by id.
    id: `${PROGRAMS_BY_KEY.backpackBuddy.slug}:${app.id}`,
    applicationId: app.id,
    schoolId: school.id,
    status: app.status,
    programName: PROGRAMS_BY_KEY.backpackBuddy.slug,
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
      principal?.firstName ?? '',
      principal?.lastName ?? '',
      request?.principalEmail ?? principal?.email ?? '',
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

/** Backpack Buddy's part of the principal signature page (its server module's signatures.page). */
export const backpackBuddySignaturePage: SignaturePage = {
  details,
  lockForSigning: (tx, request, applicationId) =>
    lockSchoolApplicationForSigning(
      tx,
      'BACKPACK_BUDDY',
      backpackBuddyTable,
      request,
      applicationId,
    ),
};
