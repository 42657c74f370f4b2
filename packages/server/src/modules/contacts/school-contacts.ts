import { eq } from 'drizzle-orm';
import { editSchoolContactsSchema } from '@portal/domain/programs/backpack-buddy';
import type { DbOrTx } from '../../db/client.ts';
import { schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import {
  backpackBuddyRoster,
  replaceBackpackBuddyRoster,
} from '../applications/backpack-buddy/roster.ts';
import { findSchoolFor, type SchoolRow } from '../schools/school-access.ts';

async function contactsView(db: DbOrTx, school: Pick<SchoolRow, 'id' | 'name'>) {
  const [[edited], teamMembers] = await Promise.all([
    db
      .select({ at: schools.lastEditedTeamMembers })
      .from(schools)
      .where(eq(schools.id, school.id))
      .limit(1),
    backpackBuddyRoster(db, school.id),
  ]);
  return {
    id: String(school.id),
    schoolId: school.id,
    name: school.name,
    teamMembers,
    lastEditedTeamMembers: edited?.at ?? null,
  };
}

/** A school's Backpack Buddy roster, for its educators and admins. */
export async function schoolContacts(ctx: Context, schoolId: number) {
  return contactsView(ctx.db, await findSchoolFor(ctx.db, ctx.viewer!, schoolId));
}

/**
 * Replaces the school's roster in one transaction, with every rule of the application's Team
 * Information (the domain's roster schema, leads required): nothing is written when any fails.
 */
export async function editSchoolContacts(ctx: Context, input: unknown) {
  const data = parseInput(editSchoolContactsSchema, input);
  return ctx.db.transaction(async (tx) => {
    const school = await findSchoolFor(tx, ctx.viewer!, data.schoolId);
    await replaceBackpackBuddyRoster(tx, school.id, data.teamMembers);
    return contactsView(tx, school);
  });
}
