import type { DbOrTx } from '../../db/client.ts';
import { USER_HOLDERS, holderOptions } from './user-holders.ts';

/** Every live Kids Cafe site, by name: what an admin may assign to an educator (user-holders.ts). */
export const adminSiteOptions = (db: DbOrTx) => holderOptions(db, USER_HOLDERS.site);
