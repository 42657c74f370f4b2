import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, type SchoolProgram } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { TeamMemberType } from '../../db/schema/enums.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { fieldError } from '../../graphql/errors.ts';

// A school's roster (team members) of a program: Backpack Buddy's is shared by the application's
// Team Information, School Contacts and the principal's signature page (its module's roster.ts);
// the admin console's Contacts tab replaces any school program's.

const liveMembersOf = (schoolId: number, program: SchoolProgram) =>
  and(
    eq(schoolTeamMembers.schoolId, schoolId),
    eq(schoolTeamMembers.program, program),
    isNull(schoolTeamMembers.deletedAt),
  );

/** The live members of the school's roster of a program, in the order they were added. */
export async function programRoster(db: DbOrTx, schoolId: number, program: SchoolProgram) {
  const rows = await db
    .select()
    .from(schoolTeamMembers)
    .where(liveMembersOf(schoolId, program))
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

/** A roster member as the domain's roster and contacts schemas give it back. */
export interface RosterMember {
  teamMemberId?: number | null;
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * The school's roster of a program becomes exactly `members` (already checked by the domain's
 * schemas): ids given must be the school's live members of that program, each at most once
 * (kept and updated); the others are soft-deleted; new ones are inserted. The caller locks the
 * school row first and moves its lastEditedTeamMembers.
 */
export async function replaceProgramRoster(
  tx: Tx,
  schoolId: number,
  program: SchoolProgram,
  members: readonly RosterMember[],
) {
  const live = liveMembersOf(schoolId, program);
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
      type: member.type as TeamMemberType,
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
      await tx.insert(schoolTeamMembers).values({ ...values, schoolId, program });
    }
  }
}

/**
 * The school's roster of a program becomes exactly the submitted one. The school row is locked
 * first, so two saves of one roster run one after the other, and its lastEditedTeamMembers
 * moves.
 */
export async function replaceRoster(
  tx: Tx,
  schoolId: number,
  program: SchoolProgram,
  members: readonly RosterMember[],
) {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
  await replaceProgramRoster(tx, schoolId, program, members);
  await tx
    .update(schools)
    .set({ lastEditedTeamMembers: sql`now()` })
    .where(eq(schools.id, schoolId));
}
