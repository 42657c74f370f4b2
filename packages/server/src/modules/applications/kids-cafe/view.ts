import { and, eq, isNull } from 'drizzle-orm';
import { isoDayToUs } from '@portal/domain';
import { KIDS_CAFE_MEALS, mealFields } from '@portal/domain/programs/kids-cafe';
import type { DbOrTx } from '../../../db/client.ts';
import { sites } from '../../../db/schema/sites.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';
import { submitterOf } from '../application-view.ts';
import { isGrantedSite, type KidsCafeRow } from './access.ts';
import {
  NO_SITE_CONTACTS,
  liveSiteMembers,
  siteContactsOf,
  type SiteContacts,
} from './contacts.ts';
import { pendingSiteProposal, withProposedSite } from './proposed-site.ts';
import { siteProfileView } from './site-profile.ts';
import { displayedYear } from './years.ts';

type SiteRow = typeof sites.$inferSelect;

/** The site as the Kids Cafe form shows it (KidsCafeApplicationSite). */
function siteView(site: SiteRow, contacts: SiteContacts, applicationId?: number) {
  return {
    // An application's site (as its proposal shows it) and the site on record are two objects
    // for the web cache: one id would let either overwrite the other's contacts.
    id: applicationId ? `${site.id}@application-${applicationId}` : String(site.id),
    ...siteProfileView(site),
    ...contacts,
  };
}

/** The site's contacts on record, for its grantees and admins only. */
async function contactsOnRecord(db: DbOrTx, viewer: Viewer, siteId: number) {
  if (!(await isGrantedSite(db, viewer, siteId))) return NO_SITE_CONTACTS;
  return siteContactsOf(await liveSiteMembers(db, siteId));
}

/**
 * A site as the form prefills it once chosen (kidsCafeSite): its address for anybody signed in,
 * its contacts (people's phones and emails) only for its grantees and admins. An archived site
 * is 'Not found'.
 */
export async function kidsCafeSite(db: DbOrTx, viewer: Viewer, siteId: number) {
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, siteId), isNull(sites.deletedAt)))
    .limit(1);
  if (!site) throw userError('NOT_FOUND');
  return siteView(site, await contactsOnRecord(db, viewer, siteId));
}

/** Meal interests never answered (an application made elsewhere) read as unchecked. */
function mealInterests(app: KidsCafeRow) {
  return Object.fromEntries(
    KIDS_CAFE_MEALS.map((meal) => {
      const key = mealFields(meal).interest;
      return [key, app[key] ?? false];
    }),
  );
}

/**
 * The application as the API shows it (ApplicationKidsCafe). Until it is approved, the site's
 * profile and contacts are the ones the application proposes (what its educator typed),
 * whoever reads it; otherwise the site on record, its contacts only for the site's grantees and
 * admins. Dates are shown MM/DD/YYYY.
 */
export async function applicationView(db: DbOrTx, app: KidsCafeRow, viewer: Viewer) {
  const proposal = pendingSiteProposal(app);
  const [[site], contacts, submittedBy] = await Promise.all([
    db.select().from(sites).where(eq(sites.id, app.siteId)).limit(1),
    proposal ? siteContactsOf(proposal.members) : contactsOnRecord(db, viewer, app.siteId),
    submitterOf(db, app.submittedById),
  ]);
  if (!site) throw new Error(`site ${app.siteId} missing`);
  return {
    ...app,
    ...mealInterests(app),
    id: String(app.id),
    applicationKidsCafeId: app.id,
    applicationYearDisplayed: displayedYear(app.type, app.applicationYear),
    startDate: app.startDate ? isoDayToUs(app.startDate) : null,
    endDate: app.endDate ? isoDayToUs(app.endDate) : null,
    submittedBy,
    site: siteView(withProposedSite(site, proposal), contacts, app.id),
  };
}
