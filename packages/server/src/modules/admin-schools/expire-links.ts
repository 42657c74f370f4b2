import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { signatureColumnOf, type SchoolProgramConfig } from './programs.ts';

/**
 * The application's signature links that are neither spent nor expired stop working now (the
 * table has no revoked flag: an unspent link past expiresAt is refused by the signature page).
 */
export async function expireOpenLinks(
  tx: DbOrTx,
  config: SchoolProgramConfig,
  applicationId: number,
): Promise<void> {
  await tx
    .update(principalSignatures)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(signatureColumnOf(config), applicationId),
        isNull(principalSignatures.signedAt),
        gt(principalSignatures.expiresAt, sql`now()`),
      ),
    );
}
