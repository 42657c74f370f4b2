import { useMutation } from '@apollo/client/react';
import { HolderContactsTab } from '../holders/holder-contacts-tab';
import type { HolderTabProps } from '../holders/holder-detail-page';
import {
  ORGANIZATION_MEMBER_TYPES,
  organizationContactsSchema,
  organizationContactsValues,
  organizationMemberInput,
} from './organization-contacts-values';
import { forgetOrganizationList } from './organization-detail-program';
import type { OrganizationDetail } from './organization-detail-program';
import { AdminUpdateOrganizationMembersDocument } from './organization-detail.queries';

/**
 * Contacts: the organization's Primary and Secondary Point of Contact, each with first name,
 * last name, title (optional), phone and email, checked by the domain's organization members
 * rules (both roles, phones as 123-456-7890, the two emails different ignoring case). Save
 * Changes replaces the organization's contacts with 'Update Successful'.
 */
export function OrganizationContactsTab({
  holder: organization,
}: HolderTabProps<OrganizationDetail>) {
  const [save] = useMutation(AdminUpdateOrganizationMembersDocument, {
    update: forgetOrganizationList,
  });
  return (
    <HolderContactsTab
      field="members"
      types="organizationMemberTypes"
      roles={ORGANIZATION_MEMBER_TYPES}
      schema={organizationContactsSchema()}
      defaultValues={organizationContactsValues(organization)}
      lastEdited={organization.lastEditedMembers}
      save={async (members) => {
        const input = {
          organizationId: organization.organizationId,
          members: members.map(organizationMemberInput),
        };
        const { data } = await save({ variables: { input } });
        return data ? organizationContactsValues(data.adminUpdateOrganizationMembers) : undefined;
      }}
    />
  );
}
