import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { BackpackBuddyPrintDocument } from './backpack-buddy-print.queries';
import { BackpackBuddyPrintSections } from './backpack-buddy-print-sections';
import { PrintActions } from './print-actions';
import './print.css';

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
    <div className="print-page">
      <title>{`Print Application | ${program.name} | Partner Portal`}</title>
      <h2>{`${program.name} Application`}</h2>
      {data ? (
        <>
          <BackpackBuddyPrintSections data={data} />
          <PrintActions
            closeTo={`${program.url}/schools/${data.applicationBackpackBuddy.school.schoolId}/applications`}
          />
        </>
      ) : (
        <Loading />
      )}
    </div>
  );
}
