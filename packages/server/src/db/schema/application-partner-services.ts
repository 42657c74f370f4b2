import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { applicationColumns, yearApplicationIndexes } from './application-common.ts';
import { organizations } from './organizations.ts';

/** Partner Services application of an organization. The spec lists only these fields. */
export const applicationPartnerServices = pgTable(
  'application_partner_services',
  {
    ...applicationColumns(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    applicationYear: integer().notNull(),
    operatingHoursStartTime: text(),
    operatingHoursEndTime: text(),
    gateCode: text(),
    isNonProfit: boolean(),
    isReligious: boolean(),
    servicesInterest: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => yearApplicationIndexes('application_partner_services', t.organizationId, t),
);
