import { desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applicationPartnerServices } from '../../db/schema/application-partner-services.ts';
import { users } from '../../db/schema/auth.ts';
import type { AdminOrganizationApplication } from '../../graphql/generated/resolvers.ts';

const t = applicationPartnerServices;

// Everything of an application but its proposal and its agreement boxes (the organization as
// its applicant typed it and the boxes a submission requires: the application's own screens
// show them, the console's lists do not).
const {
  proposedOrganization: _proposal,
  agreeToProgramPurpose: _purpose,
  agreeNondiscrimination: _nondiscrimination,
  agreeNoReligiousActivity: _religious,
  ...columns
} = getTableColumns(t);
export const organizationApplicationColumns = columns;

/** Newest first: the latest application year first, then the latest created. */
export const organizationApplicationOrder: readonly SQL[] = [
  desc(t.applicationYear),
  desc(t.createdAt),
  desc(t.id),
];

/** The submitter's columns an application row carries. */
export const submitterColumns = {
  submitterFirstName: users.firstName,
  submitterLastName: users.lastName,
  submitterEmail: users.email,
};

/**
 * Partner Services applications with their submitter, in one statement, newest first
 * (organizationApplicationOrder). `where` filters on application_partner_services.
 */
export async function organizationApplicationRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ ...columns, ...submitterColumns })
    .from(t)
    .leftJoin(users, eq(users.id, t.submittedById))
    .where(where)
    .orderBy(...organizationApplicationOrder);
}

export type OrganizationApplicationRow = Awaited<
  ReturnType<typeof organizationApplicationRows>
>[number];

/** An application as the console shows it, with its submitter's name. */
export function organizationApplicationView(
  row: OrganizationApplicationRow,
): AdminOrganizationApplication {
  const { submitterFirstName, submitterLastName, submitterEmail, ...app } = row;
  return {
    ...app,
    id: String(app.id),
    applicationPartnerServicesId: app.id,
    submittedByName:
      submitterFirstName === null
        ? null
        : `${submitterFirstName} ${submitterLastName ?? ''}`.trim(),
    submittedByEmail: submitterEmail,
  };
}
