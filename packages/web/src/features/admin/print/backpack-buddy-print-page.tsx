import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { BackpackBuddyPrintDocument } from './backpack-buddy-print.queries';
import { BackpackBuddyPrintSections } from './backpack-buddy-print-sections';
import { PrintFrame, schoolApplicationsPath } from './school-print-sections';

/**
 * The admin's print screen of a Backpack Buddy application ({programUrl}/print/:id): a read-only
 * summary with Print Confirmation and Close. A missing application, or one that fails to load,
 * sends the admin to the school list (spec 3 §6).
 */
export default function BackpackBuddyPrintPage({ program }: { program: PortalProgram }) {
  const { id } = useParams();
  const applicationId = parseRouteId(id);
  const { data, error } = useQuery(BackpackBuddyPrintDocument, {
    variables: {
      id: applicationId ?? 0,
      applicationId: String(applicationId ?? ''),
      programName: program.slug,
    },
    skip: applicationId === null,
    fetchPolicy: 'network-only',
  });

  // For an admin the signature details are null only when the application does not exist.
  if (applicationId === null || error || data?.applicationSignatureDetails === null) {
    return <Navigate to={`${program.url}/schools`} replace />;
  }

  return (
    <PrintFrame
      program={program}
      closeTo={
        data ? schoolApplicationsPath(program, data.applicationBackpackBuddy.school.schoolId) : null
      }
    >
      {data ? <BackpackBuddyPrintSections data={data} /> : null}
    </PrintFrame>
  );
}
