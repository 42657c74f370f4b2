import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { schools } from '../../db/schema/schools.ts';
import { userError } from '../../graphql/errors.ts';

/**
 * The school row, locked until the caller's transaction ends (so two admin saves of one school
 * run one after the other), or 'Not found'. Archived schools are found: admins still edit them.
 */
export async function lockSchool(tx: DbOrTx, schoolId: number) {
  const [school] = await tx
    .select()
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('update')
    .limit(1);
  if (!school) throw userError('NOT_FOUND');
  return school;
}
