import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, type TeamMember } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { fieldError } from '../../graphql/errors.ts';

// A school's Backpack Buddy roster (team members), shared by the application's Team Information,
// School Contacts and the principal's signature page.

const liveBackpackBuddyMembers = (schoolId: number) =>
  and(
    eq(schoolTeamMembers.schoolId, schoolId),
    eq(schoolTeamMembers.program, 'BACKPACK_BUDDY'),
    isNull(schoolTeamMembers.deletedAt),
  );

/** The live members, in the order they were added. */
export async function backpackBuddyRoster(db: DbOrTx, schoolId: number) {
  const rows = await db
    .select()
    .from(schoolTeamMembers)
    .where(liveBackpackBuddyMembers(schoolId))
    .orderBy(asc(schoolTeamMembers.id));
  return rows.map((m) => ({
    teamMemberId: m.id,
    type: m.type,
    firstName: m.firstName,
    lastName: m.lastName,
    fullName: `${m.firstName} ${m.lastName}`.trim(),
    title: m.title,
    phone: m.phone,
    email: m.email,
  }));
}

/**
 * The school's Backpack Buddy roster becomes exactly the submitted one (already checked by the
 * domain's roster schema); ids are kept where given and must be the school's live members, each
 * at most once. The school row is locked first, so two saves of one roster run one after the
 * other, and its lastEditedTeamMembers moves.
 */
export async function replaceRoster(tx: Tx, schoolId: number, members: readonly TeamMember[]) {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
  const live = liveBackpackBuddyMembers(schoolId);
  const current = await tx.select({ id: schoolTeamMembers.id }).from(schoolTeamMembers).where(live);
  const currentIds = new Set(current.map((m) => m.id));
  const kept = new Set<number>();
  for (const member of members) {
    if (!member.teamMemberId) continue;
    if (!currentIds.has(member.teamMemberId) || kept.has(member.teamMemberId)) {
      throw fieldError('teamMembers', MESSAGES.notFound);
    }
    kept.add(member.teamMemberId);
  }
  // Retire everyone first so that swapping roles never meets the one-holder index halfway.
  await tx
    .update(schoolTeamMembers)
    .set({ deletedAt: sql`now()` })
    .where(live);
  for (const member of members) {
    const values = {
      type: member.type,
      firstName: member.firstName,
      lastName: member.lastName,
      title: member.title,
      phone: member.phone,
      email: member.email,
    };
    if (member.teamMemberId) {
      await tx
        .update(schoolTeamMembers)
        .set({ ...values, deletedAt: null })
        .where(eq(schoolTeamMembers.id, member.teamMemberId));
    } else {
      await tx.insert(schoolTeamMembers).values({ ...values, schoolId, program: 'BACKPACK_BUDDY' });
    }
  }
  await tx
    .update(schools)
    .set({ lastEditedTeamMembers: sql`now()` })
    .where(eq(schools.id, schoolId));
}
