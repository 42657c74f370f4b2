import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { districts } from '../../../db/schema/districts.ts';
import { schools, userSchools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';
import { agreementInfo } from '../continuation.ts';
import { backpackBuddyTable } from './table.ts';
import { backpackBuddyRoster } from './roster.ts';
import { toProgramTerm } from '../../terms/service.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';
import type { ApplicationRow } from './access.ts';
import { proposedRoster, withProposedProfile, type ProposedSchool } from '../proposed-school.ts';

/** The proposal that still stands in for the school's record: none once approved. */
export function pendingProposal(app: {
  status: string;
  proposedSchool: unknown;
}): ProposedSchool | null {
  return app.status === 'APPROVED' ? null : ((app.proposedSchool as ProposedSchool | null) ?? null);
}

export async function schoolWithDistrict(db: DbOrTx, schoolId: number) {
  const [row] = await db
    .select({ school: schools, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(eq(schools.id, schoolId))
    .limit(1);
  if (!row) throw new Error(`school ${schoolId} missing`);
  return row;
}

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
    schoolId: school.id,
    name: school.name,
    type: school.type,
    districtId: school.districtId,
    districtName,
    address1: school.address1,
    address2: school.address2,
    city: school.city,
    county: school.county,
    state: school.state,
    zip: school.zip,
    gradesServed: school.gradesServed,
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
  const [row] = await db
    .select({ school: schools, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(and(eq(schools.id, schoolId), isNull(schools.deletedAt)))
    .limit(1);
  if (!row) throw userError('NOT_FOUND');
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
  const [{ school, districtName }, roster, [term], [starter], agreement] = await Promise.all([
    schoolWithDistrict(db, app.schoolId),
    proposal?.roster
      ? proposedRoster(proposal)
      : // The school's own roster (people's phones and emails) only for its grantees and admins:
        // an application saved before proposals existed, or a submitter no longer granted.
        rosterFor(db, viewer, app.schoolId),
    db.select().from(programTerms).where(eq(programTerms.id, app.termId)).limit(1),
    app.submittedById
      ? db.select().from(users).where(eq(users.id, app.submittedById)).limit(1)
      : Promise.resolve([]),
    agreementInfo(db, backpackBuddyTable, app),
  ]);
  return {
    ...app,
    id: String(app.id),
    applicationBackpackBuddyId: app.id,
    heldForReview: app.status === 'PENDING_PRINCIPAL' && app.signerReview !== null,
    term: toProgramTerm(term!),
    submittedBy: starter
      ? {
          firstName: starter.firstName,
          lastName: starter.lastName,
          fullName: `${starter.firstName} ${starter.lastName}`.trim(),
          email: starter.email,
        }
      : null,
    school: schoolView(withProposedProfile(school, proposal), districtName, roster),
    agreement,
  };
}
