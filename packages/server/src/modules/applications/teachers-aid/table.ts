import { applicationTeachersAid } from '../../../db/schema/application-teachers-aid.ts';
import type { SchoolApplicationTable } from '../../programs/types.ts';

/** Teachers Aid's table as the shared code reads it: the same common columns as the others. */
export const teachersAidTable = applicationTeachersAid as unknown as SchoolApplicationTable;
