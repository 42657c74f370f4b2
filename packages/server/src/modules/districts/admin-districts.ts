import type { Db } from '../../db/client.ts';
import { selectDistricts, toAdminDistrict } from './district-row.ts';

/** Every district, archived ones included, by name; schools and history are left to the detail. */
export async function adminDistricts(db: Db) {
  const rows = await selectDistricts(db);
  return rows.map((row) => toAdminDistrict(row));
}
