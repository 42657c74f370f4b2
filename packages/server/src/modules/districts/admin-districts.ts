import type { Db } from '../../db/client.ts';
import { readKeptList } from '../admin-holders/kept-list.ts';
import { selectDistricts, toAdminDistrict } from './district-row.ts';

/**
 * Every district, archived ones included, by name; schools and history are left to the detail.
 * Kept while the database does not change (admin-holders/kept-list.ts): the list and its pages
 * (adminDistrictsPage) read it again only after a write.
 */
export function adminDistricts(db: Db) {
  return readKeptList(db, 'districts', async () => {
    const rows = await selectDistricts(db);
    return rows.map((row) => toAdminDistrict(row));
  });
}
