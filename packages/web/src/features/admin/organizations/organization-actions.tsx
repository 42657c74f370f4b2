import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { HolderActions } from '../holders/holder-actions';
import { forgetOrganizationChoices, organizationListPath } from './organization-detail-program';
import type { OrganizationDetail } from './organization-detail-program';
import {
  AdminArchiveOrganizationDocument,
  AdminDeleteOrganizationDocument,
  AdminOrganizationDocument,
  AdminRestoreOrganizationDocument,
} from './organization-detail.queries';

/**
 * Archive Organization (or Restore Organization) and Delete Organization, with the holder
 * actions' confirmations (spec 3 §8) and 'Organization Archived', 'Organization Restored',
 * 'Organization Deleted'. A deleted organization goes back to the list. Each change also drops
 * the users screen's organization choices (an archived organization is no longer offered).
 */
export function OrganizationActions({
  program,
  holder: organization,
}: {
  program: PortalProgram;
  holder: OrganizationDetail;
}) {
  const navigate = useNavigate();
  const variables = { organizationId: organization.organizationId };
  const forget = { update: forgetOrganizationChoices };
  const refetch = {
    refetchQueries: [{ query: AdminOrganizationDocument, variables }],
    awaitRefetchQueries: true,
  };
  const [archive] = useMutation(AdminArchiveOrganizationDocument, { ...forget, ...refetch });
  const [restore] = useMutation(AdminRestoreOrganizationDocument, { ...forget, ...refetch });
  const [remove] = useMutation(AdminDeleteOrganizationDocument, forget);
  return (
    <HolderActions
      noun="Organization"
      archived={organization.deletedAt != null}
      change={{
        archive: () => archive({ variables }),
        restore: () => restore({ variables }),
        delete: () => remove({ variables }),
      }}
      messages={{
        archived: MESSAGES.organizationArchived,
        restored: MESSAGES.organizationRestored,
        deleted: MESSAGES.organizationDeleted,
      }}
      onDeleted={() => navigate(organizationListPath(program))}
    />
  );
}
