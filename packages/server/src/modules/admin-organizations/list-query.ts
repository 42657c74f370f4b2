import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { returningFlag } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { applicationPartnerServices } from '../../db/schema/application-partner-services.ts';
import { users } from '../../db/schema/auth.ts';
import { organizationMembers, organizations } from '../../db/schema/organizations.ts';
import type { AdminOrganizationListRow } from '../../graphql/generated/resolvers.ts';
import {
  byHolder,
  ifHeld,
  contactColumns,
  jsonDate,
  leftJoinAs,
  readHolderList,
  withApplicationDates,
} from '../admin-holders/holder-list.ts';
import { namedJsonRow } from '../admin-schools/list-query.ts';
import {
  organizationApplicationColumns,
  organizationApplicationOrder,
  organizationApplicationView,
  submitterColumns,
  type OrganizationApplicationRow,
} from './organization-applications.ts';
import { organizationMemberView } from './organization-members.ts';
import { organizationFields } from './organization-view.ts';

const t = applicationPartnerServices;

/**
 * The ids of the organizations with a live application of the year, as an uncorrelated
 * subquery (PostgreSQL hashes it once).
 */
function appliedIn(db: DbOrTx, applicationYear: number) {
  const app = alias(t, 'filter_application');
  return db
    .select({ organizationId: app.organizationId })
    .from(app)
    .where(and(isNull(app.deletedAt), eq(app.applicationYear, applicationYear)));
}

const primary = alias(organizationMembers, 'primary_contact');
const secondary = alias(organizationMembers, 'secondary_contact');
type Contact = typeof primary | typeof secondary;
type Member = typeof organizationMembers.$inferSelect;

const memberJson = (m: Contact) =>
  namedJsonRow<
    Pick<Member, 'id' | 'type' | 'firstName' | 'lastName' | 'title' | 'phone' | 'email'>
  >({
    id: m.id,
    type: m.type,
    firstName: m.firstName,
    lastName: m.lastName,
    title: m.title,
    phone: m.phone,
    email: m.email,
  });
const primaryJson = memberJson(primary);
const secondaryJson = memberJson(secondary);

const o = organizations;

/** An organization of the statement, by name (dates as text, contacts as their JSON arrays). */
const organizationJson = namedJsonRow<{
  id: number;
  name: string;
  einNumber: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  county: string | null;
  state: string;
  zip: string | null;
  phone: string | null;
  website: string | null;
  statusPartnerServices: string | null;
  deletedAt: string | null;
  primary: unknown[] | null;
  secondary: unknown[] | null;
}>({
  id: o.id,
  name: o.name,
  einNumber: o.einNumber,
  address1: o.address1,
  address2: o.address2,
  city: o.city,
  county: o.county,
  state: o.state,
  zip: o.zip,
  phone: o.phone,
  website: o.website,
  statusPartnerServices: o.statusPartnerServices,
  deletedAt: o.deletedAt,
  primary: ifHeld(primary.id, primaryJson.sql),
  secondary: ifHeld(secondary.id, secondaryJson.sql),
});

/** An application of the statement: its columns and its submitter, by name (dates as text). */
const applicationFields = { ...organizationApplicationColumns, ...submitterColumns };
const applicationJson =
  namedJsonRow<Record<keyof typeof applicationFields, unknown>>(applicationFields);

/**
 * The statement's two parts (admin-holders/holder-list.ts): the listed organizations with their
 * two live contacts (at most one of each: the role's unique index), by name; every live
 * application of those organizations with its submitter, newest first.
 */
function listParts(db: DbOrTx, applicationYear: number | null) {
  const contact = (m: Contact, type: string) =>
    and(eq(m.organizationId, o.id), eq(m.type, type), isNull(m.deletedAt));
  const filtered = applicationYear === null ? null : appliedIn(db, applicationYear);
  return {
    holders: {
      row: organizationJson.sql,
      from: sql`${o}
        ${leftJoinAs(organizationMembers, 'primary_contact', contact(primary, 'PRIMARY_POINT_CONTACT'))}
        ${leftJoinAs(organizationMembers, 'secondary_contact', contact(secondary, 'SECONDARY_POINT_CONTACT'))}`,
      where: filtered ? inArray(o.id, filtered) : undefined,
      order: [sql`${o.name}`, sql`${o.id}`],
    },
    applications: {
      row: applicationJson.sql,
      from: sql`${t} left join ${users} on ${users.id} = ${t.submittedById}`,
      // The Returning flag looks at every live application of a listed organization.
      where: and(isNull(t.deletedAt), filtered ? inArray(t.organizationId, filtered) : undefined),
      order: organizationApplicationOrder,
    },
  };
}

/** An application of the JSON text as organizationApplicationRows gives it (dates as Dates). */
const applicationOf = (values: unknown[]) =>
  withApplicationDates<OrganizationApplicationRow>(applicationJson.decode(values));

const memberOf = (json: typeof primaryJson, values: unknown[] | null) =>
  values ? organizationMemberView(json.decode(values)) : null;

/** The list's rows from the statement's two JSON arrays, joined by organization id. */
function listRows(
  applicationYear: number | null,
  held: unknown[][],
  apps: unknown[][],
): AdminOrganizationListRow[] {
  const byOrganization = byHolder(apps.map(applicationOf), (app) => app.organizationId);
  return held.map((values) => {
    const row = organizationJson.decode(values);
    const all = byOrganization.get(row.id) ?? [];
    const shown =
      applicationYear === null ? all : all.filter((a) => a.applicationYear === applicationYear);
    return {
      ...organizationFields(row),
      returning: returningFlag(all),
      ...contactColumns(memberOf(primaryJson, row.primary), memberOf(secondaryJson, row.secondary)),
      deletedAt: jsonDate(row.deletedAt),
      applications: shown.map(organizationApplicationView),
    };
  });
}

/**
 * The admin Partner Services organizations list (organizationsPartnerServices): one SQL
 * statement, kept per year while the database does not change (admin-holders/holder-list.ts).
 * Without a year every organization is listed, archived ones too (the table's Archived filter
 * hides them); with one, the organizations with a live application of that year, and only
 * those applications on each row.
 */
export function organizationList(
  db: Db,
  applicationYear: number | null | undefined,
): Promise<AdminOrganizationListRow[]> {
  const year = applicationYear ?? null;
  return readHolderList(db, `organizations:${year ?? 'all'}`, listParts(db, year), (held, apps) =>
    listRows(year, held, apps),
  );
}
