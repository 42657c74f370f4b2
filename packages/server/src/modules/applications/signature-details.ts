import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SchoolProgram } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import type { SchoolApplicationTable, SignatureColumn, SignatureRow } from '../programs/types.ts';
import { programRoster } from '../schools/roster.ts';
import { pendingProposal, person, schoolWithDistrict, submitterOf } from './application-view.ts';
import { agreementInfo } from './continuation.ts';
import { proposedRoster, withProposedProfile } from './proposed-school.ts';

/** The roster the signer is found in: the proposal's, else the school's program roster. */
export type SignerRoster =
  ReturnType<typeof proposedRoster> | Awaited<ReturnType<typeof programRoster>>;

type Signer = { firstName: string; lastName: string; email: string | null } | null | undefined;

/** What differs between the school programs' signature pages. */
export interface SignatureDetailsOf {
  program: SchoolProgram;
  /** The program's slug: the details' id and programName. */
  slug: string;
  table: SchoolApplicationTable;
  /** principal_signatures' column for the program (its module's signatures.column). */
  column: SignatureColumn;
  /** Who signs, from the roster the application names and the school's district. */
  signerOf(roster: SignerRoster, districtName: string | null): Signer;
}

/** The application's latest signed link: the request itself when it is signed. */
async function signedRow(
  db: DbOrTx,
  column: SignatureColumn,
  applicationId: number,
  request: SignatureRow | undefined,
) {
  if (request?.signedAt) return request;
  const [row] = await db
    .select()
    .from(principalSignatures)
    .where(and(eq(principalSignatures[column], applicationId), sql`signed_at is not null`))
    .orderBy(desc(principalSignatures.signedAt))
    .limit(1);
  return row;
}

/**
 * The signature page's data of a school program's application (ApplicationSignatureDetails):
 * the school, educator and signer as the application names them until it is approved.
 */
export async function schoolSignatureDetails(
  of: SignatureDetailsOf,
  db: DbOrTx,
  applicationId: number,
  request: SignatureRow | undefined,
) {
  const { table } = of;
  const [app] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, applicationId), isNull(table.deletedAt)))
    .limit(1);
  if (!app) return null;
  const proposal = pendingProposal(app);
  const [{ school: recorded, districtName }, roster, educator, agreement, signed] =
    await Promise.all([
      schoolWithDistrict(db, app.schoolId),
      // Until approved, the school as the application proposes it (what the signer approves).
      proposal?.roster ? proposedRoster(proposal) : programRoster(db, app.schoolId, of.program),
      submitterOf(db, app.submittedById),
      agreementInfo(db, table, app),
      signedRow(db, of.column, app.id, request),
    ]);
  const school = withProposedProfile(recorded, proposal);
  const signer = of.signerOf(roster, districtName);
  return {
    // Qualified by the program: a Backpack Buddy and a School Market application may share a
    // number, and the web cache keys the details by id.
    id: `${of.slug}:${app.id}`,
    applicationId: app.id,
    schoolId: school.id,
    status: app.status,
    programName: of.slug,
    submittedAt: app.submittedAt,
    signedAt: app.signedAt,
    educator,
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
