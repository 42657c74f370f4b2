import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { SchoolMarketPrintDocument } from './school-market-print.queries';
import { SchoolMarketPrintSections } from './school-market-print-sections';
import { PrintFrame, schoolApplicationsPath } from './school-print-sections';

/**
 * The admin's print screen of a School Market application ({programUrl}/print/:id): a read-only
 * summary with Print Confirmation and Close. A missing application (applicationSchoolMarket
 * answers an error), or one that fails to load, sends the admin to the school list (spec 3 §6).
 */
export default function SchoolMarketPrintPage({ program }: { program: PortalProgram }) {
  const { id } = useParams();
  const applicationId = parseRouteId(id);
  const { data, error } = useQuery(SchoolMarketPrintDocument, {
    variables: {
      id: applicationId ?? 0,
      applicationId: String(applicationId ?? ''),
      programName: program.slug,
    },
    skip: applicationId === null,
    fetchPolicy: 'network-only',
  });

  if (applicationId === null || error || (data && !data.applicationSchoolMarket)) {
    return <Navigate to={`${program.url}/schools`} replace />;
  }

  return (
    <PrintFrame
      program={program}
      closeTo={
        data ? schoolApplicationsPath(program, data.applicationSchoolMarket.school.schoolId) : null
      }
    >
      {data ? <SchoolMarketPrintSections data={data} /> : null}
    </PrintFrame>
  );
}
