import { pgEnum } from 'drizzle-orm/pg-core';

// Closed value sets that the specification names in full are PostgreSQL enums. Sets whose values
// the specification does not show (program statuses, email statuses, operating frequencies, …)
// are text columns validated by packages/domain, so adding a value needs no migration.

export const program = pgEnum('program', [
  'BACKPACK_BUDDY',
  'SCHOOL_MARKET',
  'TEACHERS_AID',
  'KIDS_CAFE',
  'PARTNER_SERVICES',
]);

export const applicationStatus = pgEnum('application_status', [
  'IN_PROGRESS',
  'PENDING',
  'PENDING_PRINCIPAL',
  'APPROVED',
  'DENIED',
  'WAITLISTED',
  'WITHDRAWN',
]);

export const termType = pgEnum('term_type', ['SCHOOL', 'SUMMER']);

export const schoolType = pgEnum('school_type', [
  'ELEMENTARY',
  'MIDDLE',
  'HIGH',
  'NON_TRADITIONAL',
]);

/** Team member roles of all three school programs, in one enum (see school_team_members). */
export const teamMemberType = pgEnum('team_member_type', [
  'PRINCIPAL',
  'PRIMARY',
  'SECONDARY',
  'STAFF',
  'VOLUNTEER',
  'PRIMARY_POINT_OF_CONTACT',
  'SITE_COORDINATOR',
]);

export const siteMemberType = pgEnum('site_member_type', [
  'PRIMARY_POINT_CONTACT',
  'SECONDARY_POINT_CONTACT',
]);

export const marketType = pgEnum('market_type', ['BRICK_MORTAR', 'MOBILE', 'ALTERNATE']);

/** Logical bucket names, as the domain's STORAGE_BUCKETS; the server maps them to real buckets. */
export const fileBucket = pgEnum('file_bucket', ['documents', 'resources']);

export type Program = (typeof program.enumValues)[number];
export type ApplicationStatus = (typeof applicationStatus.enumValues)[number];
export type TermType = (typeof termType.enumValues)[number];
export type SchoolType = (typeof schoolType.enumValues)[number];
export type TeamMemberType = (typeof teamMemberType.enumValues)[number];
