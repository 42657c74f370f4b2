import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import {
  MESSAGES,
  parseRecordId,
  principalOf,
  principalSignatureSchema,
  signeeEmailIssue,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { users } from '../../db/schema/auth.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import { agreementInfo } from '../applications/continuation.ts';
import { onApproved } from '../applications/approval.ts';
import { applicationSigners } from '../applications/signer.ts';
import { pendingProposal, schoolWithDistrict } from '../applications/backpack-buddy/view.ts';
import { proposedRoster, withProposedProfile } from '../applications/proposed-school.ts';
import { backpackBuddyRoster } from '../schools/roster.ts';
import { hashToken } from '../auth/tokens.ts';

type SignatureRow = typeof principalSignatures.$inferSelect;

function person(first: string, last: string, email: string) {
  return { firstName: first, lastName: last, fullName: `${first} ${last}`.trim(), email };
}

/** The signature row of a link token: unknown or expired-and-unspent links give nothing. */
async function requestForToken(db: DbOrTx, token: string, forUpdate = false) {
  const query = db
    .select()
    .from(principalSignatures)
    .where(eq(principalSignatures.tokenHash, hashToken(token)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return undefined;
  // A spent link still shows the signed agreement read-only; an unspent one expires.
  if (!row.signedAt && row.expiresAt.getTime() <= Date.now()) return undefined;
  return row;
}

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
    agreementInfo(db, app),
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
    id: String(app.id),
    applicationId: app.id,
    schoolId: school.id,
    status: app.status,
    programName: 'backpack-buddy',
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

/**
 * The signature page's data. An admin passes the application id and program; anybody else
 * passes the link's token, never an application id.
 */
export async function signatureDetails(
  ctx: Context,
  args: { applicationId: string; programName?: string | null },
) {
  if (ctx.viewer?.type === 'ADMIN' && args.programName) {
    if (args.programName !== 'backpack-buddy') return null;
    const id = parseRecordId(args.applicationId);
    if (id === null) return null;
    return details(ctx.db, id, undefined);
  }
  const request = await requestForToken(ctx.db, args.applicationId);
  if (!request?.applicationBackpackBuddyId) return null;
  return details(ctx.db, request.applicationBackpackBuddyId, request);
}

/** The principal signs: the link is spent, the signee recorded, the application APPROVED. */
export async function signApplication(
  ctx: Context,
  input: { id: string; signeeName: string; signeeEmail: string },
) {
  const form = parseInput(principalSignatureSchema, input);
  await ctx.db.transaction(async (tx) => {
    const request = await requestForToken(tx, input.id, true);
    if (!request?.applicationBackpackBuddyId) {
      throw new GraphQLError(MESSAGES.signatureLinkInvalid, { extensions: { code: 'NOT_FOUND' } });
    }
    const [app] = await tx
      .select()
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, request.applicationBackpackBuddyId))
      .for('update')
      .limit(1);
    if (!app || request.signedAt || app.status === 'APPROVED') {
      throw new GraphQLError(MESSAGES.signatureAlreadySubmitted, {
        extensions: { code: 'CONFLICT' },
      });
    }
    if (app.status !== 'PENDING_PRINCIPAL' || app.deletedAt) {
      throw new GraphQLError(MESSAGES.signatureLinkInvalid, { extensions: { code: 'NOT_FOUND' } });
    }
    // The signer is checked again now: a link mailed to the principal an application named is
    // void once the school has another principal on record, or while the application is held.
    const { onRecord } = await applicationSigners(tx, 'BACKPACK_BUDDY', app);
    const recorded = onRecord?.email?.trim().toLowerCase();
    if (
      app.signerReview ||
      (recorded && recorded !== request.principalEmail.trim().toLowerCase())
    ) {
      throw new GraphQLError(MESSAGES.signatureLinkInvalid, { extensions: { code: 'NOT_FOUND' } });
    }
    const mismatch = signeeEmailIssue(form.signeeEmail, request.principalEmail);
    if (mismatch) {
      throw new GraphQLError(mismatch, {
        extensions: {
          code: 'BAD_USER_INPUT',
          field: 'signeeEmail',
          issues: [{ path: 'signeeEmail', message: mismatch }],
        },
      });
    }
    await tx
      .update(principalSignatures)
      .set({
        signeeName: form.signeeName,
        signeeEmail: form.signeeEmail,
        signedAt: sql`now()`,
        signeeAddress: ctx.clientAddress,
      })
      .where(eq(principalSignatures.id, request.id));
    // Other links of the same application stop working.
    await tx
      .update(principalSignatures)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(principalSignatures.applicationBackpackBuddyId, app.id),
          ne(principalSignatures.id, request.id),
          isNull(principalSignatures.signedAt),
          gt(principalSignatures.expiresAt, sql`now()`),
        ),
      );
    await tx
      .update(applicationBackpackBuddy)
      .set({ status: 'APPROVED', signedAt: sql`now()` })
      .where(eq(applicationBackpackBuddy.id, app.id));
    // The proposal becomes the school's record and the applicant is granted the school.
    await onApproved(tx, app);
  });
  return { success: true, message: MESSAGES.signatureSubmittedSuccessfully };
}
