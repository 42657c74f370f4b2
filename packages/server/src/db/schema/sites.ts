import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, deletedAt, id, timestamps } from './columns.ts';
import { siteMemberType } from './enums.ts';

const at = () => timestamp({ withTimezone: true });

/** Kids Cafe sites (child care centres, Head Start and after-school programs). */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    name: text().notNull(),
    /** Site type from the domain (Childcare, Head Start, Afterschool Program). */
    type: text(),
    address1: text(),
    address2: text(),
    crossStreet: text(),
    city: text(),
    /** A value of the domain's counties enumeration (HARRIS, FORT_BEND, …). */
    county: text(),
    state: text().notNull().default('TX'),
    zip: text(),
    closestSchool: text(),
    statusKidsCafe: text(),
    statusKidsCafeUpdatedAt: at(),
    firstYearApplied: integer(),
    notes: text(),
    lastEdited: at(),
    lastEditedSiteMembers: at(),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [index('sites_name_idx').on(t.name), index('sites_deleted_at_idx').on(t.deletedAt)],
);

/** A site's primary and secondary point of contact. */
export const siteMembers = pgTable(
  'site_members',
  {
    id: id(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: siteMemberType().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    title: text(),
    phone: text(),
    email: text(),
    isSupervisor: boolean().notNull().default(false),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('site_members_site_idx').on(t.siteId),
    uniqueIndex('site_members_single_role_key')
      .on(t.siteId, t.type)
      .where(sql`deleted_at is null`),
  ],
);

/**
 * Which educators act for which Kids Cafe sites: the grants. As user_schools, a row exists only
 * because an admin assigned the account to the site (source ADMIN) or because the account's own
 * Kids Cafe application for the site was approved (source APPLICATION); a draft naming a site
 * creates none.
 */
export const userSites = pgTable(
  'user_sites',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** ADMIN or APPLICATION: how the grant came about. */
    source: text().notNull().default('ADMIN'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_sites_user_site_key').on(t.userId, t.siteId),
    index('user_sites_site_idx').on(t.siteId),
  ],
);
