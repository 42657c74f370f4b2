import type { DbOrTx } from '../../db/client.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { enqueueMail } from '../../services/mail/outbox.ts';
import { principalSignatureMail } from '../../services/mail/templates.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

const PROGRAM_NAMES = {
  BACKPACK_BUDDY: 'Backpack Buddy',
  SCHOOL_MARKET: 'School Market',
  TEACHERS_AID: 'Teachers Aid',
} as const;

const APPLICATION_COLUMN = {
  BACKPACK_BUDDY: 'applicationBackpackBuddyId',
  SCHOOL_MARKET: 'applicationSchoolMarketId',
  TEACHERS_AID: 'applicationTeachersAidId',
} as const;

/**
 * A signature link for the principal: a random token (only its hash is stored) that expires and
 * is spent by signing, mailed through the outbox in the caller's transaction.
 */
export async function createSignatureRequest(
  tx: DbOrTx,
  input: {
    program: keyof typeof PROGRAM_NAMES;
    applicationId: number;
    principalEmail: string;
    principalFirstName: string;
    schoolName: string;
    publicUrl: string;
    ttlDays: number;
  },
): Promise<void> {
  const token = newToken();
  await tx.insert(principalSignatures).values({
    program: input.program,
    [APPLICATION_COLUMN[input.program]]: input.applicationId,
    tokenHash: hashToken(token),
    principalEmail: input.principalEmail,
    expiresAt: new Date(Date.now() + input.ttlDays * 24 * 60 * 60 * 1000),
  });
  await enqueueMail(
    tx,
    principalSignatureMail({
      to: input.principalEmail,
      firstName: input.principalFirstName,
      programName: PROGRAM_NAMES[input.program],
      schoolName: input.schoolName,
      link: `${input.publicUrl}/principal-signature/${token}`,
      ttlDays: input.ttlDays,
    }),
  );
}
