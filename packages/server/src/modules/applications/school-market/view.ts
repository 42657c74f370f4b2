import { eq } from 'drizzle-orm';
import { PROGRAMS_BY_KEY, signerRole } from '@portal/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import type { schools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { toProgramTerm } from '../../terms/service.ts';
import {
  liveSchoolWithDistrict,
  pendingProposal,
  schoolProfileView,
  schoolWithDistrict,
  submitterOf,
} from '../application-view.ts';
import { agreementInfo } from '../continuation.ts';
import { withProposedProfile } from '../proposed-school.ts';
import { isLinked, type SchoolMarketRow } from './access.ts';
import {
  applicationContacts,
  contactsOf,
  schoolMarketRoster,
  type SchoolMarketContacts,
} from './contacts.ts';

type SchoolRow = typeof schools.$inferSelect;

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
    ...schoolProfileView(school, districtName),
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
  const row = await liveSchoolWithDistrict(db, schoolId);
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
  const [{ school, districtName }, contacts, [term], submittedBy, agreement] = await Promise.all([
    schoolWithDistrict(db, app.schoolId),
    applicationContacts(db, app.schoolId, proposal, () => isLinked(db, viewer, app.schoolId)),
    db.select().from(programTerms).where(eq(programTerms.id, app.termId)).limit(1),
    submitterOf(db, app.submittedById),
    agreementInfo(db, applicationSchoolMarket, app),
  ]);
  return {
    ...app,
    id: String(app.id),
    applicationSchoolMarketId: app.id,
    heldForReview: app.status === 'PENDING_PRINCIPAL' && app.signerReview !== null,
    term: toProgramTerm(term!),
    submittedBy,
    school: schoolView(withProposedProfile(school, proposal), districtName, contacts, app.id),
    agreement,
    signerRole: signerRoleOf(districtName),
    applicationBackpackBuddyId: null,
  };
}
