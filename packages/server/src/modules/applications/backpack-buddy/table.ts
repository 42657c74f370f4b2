import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import type { SchoolApplicationTable } from '../../programs/types.ts';

/** The Backpack Buddy table seen through the school programs' common columns (it adds its own). */
export const backpackBuddyTable = applicationBackpackBuddy as unknown as SchoolApplicationTable;
