import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, deletedAt, id, timestamps } from './columns.ts';
import { districts } from './districts.ts';
import { program, schoolType, teamMemberType } from './enums.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Schools of the three school programs (Backpack Buddy, School Market, Teachers Aid). One row per
 * school; the per-program columns (external id, status, first year applied) sit side by side.
 * Everything but the name may be blank while an educator's first application is a draft.
 */
export const schools = pgTable(
  'schools',
  {
    id: id(),
    backpackBuddyId: text(),
    schoolMarketAgencyNumber: text(),
    teachersAidSchoolNumber: text(),
    name: text().notNull(),
    type: schoolType(),
    address1: text(),
    address2: text(),
    city: text(),
    /** A value of the domain's counties enumeration (HARRIS, FORT_BEND, …). */
    /** A value of the domain's counties enumeration (HARRIS, FORT_BEND, …). */
    county: text(),
    state: text().notNull().default('TX'),
    zip: text(),
    districtId: integer().references(() => districts.id, { onDelete: 'restrict' }),
    /** Grade codes (PK, K, 1 … 12), validated by the domain's gradesServed enumeration. */
    gradesServed: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Program statuses come from the domain's programStatuses enumeration (values not in the spec).
    statusBackpackBuddy: text(),
    statusBackpackBuddyUpdatedAt: at(),
    statusSchoolMarket: text(),
    statusSchoolMarketUpdatedAt: at(),
    statusTeachersAid: text(),
    statusTeachersAidUpdatedAt: at(),
    firstYearAppliedBackpackBuddy: integer(),
    firstYearAppliedSchoolMarket: integer(),
    firstYearAppliedTeachersAid: integer(),
    foodSafetyStatus: text(),
    notes: text(),
    /** Last edit of the school profile (updated_at also moves on status changes). */
    lastEdited: at(),
    /** Last edit of the school's contacts (team members). */
    lastEditedTeamMembers: at(),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('schools_name_idx').on(t.name),
    index('schools_district_idx').on(t.districtId, t.name),
    index('schools_type_idx').on(t.type),
    index('schools_deleted_at_idx').on(t.deletedAt),
    uniqueIndex('schools_backpack_buddy_id_key').on(t.backpackBuddyId),
  ],
);

/**
 * Which educators act for which schools: the grants. A row exists only because an admin assigned
 * the account to the school (source ADMIN) or because the account's own application for the
 * school was approved (source APPLICATION). Nothing an educator saves in a draft creates one.
 */
export const userSchools = pgTable(
  'user_schools',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** ADMIN or APPLICATION: how the grant came about. */
    source: text().notNull().default('ADMIN'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_schools_user_school_key').on(t.userId, t.schoolId),
    index('user_schools_school_idx').on(t.schoolId),
  ],
);

/**
 * Contacts of a school for one program: Backpack Buddy PRINCIPAL, PRIMARY, SECONDARY, STAFF,
 * VOLUNTEER; School Market PRIMARY_POINT_OF_CONTACT, PRINCIPAL; Teachers Aid SITE_COORDINATOR,
 * PRINCIPAL. One table with a program column: the three rosters have the same shape, and a
 * principal can differ per program. At most one live row per school, program and single-holder
 * role (everything but STAFF and VOLUNTEER): soft-delete the old holder before inserting a new one.
 */
export const schoolTeamMembers = pgTable(
  'school_team_members',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    program: program().notNull(),
    type: teamMemberType().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    title: text(),
    phone: text(),
    email: text(),
    ...timestamps(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('school_team_members_school_idx').on(t.schoolId, t.program),
    uniqueIndex('school_team_members_single_role_key')
      .on(t.schoolId, t.program, t.type)
      .where(sql`deleted_at is null and type not in ('STAFF', 'VOLUNTEER')`),
  ],
);

/**
 * Links found by the 0002 migration that came only from an unapproved application draft (the
 * old step 1 linked whoever named a school). They were taken out of user_schools and wait here
 * for an admin: re-assign the school from the user's page if the person is genuine.
 */
export const schoolLinkReviews = pgTable(
  'school_link_reviews',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    linkedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('school_link_reviews_user_school_key').on(t.userId, t.schoolId)],
);
