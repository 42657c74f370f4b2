import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, adminSchoolContactsSchema, type SchoolProgram } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import type { TeamMemberType } from '../../db/schema/enums.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateSchoolContactsInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { programConfig } from './programs.ts';
import { lockSchool } from './school-lock.ts';
import { adminSchool } from './school-view.ts';
import { fullName, liveTeamMembers } from './team-members.ts';

/** A roster member as the domain's contacts schemas give it back (phones normalised). */
interface RosterMember {
  teamMemberId?: number | null;
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}

const liveMembersOf = (schoolId: number, program: SchoolProgram) =>
  and(
    eq(schoolTeamMembers.schoolId, schoolId),
    eq(schoolTeamMembers.program, program),
    isNull(schoolTeamMembers.deletedAt),
  );

/**
 * The school's roster of the program becomes exactly `members`: ids given must be the school's
 * live members of that program, each once (kept and updated); the others are soft-deleted; new
 * ones are inserted. As schools/roster.ts does for Backpack Buddy, but for any school program.
 */
async function replaceProgramRoster(
  tx: Tx,
  schoolId: number,
  program: SchoolProgram,
  members: readonly RosterMember[],
) {
  const live = liveMembersOf(schoolId, program);
  const current = new Set(
    (await tx.select({ id: schoolTeamMembers.id }).from(schoolTeamMembers).where(live)).map(
      (m) => m.id,
    ),
  );
  const kept = new Set<number>();
  for (const member of members) {
    if (!member.teamMemberId) continue;
    if (!current.has(member.teamMemberId) || kept.has(member.teamMemberId)) {
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

/** A roster as the audit log keeps it: who holds which role, in a stable order. */
function auditRoster(members: readonly RosterMember[]) {
  return members
    .map((m) => ({
      type: m.type,
      name: fullName(m),
      title: m.title,
      email: m.email,
      phone: m.phone,
    }))
    .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name));
}

/**
 * The Contacts tab's save: the program's roster rules from the domain (Backpack Buddy's roster,
 * or the two roles of School Market and Teachers Aid), then the roster replaced in one
 * transaction, lastEditedTeamMembers moved and the change audited.
 */
export async function updateSchoolContacts(ctx: Context, input: AdminUpdateSchoolContactsInput) {
  const members = parseInput<RosterMember[]>(
    adminSchoolContactsSchema(input.program),
    input.teamMembers,
  );
  const field = `teamMembers${programConfig(input.program).entry.graphqlName}`;
  await ctx.db.transaction(async (tx) => {
    const school = await lockSchool(tx, input.schoolId);
    const before = await liveTeamMembers(
      tx,
      input.program,
      eq(schoolTeamMembers.schoolId, school.id),
    );
    await replaceProgramRoster(tx, school.id, input.program, members);
    await tx
      .update(schools)
      .set({ lastEditedTeamMembers: sql`now()` })
      .where(eq(schools.id, school.id));
    await recordAudit(tx, {
      actorId: ctx.viewer!.userId,
      action: 'UPDATE_CONTACTS',
      entityType: 'schools',
      entityId: school.id,
      // One field per program (teamMembersBackpackBuddy, …): the school's history shows all three.
      before: { [field]: auditRoster(before) },
      after: { [field]: auditRoster(members) },
    });
  });
  return adminSchool(ctx.db, input.program, input.schoolId);
}
