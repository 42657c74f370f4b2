import type { DbOrTx } from '../../db/client.ts';
import { adminSchool } from '../admin-schools/school-view.ts';
import { ALLOCATION_PROGRAM } from './program.ts';

/** The answer of an allocation change: the school as Backpack Buddy's admin screens show it. */
export const allocationSchool = (db: DbOrTx, schoolId: number) =>
  adminSchool(db, ALLOCATION_PROGRAM, schoolId);

/** The audit log's entity of allocation changes: the school, so they show in its history. */
export const SCHOOLS_ENTITY = 'schools';
