import type { organizationMembers } from '../../db/schema/organizations.ts';
import type { OrganizationMember } from '../../graphql/generated/resolvers.ts';

type OrganizationMemberRow = Pick<
  typeof organizationMembers.$inferSelect,
  'id' | 'type' | 'firstName' | 'lastName' | 'title' | 'phone' | 'email'
>;

/** An organization member as the console shows it. */
export function organizationMemberView(row: OrganizationMemberRow): OrganizationMember {
  return {
    id: String(row.id),
    organizationMemberId: row.id,
    type: row.type ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    title: row.title,
    phone: row.phone,
    email: row.email,
  };
}
