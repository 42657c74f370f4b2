import { useMutation } from '@apollo/client/react';
import type { HolderTabProps } from '../holders/holder-detail-page';
import { ProgramStatusSection } from '../program-status-section';
import { forgetOrganizationList } from './organization-detail-program';
import type { OrganizationDetail } from './organization-detail-program';
import { AdminUpdateOrganizationStatusDocument } from './organization-detail.queries';

/**
 * Program Status: one value of the programStatuses enumeration for the organization
 * (statusPartnerServices), with the date it was last set; Save (once changed) saves it.
 */
export function OrganizationStatusTab({
  holder: organization,
}: HolderTabProps<OrganizationDetail>) {
  const [update] = useMutation(AdminUpdateOrganizationStatusDocument, {
    update: forgetOrganizationList,
  });
  return (
    <ProgramStatusSection
      saved={organization.programStatus}
      updatedAt={organization.programStatusUpdatedAt}
      save={(status) =>
        update({
          variables: { input: { organizationId: organization.organizationId, status } },
        })
      }
    />
  );
}
