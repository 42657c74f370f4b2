import { and, eq, isNull } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, signerRole } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { users } from '../../../db/schema/auth.ts';
import { districts } from '../../../db/schema/districts.ts';
import { schools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';
import { toProgramTerm } from '../../terms/service.ts';
import { agreementInfo } from '../continuation.ts';
import { withProposedProfile, type ProposedSchool } from '../proposed-school.ts';
import { isLinked, type SchoolMarketRow } from './access.ts';
import {
  applicationContacts,
  contactsOf,
  schoolMarketRoster,
  type SchoolMarketContacts,
} from './contacts.ts';

type SchoolRow = typeof schools.$inferSelect;

/** The proposal that still stands in for the school's record: none once approved. */
export function pendingProposal(app: {
  status: string;
  proposedSchool: unknown;
}): ProposedSchool | null {
  return app.status === 'APPROVED' ? null : ((app.proposedSchool as ProposedSchool | null) ?? null);
}

/** The school (archived or not) with its district's name. */
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

/** The school as the School Market form shows it (SchoolMarketApplicationSchool). */
function schoolView(
  school: SchoolRow,
  districtName: string | null,
  contacts: SchoolMarketContacts,
  /** The application whose view of the school this is (its proposal), if any. */
  applicationId?: number,
) {
  return {
    // An application's school (as its proposal shows it) and the school on record are two
    // objects for the web cache: one id would let either overwrite the other's contacts.
    id: applicationId ? `${school.id}@application-${applicationId}` : String(school.id),
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
    schoolMarketAgencyNumber: school.schoolMarketAgencyNumber,
    ...contacts,
  };
}

/** Who signs for the school: PRINCIPAL, or PRIMARY_POINT_OF_CONTACT in Houston ISD (spec 2 §6). */
export function signerRoleOf(districtName: string | null | undefined) {
  return signerRole(PROGRAMS_BY_KEY.schoolMarket, districtName) ?? 'PRINCIPAL';
}

/**
 * A school as the form prefills it once chosen: address, grades and agency number for anybody
 * signed in; the contacts (people's phones and emails) only for the school's grantees and admins.
 */
export async function schoolMarketSchool(db: DbOrTx, viewer: Viewer, schoolId: number) {
  const [row] = await db
    .select({ school: schools, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(and(eq(schools.id, schoolId), isNull(schools.deletedAt)))
    .limit(1);
  if (!row) throw userError('NOT_FOUND');
  const contacts = (await isLinked(db, viewer, schoolId))
    ? contactsOf(await schoolMarketRoster(db, schoolId))
    : { primaryPointOfContact: null, principal: null };
  return schoolView(row.school, row.districtName, contacts);
}

/**
 * The application as the API shows it: its term, school, contacts, starter and agreement. Until
 * it is approved, the school's profile and contacts are the ones the application proposes (what
 * its educator typed), not the school's shared record.
 */
export async function applicationView(db: DbOrTx, app: SchoolMarketRow, viewer: Viewer) {
  const proposal = pendingProposal(app);
  const [{ school, districtName }, contacts, [term], [starter], agreement] = await Promise.all([
    schoolWithDistrict(db, app.schoolId),
    applicationContacts(db, app.schoolId, proposal, () => isLinked(db, viewer, app.schoolId)),
    db.select().from(programTerms).where(eq(programTerms.id, app.termId)).limit(1),
    app.submittedById
      ? db.select().from(users).where(eq(users.id, app.submittedById)).limit(1)
      : Promise.resolve([]),
    agreementInfo(db, applicationSchoolMarket, app),
  ]);
  return {
    ...app,
    id: String(app.id),
    applicationSchoolMarketId: app.id,
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
    school: schoolView(withProposedProfile(school, proposal), districtName, contacts, app.id),
    agreement,
    signerRole: signerRoleOf(districtName),
    applicationBackpackBuddyId: null,
  };
}
