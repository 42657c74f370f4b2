import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
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
import { isLinked, type TeachersAidRow } from './access.ts';
import {
  applicationContacts,
  contactsOf,
  NO_CONTACTS,
  teachersAidRoster,
  type TeachersAidContacts,
} from './contacts.ts';
import { teachersAidTable } from './table.ts';
import { rosterOf, teacherView } from './teachers.ts';

type SchoolRow = typeof schools.$inferSelect;

/** The school as the Teachers Aid form shows it (TeachersAidApplicationSchool). */
function schoolView(
  school: SchoolRow,
  districtName: string | null,
  contacts: TeachersAidContacts,
  /** The application whose view of the school this is (its proposal), if any. */
  applicationId?: number,
) {
  return {
    // An application's school (as its proposal shows it) and the school on record are two
    // objects for the web cache: one id would let either overwrite the other's contacts.
    id: applicationId ? `${school.id}@application-${applicationId}` : String(school.id),
    ...schoolProfileView(school, districtName),
    teachersAidSchoolNumber: school.teachersAidSchoolNumber,
    ...contacts,
  };
}

/**
 * A school as the form prefills it once chosen: address, grades and school number for anybody
 * signed in; the contacts (people's phones and emails) only for the school's grantees and admins.
 */
export async function teachersAidSchool(db: DbOrTx, viewer: Viewer, schoolId: number) {
  const row = await liveSchoolWithDistrict(db, schoolId);
  const contacts = (await isLinked(db, viewer, schoolId))
    ? contactsOf(await teachersAidRoster(db, schoolId))
    : NO_CONTACTS;
  return schoolView(row.school, row.districtName, contacts);
}

/**
 * The application as the API shows it: its term, school, contacts, teachers (by last name, then
 * first name), starter and agreement. Until it is approved, the school's profile and contacts are
 * the ones the application proposes (what its educator typed), not the school's shared record.
 */
export async function applicationView(db: DbOrTx, app: TeachersAidRow, viewer: Viewer) {
  const proposal = pendingProposal(app);
  const [{ school, districtName }, contacts, [term], submittedBy, agreement, roster] =
    await Promise.all([
      schoolWithDistrict(db, app.schoolId),
      applicationContacts(db, app.schoolId, proposal, () => isLinked(db, viewer, app.schoolId)),
      db.select().from(programTerms).where(eq(programTerms.id, app.termId)).limit(1),
      submitterOf(db, app.submittedById),
      agreementInfo(db, teachersAidTable, app),
      rosterOf(db, app.id),
    ]);
  return {
    ...app,
    id: String(app.id),
    applicationTeachersAidId: app.id,
    heldForReview: app.status === 'PENDING_PRINCIPAL' && app.signerReview !== null,
    term: toProgramTerm(term!),
    submittedBy,
    teachers: roster.map(teacherView),
    school: schoolView(withProposedProfile(school, proposal), districtName, contacts, app.id),
    agreement,
  };
}
