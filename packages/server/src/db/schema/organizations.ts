import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, deletedAt, id, timestamps } from './columns.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Partner Services organizations (partner agencies: pantries, soup kitchens, shelters). The spec
 * shows few fields (organizationId, einNumber, address, members, contacts, statusPartnerServices);
 * the address mirrors schools', phone and website are ours (docs/decisions.md, Partner Services).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text().notNull(),
    einNumber: text(),
    address1: text(),
    address2: text(),
    city: text(),
    /** A value of the domain's counties enumeration (HARRIS, FORT_BEND, …). */
    county: text(),
    state: text().notNull().default('TX'),
    zip: text(),
    /** 123-456-7890. */
    phone: text(),
    /** http:// or https:// address. */
    website: text(),
    statusPartnerServices: text(),
    statusPartnerServicesUpdatedAt: at(),
    firstYearApplied: integer(),
    notes: text(),
    lastEdited: at(),
    lastEditedMembers: at(),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('organizations_name_idx').on(t.name),
    index('organizations_deleted_at_idx').on(t.deletedAt),
    index('organizations_ein_idx').on(t.einNumber),
  ],
);

/**
 * An organization's contacts: its PRIMARY_POINT_CONTACT and SECONDARY_POINT_CONTACT (ours, as
 * Kids Cafe sites': the spec does not list their roles), at most one live row of each.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    title: text(),
    phone: text(),
    email: text(),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('organization_members_organization_idx').on(t.organizationId),
    uniqueIndex('organization_members_single_role_key')
      .on(t.organizationId, t.type)
      .where(sql`deleted_at is null`),
  ],
);

/**
 * Which educators act for which Partner Services organizations: the grants. As user_schools, a
 * row exists only because an admin assigned the account (source ADMIN) or because the account's
 * own application for the organization was approved (source APPLICATION).
 */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** ADMIN or APPLICATION: how the grant came about. */
    source: text().notNull().default('ADMIN'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_organizations_user_organization_key').on(t.userId, t.organizationId),
    index('user_organizations_organization_idx').on(t.organizationId),
  ],
);
