import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { schools } from '../../../db/schema/schools.ts';
import { userSchools } from '../../../db/schema/schools.ts';
import { agreementOf } from '../continuation.ts';
import { readApplicationFor } from './application-read.ts';
import { backpackBuddyRoster } from './roster.ts';
import { toProgramTerm } from '../../terms/service.ts';
import type { Viewer } from '../../../graphql/context.ts';
import {
  liveSchoolWithDistrict,
  pendingProposal,
  person,
  schoolProfileView,
} from '../application-view.ts';
import { proposedRoster, withProposedProfile } from '../proposed-school.ts';

type RosterView = { teamMemberId: number | null; type: string } & Omit<
  Awaited<ReturnType<typeof backpackBuddyRoster>>[number],
  'teamMemberId' | 'type'
>;

function schoolView(
  school: typeof schools.$inferSelect,
  districtName: string | null,
  roster: RosterView[],
) {
  return {
    id: String(school.id),
    ...schoolProfileView(school, districtName),
    teamMembersBackpackBuddy: roster,
  };
}

/**
 * A school for step 1's prefill. The roster holds people's phones and emails, so only admins and
 * educators already linked to the school see it.
 */
export async function applicationSchool(db: DbOrTx, viewer: Viewer, schoolId: number) {
  const row = await liveSchoolWithDistrict(db, schoolId);
  const [link] =
    viewer.type === 'ADMIN'
      ? [{ id: 0 }]
      : await db
          .select({ id: userSchools.id })
          .from(userSchools)
          .where(and(eq(userSchools.userId, viewer.userId), eq(userSchools.schoolId, schoolId)))
          .limit(1);
  return schoolView(
    row.school,
    row.districtName,
    link ? await backpackBuddyRoster(db, schoolId) : [],
  );
}

/**
 * The application as the API shows it: with its term, school, roster, starter and agreement,
 * from one statement (application-read.ts). Until it is approved, the school's profile and
 * roster are the ones the application proposes (what its educator typed), not the school's
 * shared record.
 */
export async function applicationView(db: DbOrTx, viewer: Viewer, id: number) {
  const now = new Date();
  const read = await readApplicationFor(db, viewer, id, now);
  const { app } = read;
  const proposal = pendingProposal(app);
  // The school's own roster (people's phones and emails) only for its grantees and admins: an
  // application saved before proposals existed, or a submitter no longer granted.
  const roster = proposal?.roster
    ? proposedRoster(proposal)
    : viewer.type === 'ADMIN' || read.linked
      ? read.roster.map((m) => ({ ...m, fullName: `${m.firstName} ${m.lastName}`.trim() }))
      : [];
  return {
    ...app,
    id: String(app.id),
    applicationBackpackBuddyId: app.id,
    heldForReview: app.status === 'PENDING_PRINCIPAL' && app.signerReview !== null,
    term: toProgramTerm(read.term),
    submittedBy:
      read.submitterFirstName === null
        ? null
        : person(read.submitterFirstName, read.submitterLastName ?? '', read.submitterEmail ?? ''),
    school: schoolView(withProposedProfile(read.school, proposal), read.districtName, roster),
    agreement: agreementOf(app, read.previousSubmittedAt ?? null, now),
  };
}
