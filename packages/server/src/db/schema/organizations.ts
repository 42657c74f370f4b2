import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, deletedAt, id, timestamps } from './columns.ts';

const at = () => timestamp({ withTimezone: true });

/** Partner Services organizations. The spec shows few fields; the address mirrors schools'. */
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
    /** A value of the domain's counties enumeration (HARRIS, FORT_BEND, …). */
    county: text(),
    state: text().notNull().default('TX'),
    zip: text(),
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
  ],
);

/** An organization's contacts. The spec does not list their roles, so type is free text. */
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
  (t) => [index('organization_members_organization_idx').on(t.organizationId)],
);

/** Which educators act for which Partner Services organizations. */
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
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_organizations_user_organization_key').on(t.userId, t.organizationId),
    index('user_organizations_organization_idx').on(t.organizationId),
  ],
);
