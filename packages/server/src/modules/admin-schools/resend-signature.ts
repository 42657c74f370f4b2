import { and, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import {
  MESSAGES,
  SIGNATURE_LINK_TTL_DAYS,
  canResendSignatureEmail,
  enumLabel,
  isHoustonIsd,
  type SchoolProgram,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, userError } from '../../graphql/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { createSignatureRequest } from '../signatures/requests.ts';
import { expireOpenLinks } from './expire-links.ts';
import { programConfig } from './programs.ts';
import { liveTeamMembers } from './team-members.ts';

/** Ours: the spec offers the resend only in PENDING_PRINCIPAL and gives no refusal words. */
export const RESEND_ONLY_PENDING =
  'The principal signature email can only be sent while the signature is pending';

/**
 * Who signs, as at submission: the program's live PRINCIPAL (Backpack Buddy's step 3 mails the
 * roster's principal, whose email the educator had to confirm); for a Houston ISD school's
 * School Market application, the primary point of contact.
 */
async function signerOf(db: DbOrTx, program: SchoolProgram, schoolId: number) {
  const [school] = await db
    .select({ name: schools.name, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(eq(schools.id, schoolId))
    .limit(1);
  const type =
    program === 'SCHOOL_MARKET' && isHoustonIsd(school?.districtName)
      ? 'PRIMARY_POINT_OF_CONTACT'
      : 'PRINCIPAL';
  const members = await liveTeamMembers(db, program, eq(schoolTeamMembers.schoolId, schoolId));
  return {
    schoolName: school?.name ?? '',
    signer: members.find((m) => m.type === type),
    // The domain's words for a missing role ('{Role} Required').
    missing:
      type === 'PRINCIPAL'
        ? MESSAGES.principalRequired
        : `${enumLabel('schoolMarketTeamMemberTypes', type)} Required`,
  };
}

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
    const [app] = await tx
      .select({ id: t.id, schoolId: t.schoolId, status: t.status })
      .from(t)
      .where(and(eq(t.id, applicationId), isNull(t.deletedAt)))
      .for('update')
      .limit(1);
    if (!app) throw userError('NOT_FOUND');
    if (!canResendSignatureEmail(app.status)) {
      throw new GraphQLError(RESEND_ONLY_PENDING, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const { schoolName, signer, missing } = await signerOf(tx, program, app.schoolId);
    if (!signer?.email) throw fieldError('teamMembers', missing);
    await expireOpenLinks(tx, config, app.id);
    await createSignatureRequest(tx, {
      program,
      applicationId: app.id,
      principalEmail: signer.email,
      principalFirstName: signer.firstName,
      schoolName,
      publicUrl: ctx.services.publicUrl,
      ttlDays: SIGNATURE_LINK_TTL_DAYS,
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
