import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { schools } from '../../../db/schema/schools.ts';
import { userSchools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';
import { agreementInfo } from '../continuation.ts';
import { backpackBuddyTable } from './table.ts';
import { backpackBuddyRoster } from './roster.ts';
import { toProgramTerm } from '../../terms/service.ts';
import type { Viewer } from '../../../graphql/context.ts';
import type { ApplicationRow } from './access.ts';
import {
  liveSchoolWithDistrict,
  pendingProposal,
  schoolProfileView,
  schoolWithDistrict,
  submitterOf,
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

/** The school's Backpack Buddy roster if the caller may see it (admin or grantee), else none. */
async function rosterFor(db: DbOrTx, viewer: Viewer, schoolId: number) {
  if (viewer.type !== 'ADMIN') {
    const [link] = await db
      .select({ id: userSchools.id })
      .from(userSchools)
      .where(and(eq(userSchools.userId, viewer.userId), eq(userSchools.schoolId, schoolId)))
      .limit(1);
    if (!link) return [];
  }
  return backpackBuddyRoster(db, schoolId);
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
 * The application as the API shows it: with its term, school, roster, starter and agreement.
 * Until it is approved, the school's profile and roster are the ones the application proposes
 * (what its educator typed), not the school's shared record.
 */
export async function applicationView(db: DbOrTx, app: ApplicationRow, viewer: Viewer) {
  const proposal = pendingProposal(app);
  const [{ school, districtName }, roster, [term], submittedBy, agreement] = await Promise.all([
    schoolWithDistrict(db, app.schoolId),
    proposal?.roster
      ? proposedRoster(proposal)
      : // The school's own roster (people's phones and emails) only for its grantees and admins:
        // an application saved before proposals existed, or a submitter no longer granted.
        rosterFor(db, viewer, app.schoolId),
    db.select().from(programTerms).where(eq(programTerms.id, app.termId)).limit(1),
    submitterOf(db, app.submittedById),
    agreementInfo(db, backpackBuddyTable, app),
  ]);
  return {
    ...app,
    id: String(app.id),
    applicationBackpackBuddyId: app.id,
    heldForReview: app.status === 'PENDING_PRINCIPAL' && app.signerReview !== null,
    term: toProgramTerm(term!),
    submittedBy,
    school: schoolView(withProposedProfile(school, proposal), districtName, roster),
    agreement,
  };
}
