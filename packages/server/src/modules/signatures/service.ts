import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import {
  MESSAGES,
  isBuilt,
  parseRecordId,
  principalSignatureSchema,
  programByEnum,
  programBySlug,
  signeeEmailIssue,
  type Program,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import { hashToken } from '../auth/tokens.ts';
import { PROGRAM_MODULES } from '../programs/registry.ts';
import type { SignatureRow } from '../programs/types.ts';

// The principal signature page of every signed program: the link (its token, expiry and
// signature row) is handled here; the program's module supplies the page's data and what signing
// does to its application (modules/applications/<slug>/module.ts, signatures.page). A program
// whose page is not built yet has no valid links.

/** The signature column and page of a program whose signature page is built. */
function builtSignatures(program: Program | undefined) {
  if (!program) return undefined;
  const signatures = PROGRAM_MODULES[program.key].signatures;
  if (signatures === 'none') return undefined;
  const { column, page } = signatures;
  return isBuilt(page) ? { column, page } : undefined;
}

/** The application a link points at, when its program's page is built. */
function linkTarget(request: SignatureRow | undefined) {
  const signatures = builtSignatures(programByEnum(request?.program));
  const applicationId = signatures ? request?.[signatures.column] : null;
  return signatures && applicationId ? { signatures, applicationId } : undefined;
}

const linkInvalid = () =>
  new GraphQLError(MESSAGES.signatureLinkInvalid, { extensions: { code: 'NOT_FOUND' } });

/** The signature row of a link token: unknown or expired-and-unspent links give nothing. */
async function requestForToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(principalSignatures)
    .where(eq(principalSignatures.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return undefined;
  // A spent link still shows the signed agreement read-only; an unspent one expires.
  if (!row.signedAt && row.expiresAt.getTime() <= Date.now()) return undefined;
  return row;
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
    const signatures = builtSignatures(programBySlug(args.programName));
    if (!signatures) return null;
    const id = parseRecordId(args.applicationId);
    if (id === null) return null;
    return signatures.page.details(ctx.db, id, undefined);
  }
  const request = await requestForToken(ctx.db, args.applicationId);
  const target = linkTarget(request);
  if (!target) return null;
  return target.signatures.page.details(ctx.db, target.applicationId, request);
}

/** A link's row, locked until the signing transaction ends. */
async function lockedRequest(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select()
    .from(principalSignatures)
    .where(eq(principalSignatures.id, id))
    .for('update')
    .limit(1);
  return row;
}

/**
 * The principal signs: the link is spent, the signee recorded, the application APPROVED. The
 * link is read first unlocked (to find its application), then the school, the application and
 * the link are locked in that order and the link checked again.
 */
export async function signApplication(
  ctx: Context,
  input: { id: string; signeeName: string; signeeEmail: string },
) {
  const form = parseInput(principalSignatureSchema, input);
  await ctx.db.transaction(async (tx) => {
    const found = await requestForToken(tx, input.id);
    const target = linkTarget(found);
    if (!found || !target) throw linkInvalid();
    const { column, page } = target.signatures;
    // Lock order (admin-schools/school-lock.ts): the school, the application, then the link, as
    // an admin's status change, deletion or resend of the same application takes them.
    const app = await page.lockForSigning(tx, found, target.applicationId);
    // The link as it is now: spent or expired (a resend) while this request waited.
    const request = await lockedRequest(tx, found.id);
    if (request?.signedAt) {
      throw new GraphQLError(MESSAGES.signatureAlreadySubmitted, {
        extensions: { code: 'CONFLICT' },
      });
    }
    if (!request || request.expiresAt.getTime() <= Date.now()) throw linkInvalid();
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
          eq(principalSignatures[column], app.id),
          ne(principalSignatures.id, request.id),
          isNull(principalSignatures.signedAt),
          gt(principalSignatures.expiresAt, sql`now()`),
        ),
      );
    await app.approve({ publicUrl: ctx.services.publicUrl });
  });
  return { success: true, message: MESSAGES.signatureSubmittedSuccessfully };
}
