import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { siteApplicationsPath, siteListPath } from '../sites/site-detail-program';
import { KidsCafePrintDocument } from './kids-cafe-print.queries';
import { KidsCafePrintSections } from './kids-cafe-print-sections';
import { PrintFrame } from './school-print-sections';

const TERMS = ['SCHOOL', 'SUMMER'];

/**
 * The admin's print screen of a Kids Cafe application ({programUrl}/print/:id/:term, spec 3 §2,
 * the term SCHOOL or SUMMER): a read-only summary with Print Confirmation and Close (back to the
 * site's applications). A missing application, or one that fails to load, sends the admin to the
 * sites list (spec 3 §6); a term other than the application's is corrected.
 */
export default function KidsCafePrintPage({ program }: { program: PortalProgram }) {
  const { id, term = '' } = useParams();
  const applicationId = parseRouteId(id);
  const valid = applicationId !== null && TERMS.includes(term);
  const { data, error } = useQuery(KidsCafePrintDocument, {
    variables: { id: applicationId ?? 0 },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const application = data?.applicationKidsCafe;

  if (!valid || error || (data && !application)) {
    return <Navigate to={siteListPath(program)} replace />;
  }
  if (application && application.type !== term) {
    return <Navigate to={`${program.url}/print/${applicationId}/${application.type}`} replace />;
  }

  return (
    <PrintFrame
      program={program}
      closeTo={application ? siteApplicationsPath(program, application.site.siteId) : null}
    >
      {application ? <KidsCafePrintSections application={application} /> : null}
    </PrintFrame>
  );
}
