import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import type { PortalProgram } from '../../../lib/programs';
import {
  organizationApplicationsPath,
  organizationListPath,
} from '../organizations/organization-detail-program';
import { parseRouteId } from '../route-id';
import { PartnerServicesPrintDocument } from './partner-services-print.queries';
import { PartnerServicesPrintSections } from './partner-services-print-sections';
import { PrintFrame } from './school-print-sections';

/**
 * The admin's print screen of a Partner Services application ({programUrl}/print/:id): a
 * read-only summary with Print Confirmation and Close (back to the organization's applications,
 * or to the list for a new agency's draft, which has no organization yet). A missing application,
 * or one that fails to load, sends the admin to the organizations list (spec 3 §6).
 */
export default function PartnerServicesPrintPage({ program }: { program: PortalProgram }) {
  const { id } = useParams();
  const applicationId = parseRouteId(id);
  const { data, error } = useQuery(PartnerServicesPrintDocument, {
    variables: { id: applicationId ?? 0 },
    skip: applicationId === null,
    fetchPolicy: 'network-only',
  });
  const application = data?.applicationPartnerServices;

  if (applicationId === null || error || (data && !application)) {
    return <Navigate to={organizationListPath(program)} replace />;
  }
  const organizationId = application?.organization.organizationId;
  const closeTo = !application
    ? null
    : organizationId != null
      ? organizationApplicationsPath(program, organizationId)
      : organizationListPath(program);

  return (
    <PrintFrame program={program} closeTo={closeTo}>
      {application ? <PartnerServicesPrintSections application={application} /> : null}
    </PrintFrame>
  );
}
