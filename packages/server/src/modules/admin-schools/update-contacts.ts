import { eq, sql } from 'drizzle-orm';
import { adminSchoolContactsSchema } from '@portal/domain';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateSchoolContactsInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { replaceProgramRoster, type RosterMember } from '../schools/roster.ts';
import { programConfig } from './programs.ts';
import { lockSchool } from './school-lock.ts';
import { adminSchool } from './school-view.ts';
import { fullName, liveTeamMembers } from './team-members.ts';

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
