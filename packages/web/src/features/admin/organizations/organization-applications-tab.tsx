import { useMutation } from '@apollo/client/react';
import { formatShortDate } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { HolderApplicationsTab } from '../holders/holder-applications-tab';
import type { HolderApplicationColumns } from '../holders/holder-applications-tab';
import type { HolderTabProps } from '../holders/holder-detail-page';
import { yesNo } from '../../../components/admin-list/list-filters';
import { forgetOrganizationList } from './organization-detail-program';
import type { OrganizationApplication, OrganizationDetail } from './organization-detail-program';
import {
  AdminDeleteOrganizationApplicationDocument,
  AdminUpdateOrganizationApplicationsDocument,
} from './organization-detail.queries';

/** The read-only application and the print screen of a Partner Services application. */
export function organizationApplicationLinks(program: PortalProgram, applicationId: number) {
  return {
    view: `${program.url}/application/step-1/${applicationId}`,
    print: `${program.url}/print/${applicationId}`,
  };
}

const columns = (program: PortalProgram): HolderApplicationColumns<OrganizationApplication> => ({
  headers: ['Application Year', 'Submitted At', 'Submitted By', 'Continuation'],
  cells: (application) => (
    <>
      <th scope="row">{application.applicationYear}</th>
      <td>{formatShortDate(application.submittedAt)}</td>
      <td>{application.submittedByName ?? ''}</td>
      <td>{yesNo(application.isContinuation)}</td>
    </>
  ),
  name: (application) => String(application.applicationYear),
  id: (application) => application.applicationPartnerServicesId,
  status: (application) => application.status,
  links: (application) =>
    organizationApplicationLinks(program, application.applicationPartnerServicesId),
});

/**
 * Applications: the organization's Partner Services applications (year, submission, whether it
 * continues an approved one) on the holder applications tab: the status dropdown rules of spec 3
 * §4, Save, View (the read-only form), Print and Delete.
 */
export function OrganizationApplicationsTab({
  program,
  holder: organization,
  screens,
}: HolderTabProps<OrganizationDetail>) {
  const forget = { update: forgetOrganizationList };
  const [update] = useMutation(AdminUpdateOrganizationApplicationsDocument, forget);
  const [remove] = useMutation(AdminDeleteOrganizationApplicationDocument, forget);
  return (
    <HolderApplicationsTab
      program={program}
      screens={screens}
      applications={organization.applications}
      columns={columns(program)}
      save={(changed) =>
        update({
          variables: {
            input: {
              organizationId: organization.organizationId,
              applications: changed.map(({ id, status }) => ({
                applicationPartnerServicesId: id,
                status,
              })),
            },
          },
        })
      }
      remove={(applicationPartnerServicesId) =>
        remove({ variables: { applicationPartnerServicesId } })
      }
    />
  );
}
