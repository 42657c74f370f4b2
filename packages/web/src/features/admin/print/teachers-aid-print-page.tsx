import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { TeachersAidPrintDocument } from './teachers-aid-print.queries';
import { TeachersAidPrintSections } from './teachers-aid-print-sections';
import { PrintFrame, schoolApplicationsPath } from './school-print-sections';

/**
 * The admin's print screen of a Teachers Aid application ({programUrl}/print/:id): a read-only
 * summary with Print Confirmation and Close. A missing application (applicationTeachersAid
 * answers an error), or one that fails to load, sends the admin to the school list (spec 3 §6).
 */
export default function TeachersAidPrintPage({ program }: { program: PortalProgram }) {
  const { id } = useParams();
  const applicationId = parseRouteId(id);
  const { data, error } = useQuery(TeachersAidPrintDocument, {
    variables: {
      id: applicationId ?? 0,
      applicationId: String(applicationId ?? ''),
      programName: program.slug,
    },
    skip: applicationId === null,
    fetchPolicy: 'network-only',
  });

  if (applicationId === null || error || (data && !data.applicationTeachersAid)) {
    return <Navigate to={`${program.url}/schools`} replace />;
  }

  return (
    <PrintFrame
      program={program}
      closeTo={
        data ? schoolApplicationsPath(program, data.applicationTeachersAid.school.schoolId) : null
      }
    >
      {data ? <TeachersAidPrintSections data={data} /> : null}
    </PrintFrame>
  );
}
