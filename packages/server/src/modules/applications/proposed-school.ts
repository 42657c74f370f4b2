import { eq, sql } from 'drizzle-orm';
import type { SchoolProgram } from '@portal/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { liveTeamMembers } from '../admin-schools/team-members.ts';
import { replaceProgramRoster, type RosterMember } from '../schools/roster.ts';

/**
 * What an application carries for its school's shared records: the profile fields of its first
 * step and the program's contacts roster. Saved on the application (proposed_school) and applied
 * to the school only in the transaction that approves the application (issue 12): a draft
 * changes nothing anybody else sees.
 */
export interface ProposedSchool {
  profile?: {
    address1: string | null;
    address2: string | null;
    city: string | null;
    county: string | null;
    state: string | null;
    zip: string | null;
    gradesServed: string[];
  };
  roster?: { program: SchoolProgram; members: RosterMember[] };
}

type SchoolRow = typeof schools.$inferSelect;

type Profile = NonNullable<ProposedSchool['profile']>;

/** The profile a form gives for its school; a state left out keeps the school's. */
export function proposedProfile(
  data: Omit<Profile, 'state'> & { state?: string | null },
  school: { state: string | null },
): Profile {
  return {
    address1: data.address1,
    address2: data.address2,
    city: data.city,
    county: data.county,
    state: data.state ?? school.state,
    zip: data.zip,
    gradesServed: data.gradesServed,
  };
}

/**
 * The proposal as it is kept: a member's id stays only when it names a live member of this
 * school's roster of the program (a kept person); any other id is dropped, so an application
 * can never point at another school's contacts.
 */
export async function proposalFor(
  db: DbOrTx,
  schoolId: number,
  proposal: ProposedSchool,
): Promise<ProposedSchool> {
  if (!proposal.roster) return proposal;
  const { program, members } = proposal.roster;
  const live = await liveTeamMembers(db, program, eq(schoolTeamMembers.schoolId, schoolId));
  const ids = new Set(live.map((m) => m.teamMemberId));
  const seen = new Set<number>();
  const kept = members.map((member) => {
    const id = member.teamMemberId ?? null;
    const keep = id !== null && ids.has(id) && !seen.has(id);
    if (keep) seen.add(id);
    return { ...member, teamMemberId: keep ? id : null };
  });
  return { ...proposal, roster: { program, members: kept } };
}

/** The school's row as the application shows it while the proposal is not yet applied. */
export function withProposedProfile(school: SchoolRow, proposal: ProposedSchool | null): SchoolRow {
  if (!proposal?.profile) return school;
  return { ...school, ...proposal.profile, state: proposal.profile.state ?? school.state };
}

/** The proposal's roster in the shape of a school's roster rows (ids may be null: not kept yet). */
export function proposedRoster(proposal: ProposedSchool | null) {
  return (proposal?.roster?.members ?? []).map((m) => ({
    teamMemberId: m.teamMemberId ?? null,
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
 * Applies an approved application's proposal to the school, in the approving transaction. The
 * school row is locked; members whose ids stopped being live since the save are added anew.
 */
export async function applyProposedSchool(
  tx: Tx,
  schoolId: number,
  proposal: ProposedSchool | null,
): Promise<void> {
  if (!proposal) return;
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
  if (proposal.profile) {
    await tx
      .update(schools)
      .set({ ...proposal.profile, state: proposal.profile.state ?? 'TX', lastEdited: sql`now()` })
      .where(eq(schools.id, schoolId));
  }
  if (proposal.roster) {
    const current = await proposalFor(tx, schoolId, proposal);
    await replaceProgramRoster(tx, schoolId, current.roster!.program, current.roster!.members);
    await tx
      .update(schools)
      .set({ lastEditedTeamMembers: sql`now()` })
      .where(eq(schools.id, schoolId));
  }
}
