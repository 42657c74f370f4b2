import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { SchoolProgram } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { schoolTeamMembers } from '../../db/schema/schools.ts';

/** The live members of a program's rosters matching `where`, in the order they were added. */
export async function liveTeamMembers(db: DbOrTx, program: SchoolProgram, where?: SQL) {
  const rows = await db
    .select({
      teamMemberId: schoolTeamMembers.id,
      schoolId: schoolTeamMembers.schoolId,
      type: schoolTeamMembers.type,
      firstName: schoolTeamMembers.firstName,
      lastName: schoolTeamMembers.lastName,
      title: schoolTeamMembers.title,
      phone: schoolTeamMembers.phone,
      email: schoolTeamMembers.email,
    })
    .from(schoolTeamMembers)
    .where(
      and(
        eq(schoolTeamMembers.program, program),
        isNull(schoolTeamMembers.deletedAt),
        ...(where ? [where] : []),
      ),
    )
    .orderBy(asc(schoolTeamMembers.schoolId), asc(schoolTeamMembers.id));
  return rows.map((row) => ({ ...row, fullName: fullName(row) }));
}

export type TeamMemberRow = Awaited<ReturnType<typeof liveTeamMembers>>[number];

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
