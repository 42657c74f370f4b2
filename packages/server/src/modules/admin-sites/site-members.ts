import type { siteMembers } from '../../db/schema/sites.ts';
import type { SiteMember } from '../../graphql/generated/resolvers.ts';

type SiteMemberRow = Pick<
  typeof siteMembers.$inferSelect,
  'id' | 'type' | 'firstName' | 'lastName' | 'title' | 'phone' | 'email' | 'isSupervisor'
>;

/** A site member as the console shows it. */
export function siteMemberView(row: SiteMemberRow): SiteMember {
  return {
    id: String(row.id),
    siteMemberId: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    title: row.title,
    phone: row.phone,
    email: row.email,
    isSupervisor: row.isSupervisor,
  };
}
