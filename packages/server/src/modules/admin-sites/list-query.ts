import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GraphQLError } from 'graphql';
import { returningFlag } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { SNAPSHOT, readThroughSnapshot } from '../../db/snapshot-cache.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { users } from '../../db/schema/auth.ts';
import type { TermType } from '../../db/schema/enums.ts';
import { siteMembers, sites } from '../../db/schema/sites.ts';
import type { AdminSiteListRow } from '../../graphql/generated/resolvers.ts';
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

const ifHeld = (m: Contact, row: SQL) => sql`case when ${m.id} is null then null else ${row} end`;

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
  primary: ifHeld(primary, primaryJson.sql),
  secondary: ifHeld(secondary, secondaryJson.sql),
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

/**
 * The list in ONE statement whatever the number of sites (as the school lists,
 * admin-schools/list-query.ts): two JSON texts, the listed sites with their two live contacts
 * (at most one of each: the role's unique index), sorted by name; and every live application of
 * those sites with its submitter, newest first. Node joins the two by site id.
 */
function listStatement(db: DbOrTx, filter: Filter): SQL {
  const a = applicationKidsCafe;
  const holder = (m: Contact, type: SiteMemberType) =>
    and(eq(m.siteId, sites.id), eq(m.type, type), isNull(m.deletedAt));
  const listed = filter ? inArray(sites.id, sitesApplied(db, filter)) : undefined;
  // The Returning flag looks at every live application of a listed site, whatever the filter.
  const ofListed = filter ? inArray(a.siteId, sitesApplied(db, filter)) : undefined;
  const listedSites = sql`(
    select coalesce(json_agg(${siteJson.sql} order by ${sites.name}, ${sites.id}), '[]'::json)
    from ${sites}
    left join ${siteMembers} ${sql.identifier('primary_contact')}
      on ${holder(primary, 'PRIMARY_POINT_CONTACT')}
    left join ${siteMembers} ${sql.identifier('secondary_contact')}
      on ${holder(secondary, 'SECONDARY_POINT_CONTACT')}
    where ${listed ?? sql`true`})::text`;
  const applications = sql`(
    select coalesce(json_agg(${applicationJson.sql} order by ${sql.join(siteApplicationOrder, sql`, `)}), '[]'::json)
    from ${a}
    left join ${users} on ${users.id} = ${a.submittedById}
    where ${and(isNull(a.deletedAt), ofListed)})::text`;
  return sql`select ${SNAPSHOT} as snapshot, ${listedSites} as sites,
    ${applications} as applications`;
}

interface ListAnswer {
  snapshot: string;
  sites: string;
  applications: string;
}

const date = (value: unknown) => (value == null ? null : new Date(value as string));

/** An application of the JSON text as siteApplicationRows gives it (dates as Dates). */
function applicationOf(values: unknown[]): SiteApplicationRow {
  const row = applicationJson.decode(values);
  return {
    ...row,
    createdAt: date(row.createdAt),
    updatedAt: date(row.updatedAt),
    submittedAt: date(row.submittedAt),
    deletedAt: date(row.deletedAt),
  } as SiteApplicationRow;
}

const memberOf = (json: typeof primaryJson, values: unknown[] | null) =>
  values ? siteMemberView(json.decode(values)) : null;

/** The list's rows from the statement's two JSON texts, joined by site id. */
function listRows(filter: Filter, answer: ListAnswer): AdminSiteListRow[] {
  const bySite = new Map<number, SiteApplicationRow[]>();
  for (const values of JSON.parse(answer.applications) as unknown[][]) {
    const app = applicationOf(values);
    const list = bySite.get(app.siteId);
    if (list) list.push(app);
    else bySite.set(app.siteId, [app]);
  }
  return (JSON.parse(answer.sites) as unknown[][]).map((values) => {
    const site = siteJson.decode(values);
    const all = bySite.get(site.id) ?? [];
    const shown = filter
      ? all.filter((a) => a.type === filter.type && a.applicationYear === filter.applicationYear)
      : all;
    const contact = memberOf(primaryJson, site.primary);
    return {
      ...siteFields(site),
      returning: returningFlag(all),
      contactName: contact?.fullName ?? null,
      contactEmail: contact?.email ?? null,
      contactPhone: contact?.phone ?? null,
      primaryPointOfContact: contact,
      secondaryPointOfContact: memberOf(secondaryJson, site.secondary),
      deletedAt: date(site.deletedAt),
      applications: shown.map(siteApplicationView),
    };
  });
}

/**
 * The admin Kids Cafe sites list (sitesKidsCafe): one SQL statement, kept per filter while the
 * database does not change (db/snapshot-cache.ts). Without a filter every site is listed,
 * archived ones too (the table's Archived filter hides them); with a type and an application
 * year, the sites with a live application of that type and year, and only those applications
 * on each row.
 */
export function siteList(db: Db, args: SiteListFilter): Promise<AdminSiteListRow[]> {
  const filter = filterOf(args);
  const key = `sites:${filter ? `${filter.type}:${filter.applicationYear}` : 'all'}`;
  return readThroughSnapshot(db, key, async () => {
    const result = await db.execute(listStatement(db, filter));
    const [answer] = (result as unknown as { rows: ListAnswer[] }).rows;
    if (!answer) throw new Error('The site list statement gave no row');
    return { snapshot: answer.snapshot, value: listRows(filter, answer) };
  });
}
