import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { organizations } from '../../../db/schema/organizations.ts';
import type { Viewer } from '../../../graphql/context.ts';
import { userError } from '../../../graphql/errors.ts';
import { submitterOf } from '../application-view.ts';
import { isGrantedOrganization, type PartnerServicesRow } from './access.ts';
import {
  NO_ORGANIZATION_CONTACTS,
  liveOrganizationMembers,
  organizationContactsOf,
  type OrganizationContacts,
} from './contacts.ts';
import {
  organizationValuesOf,
  pendingOrganizationProposal,
  type ProposedOrganization,
} from './proposed-organization.ts';

type OrganizationRow = typeof organizations.$inferSelect;
type Profile = ReturnType<typeof organizationValuesOf>;

/** The organization's fields of the API (PartnerServicesApplicationOrganization). */
function organizationView(
  id: string,
  organizationId: number | null,
  profile: Profile,
  contacts: OrganizationContacts,
) {
  return {
    id,
    organizationId,
    name: profile.name,
    einNumber: profile.einNumber,
    address1: profile.address1,
    address2: profile.address2,
    city: profile.city,
    county: profile.county,
    state: profile.state,
    zip: profile.zip,
    phone: profile.phone,
    website: profile.website,
    ...contacts,
  };
}

/** The organization's contacts on record, for its members and admins only. */
async function contactsOnRecord(db: DbOrTx, viewer: Viewer, organizationId: number) {
  if (!(await isGrantedOrganization(db, viewer, organizationId))) return NO_ORGANIZATION_CONTACTS;
  return organizationContactsOf(await liveOrganizationMembers(db, organizationId));
}

/**
 * An organization of the caller's as the form prefills it (partnerServicesOrganization: Apply
 * Again, Apply for Next Year): its details and contacts, for its members and admins only. Any
 * other organization, and an archived one, is 'Not found'.
 */
export async function partnerServicesOrganization(
  db: DbOrTx,
  viewer: Viewer,
  organizationId: number,
) {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)))
    .limit(1);
  if (!organization || !(await isGrantedOrganization(db, viewer, organizationId))) {
    throw userError('NOT_FOUND');
  }
  const members = await liveOrganizationMembers(db, organizationId);
  return organizationView(
    String(organization.id),
    organization.id,
    organization,
    organizationContactsOf(members),
  );
}

const NO_PROPOSAL: ProposedOrganization = {
  profile: {
    name: null,
    einNumber: null,
    address1: null,
    address2: null,
    city: null,
    county: null,
    state: null,
    zip: null,
    phone: null,
    website: null,
  },
  members: [],
};

/** The organization as the application shows it: its proposal over the record while it stands. */
async function applicationOrganization(
  db: DbOrTx,
  app: PartnerServicesRow,
  viewer: Viewer,
  proposal: ProposedOrganization | null,
) {
  // An application's organization (as its proposal shows it) and the organization on record
  // are two objects for the web cache: one id would let either overwrite the other's contacts.
  const id = `${app.organizationId ?? 'new'}@application-${app.id}`;
  const [organization]: (OrganizationRow | undefined)[] =
    app.organizationId === null
      ? []
      : await db
          .select()
          .from(organizations)
          .where(eq(organizations.id, app.organizationId))
          .limit(1);
  // An application with neither (only one made elsewhere) shows an empty proposal.
  if (proposal || !organization) {
    const shown = proposal ?? NO_PROPOSAL;
    return organizationView(
      id,
      app.organizationId,
      organizationValuesOf(shown.profile, organization),
      organizationContactsOf(shown.members),
    );
  }
  return organizationView(
    id,
    organization.id,
    organization,
    await contactsOnRecord(db, viewer, organization.id),
  );
}

/**
 * The application as the API shows it (ApplicationPartnerServices). Until it is approved, the
 * organization's details and contacts are the ones the application proposes (what its educator
 * typed), whoever reads it; otherwise the organization on record, its contacts only for the
 * organization's members and admins.
 */
export async function applicationView(db: DbOrTx, app: PartnerServicesRow, viewer: Viewer) {
  const [organization, submittedBy] = await Promise.all([
    applicationOrganization(db, app, viewer, pendingOrganizationProposal(app)),
    submitterOf(db, app.submittedById),
  ]);
  return {
    ...app,
    id: String(app.id),
    applicationPartnerServicesId: app.id,
    submittedBy,
    organization,
  };
}
