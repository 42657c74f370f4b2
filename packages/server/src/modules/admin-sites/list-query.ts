import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GraphQLError } from 'graphql';
import { returningFlag } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { users } from '../../db/schema/auth.ts';
import type { TermType } from '../../db/schema/enums.ts';
import { siteMembers, sites } from '../../db/schema/sites.ts';
import type { AdminSiteListRow } from '../../graphql/generated/resolvers.ts';
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
  siteApplicationOrder,
  siteApplicationView,
  siteApplicationColumns,
  type SiteApplicationRow,
} from './site-applications.ts';
import { siteMemberView } from './site-members.ts';
import { siteFields } from './site-view.ts';

/** Ours: the list's filter is a type and an application year together (spec 3 §2). */
export const FILTER_NEEDS_BOTH = 'Choose both a type and an application year, or neither';

export interface SiteListFilter {
  type?: TermType | null;
  applicationYear?: number | null;
}

type Filter = { type: TermType; applicationYear: number } | null;

/** The application of the filter, or none (every site). Half a filter is refused. */
function filterOf({ type, applicationYear }: SiteListFilter): Filter {
  if ((type == null) !== (applicationYear == null)) {
    throw new GraphQLError(FILTER_NEEDS_BOTH, {
      extensions: { code: 'BAD_USER_INPUT', field: type == null ? 'type' : 'applicationYear' },
    });
  }
  return type == null || applicationYear == null ? null : { type, applicationYear };
}

/**
 * The ids of the sites with a live application of the type and year, as an uncorrelated
 * subquery (PostgreSQL hashes it once).
 */
function sitesApplied(db: DbOrTx, filter: NonNullable<Filter>) {
  const app = alias(applicationKidsCafe, 'filter_application');
  return db
    .select({ siteId: app.siteId })
    .from(app)
    .where(
      and(
        isNull(app.deletedAt),
        eq(app.type, filter.type),
        eq(app.applicationYear, filter.applicationYear),
      ),
    );
}

const primary = alias(siteMembers, 'primary_contact');
const secondary = alias(siteMembers, 'secondary_contact');
type Contact = typeof primary | typeof secondary;
type SiteMemberType = (typeof siteMembers.$inferSelect)['type'];

/** A live contact of the statement, by name. */
interface JsonMember {
  id: number;
  type: SiteMemberType;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
  isSupervisor: boolean;
}

const memberJson = (m: Contact) =>
  namedJsonRow<JsonMember>({
    id: m.id,
    type: m.type,
    firstName: m.firstName,
    lastName: m.lastName,
    title: m.title,
    phone: m.phone,
    email: m.email,
    isSupervisor: m.isSupervisor,
  });
const primaryJson = memberJson(primary);
const secondaryJson = memberJson(secondary);

/** A site of the statement, by name (dates as text, contacts as their JSON arrays). */
interface JsonSite {
  id: number;
  name: string;
  type: string | null;
  address1: string | null;
  address2: string | null;
  crossStreet: string | null;
  city: string | null;
  county: string | null;
  state: string;
  zip: string | null;
  closestSchool: string | null;
  statusKidsCafe: string | null;
  deletedAt: string | null;
  primary: unknown[] | null;
  secondary: unknown[] | null;
}

const siteJson = namedJsonRow<JsonSite>({
  id: sites.id,
  name: sites.name,
  type: sites.type,
  address1: sites.address1,
  address2: sites.address2,
  crossStreet: sites.crossStreet,
  city: sites.city,
  county: sites.county,
  state: sites.state,
  zip: sites.zip,
  closestSchool: sites.closestSchool,
  statusKidsCafe: sites.statusKidsCafe,
  deletedAt: sites.deletedAt,
  primary: ifHeld(primary.id, primaryJson.sql),
  secondary: ifHeld(secondary.id, secondaryJson.sql),
});

/** An application of the statement: its columns and its submitter, by name (dates as text). */
const applicationFields = {
  ...siteApplicationColumns,
  submitterFirstName: users.firstName,
  submitterLastName: users.lastName,
  submitterEmail: users.email,
};
const applicationJson =
  namedJsonRow<Record<keyof typeof applicationFields, unknown>>(applicationFields);

/** The statement's two parts (admin-holders/holder-list.ts): the listed sites, their applications. */
function listParts(db: DbOrTx, filter: Filter) {
  const a = applicationKidsCafe;
  const holder = (m: Contact, type: SiteMemberType) =>
    and(eq(m.siteId, sites.id), eq(m.type, type), isNull(m.deletedAt));
  // The Returning flag looks at every live application of a listed site, whatever the filter.
  const ofListed = filter ? inArray(a.siteId, sitesApplied(db, filter)) : undefined;
  return {
    holders: {
      row: siteJson.sql,
      from: sql`${sites}
        ${leftJoinAs(siteMembers, 'primary_contact', holder(primary, 'PRIMARY_POINT_CONTACT'))}
        ${leftJoinAs(siteMembers, 'secondary_contact', holder(secondary, 'SECONDARY_POINT_CONTACT'))}`,
      where: filter ? inArray(sites.id, sitesApplied(db, filter)) : undefined,
      order: [sql`${sites.name}`, sql`${sites.id}`],
    },
    applications: {
      row: applicationJson.sql,
      from: sql`${a} left join ${users} on ${users.id} = ${a.submittedById}`,
      where: and(isNull(a.deletedAt), ofListed),
      order: siteApplicationOrder,
    },
  };
}

/** An application of the JSON text as siteApplicationRows gives it (dates as Dates). */
const applicationOf = (values: unknown[]) =>
  withApplicationDates<SiteApplicationRow>(applicationJson.decode(values));

const memberOf = (json: typeof primaryJson, values: unknown[] | null) =>
  values ? siteMemberView(json.decode(values)) : null;

/** The list's rows from the statement's two JSON arrays, joined by site id. */
function listRows(filter: Filter, sitesJson: unknown[][], apps: unknown[][]): AdminSiteListRow[] {
  const bySite = byHolder(apps.map(applicationOf), (app) => app.siteId);
  return sitesJson.map((values) => {
    const site = siteJson.decode(values);
    const all = bySite.get(site.id) ?? [];
    const shown = filter
      ? all.filter((a) => a.type === filter.type && a.applicationYear === filter.applicationYear)
      : all;
    return {
      ...siteFields(site),
      returning: returningFlag(all),
      ...contactColumns(
        memberOf(primaryJson, site.primary),
        memberOf(secondaryJson, site.secondary),
      ),
      deletedAt: jsonDate(site.deletedAt),
      applications: shown.map(siteApplicationView),
    };
  });
}

/**
 * The admin Kids Cafe sites list (sitesKidsCafe): one SQL statement, kept per filter while the
 * database does not change (admin-holders/holder-list.ts). Without a filter every site is
 * listed, archived ones too (the table's Archived filter hides them); with a type and an
 * application year, the sites with a live application of that type and year, and only those
 * applications on each row.
 */
export function siteList(db: Db, args: SiteListFilter): Promise<AdminSiteListRow[]> {
  const filter = filterOf(args);
  const key = `sites:${filter ? `${filter.type}:${filter.applicationYear}` : 'all'}`;
  return readHolderList(db, key, listParts(db, filter), (held, apps) =>
    listRows(filter, held, apps),
  );
}
