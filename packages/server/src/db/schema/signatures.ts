import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applicationBackpackBuddy } from './application-backpack-buddy.ts';
import { applicationSchoolMarket } from './application-school-market.ts';
import { applicationTeachersAid } from './application-teachers-aid.ts';
import { createdAt, id } from './columns.ts';
import { program } from './enums.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Principal signature requests and their answers, for the three signed programs. One row per
 * emailed link (a resend adds a row; the older links can be expired). Only the SHA-256 of the
 * link's token is stored, like session tokens. The application is referenced through one of three
 * nullable foreign keys (exactly one set, matching program), so deleting an application deletes
 * its signature rows.
 */
export const principalSignatures = pgTable(
  'principal_signatures',
  {
    id: id(),
    program: program().notNull(),
    applicationBackpackBuddyId: integer().references(() => applicationBackpackBuddy.id, {
      onDelete: 'cascade',
    }),
    applicationSchoolMarketId: integer().references(() => applicationSchoolMarket.id, {
      onDelete: 'cascade',
    }),
    applicationTeachersAidId: integer().references(() => applicationTeachersAid.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text().notNull().unique(),
    /** Where the link was sent: the principal (or Houston ISD School Market primary contact). */
    principalEmail: text().notNull(),
    expiresAt: at().notNull(),
    signeeName: text(),
    signeeEmail: text(),
    signedAt: at(),
    /** Client IP address of the signee. */
    signeeAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('principal_signatures_backpack_buddy_idx').on(t.applicationBackpackBuddyId),
    index('principal_signatures_school_market_idx').on(t.applicationSchoolMarketId),
    index('principal_signatures_teachers_aid_idx').on(t.applicationTeachersAidId),
    check(
      'principal_signatures_one_application_check',
      sql`(program = 'BACKPACK_BUDDY' and application_backpack_buddy_id is not null
        and application_school_market_id is null and application_teachers_aid_id is null)
      or (program = 'SCHOOL_MARKET' and application_school_market_id is not null
        and application_backpack_buddy_id is null and application_teachers_aid_id is null)
      or (program = 'TEACHERS_AID' and application_teachers_aid_id is not null
        and application_backpack_buddy_id is null and application_school_market_id is null)`,
    ),
  ],
);
