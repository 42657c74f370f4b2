import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { isoDayToUs } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { users } from '../../db/schema/auth.ts';
import type { AdminSiteApplication } from '../../graphql/generated/resolvers.ts';
import { displayedYear } from '../applications/kids-cafe/years.ts';

// Everything of an application but its proposal (the site as its educator typed it: the
// application's own screens show it, the console's lists do not).
const { proposedSite: _proposal, ...columns } = getTableColumns(applicationKidsCafe);
export const siteApplicationColumns = columns;

/**
 * Newest first: the latest application year first, its summer (displayed as the next year)
 * before its school year, then the latest created.
 */
export const siteApplicationOrder = [
  desc(applicationKidsCafe.applicationYear),
  desc(sql`${applicationKidsCafe.type} = 'SUMMER'`),
  desc(applicationKidsCafe.createdAt),
  desc(applicationKidsCafe.id),
];

/**
 * Kids Cafe applications with their submitter, in one statement, newest first
 * (siteApplicationOrder). `where` filters on application_kids_cafe.
 */
export async function siteApplicationRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      ...columns,
      submitterFirstName: users.firstName,
      submitterLastName: users.lastName,
      submitterEmail: users.email,
    })
    .from(applicationKidsCafe)
    .leftJoin(users, eq(users.id, applicationKidsCafe.submittedById))
    .where(where)
    .orderBy(...siteApplicationOrder);
}

export type SiteApplicationRow = Awaited<ReturnType<typeof siteApplicationRows>>[number];

const usDay = (day: string | null) => (day ? isoDayToUs(day) : null);

/** An application as the console shows it: dates MM/DD/YYYY, unanswered meal boxes unchecked. */
export function siteApplicationView(row: SiteApplicationRow): AdminSiteApplication {
  const { submitterFirstName, submitterLastName, submitterEmail, ...app } = row;
  return {
    ...app,
    id: String(app.id),
    applicationKidsCafeId: app.id,
    applicationYearDisplayed: displayedYear(app.type, app.applicationYear),
    startDate: usDay(app.startDate),
    endDate: usDay(app.endDate),
    interestBreakfast: app.interestBreakfast ?? false,
    interestBrunch: app.interestBrunch ?? false,
    interestLunch: app.interestLunch ?? false,
    interestBogoLunch: app.interestBogoLunch ?? false,
    interestSnack: app.interestSnack ?? false,
    interestSupper: app.interestSupper ?? false,
    submittedByName:
      submitterFirstName === null
        ? null
        : `${submitterFirstName} ${submitterLastName ?? ''}`.trim(),
    submittedByEmail: submitterEmail,
  };
}
