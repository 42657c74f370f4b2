import { and, eq, isNull, ne } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { fieldError } from '../../graphql/errors.ts';
import { lockOrganizationCreation } from '../applications/partner-services/new-agency.ts';

/**
 * Refuses an EIN another live organization has (MESSAGES.organizationEinTaken on einNumber): the
 * EIN is what a new agency's submission finds its organization by. Takes the organizations'
 * creation lock first, so that an admin's save and a submission (or two saves) naming the same
 * EIN at once cannot both pass (applications/partner-services/new-agency.ts).
 */
export async function assertEinFree(tx: Tx, einNumber: string, exceptId?: number): Promise<void> {
  await lockOrganizationCreation(tx);
  const [twin] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.einNumber, einNumber),
        isNull(organizations.deletedAt),
        exceptId === undefined ? undefined : ne(organizations.id, exceptId),
      ),
    )
    .limit(1);
  if (twin) throw fieldError('einNumber', MESSAGES.organizationEinTaken);
}
