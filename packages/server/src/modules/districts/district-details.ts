import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import { schools } from '../../db/schema/schools.ts';
import { userError } from '../../graphql/errors.ts';
import { auditHistory } from '../audit/history.ts';
import { selectDistricts, toAdminDistrict } from './district-row.ts';

/** One district with the names of all its schools (archived ones too) and its admin history. */
export async function districtDetails(db: DbOrTx, districtId: number) {
  const [row] = await selectDistricts(db, eq(districts.id, districtId));
  if (!row) throw userError('NOT_FOUND');
  const [names, history] = await Promise.all([
    db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.districtId, districtId))
      .orderBy(asc(schools.name), asc(schools.id)),
    auditHistory(db, [{ entityType: 'districts', entityIds: [districtId] }]),
  ]);
  return toAdminDistrict(row, { schools: names.map((s) => s.name), history });
}
