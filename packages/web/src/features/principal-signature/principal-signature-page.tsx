import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../components/loading';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../../lib/current-user';
import type { PortalProgram } from '../../lib/programs';
import { principalMessages as m } from './principal-signature.messages';
import { ApplicationSignatureDetailsDocument } from './principal-signature.queries';
import { SignatureForm } from './signature-form';
import { SignatureSummary, SignedResponse } from './signature-summary';
import './principal-signature.css';

/**
 * The principal's e-signature page (spec 2 §4, spec 3 §2). On the public route
 * /principal-signature/:id the id is the emailed link's token; inside an admin's program area
 * ({programUrl}/principal-signature/:id) it is the application id, and the page is read-only.
 * An unknown or expired link goes to /login (an admin to the program's schools). The public page
 * is in the visitor's language (issue 20); inside an admin area it is English.
 */
export default function PrincipalSignaturePage({ program }: { program?: PortalProgram }) {
  const t = useT();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const adminProgram = program && user?.type === 'ADMIN' ? program : undefined;
  const { data, error } = useQuery(ApplicationSignatureDetailsDocument, {
    variables: { applicationId: id, programName: adminProgram?.slug },
    fetchPolicy: 'network-only',
  });
  const details = data?.applicationSignatureDetails;

  if (error || data?.applicationSignatureDetails === null) {
    return <Navigate to={adminProgram ? `${adminProgram.url}/schools` : '/login'} replace />;
  }

  let response = null;
  if (details && adminProgram) {
    response = (
      <SignedResponse
        details={details}
        exitTo={`${adminProgram.url}/schools/${details.schoolId}/applications`}
        notice={details.status === 'APPROVED' ? MESSAGES.signatureAlreadySubmitted : undefined}
      />
    );
  } else if (details?.status === 'APPROVED') {
    response = (
      <SignedResponse
        details={details}
        exitTo="/login"
        notice={MESSAGES.signatureAlreadySubmitted}
      />
    );
  } else if (details) {
    response = <SignatureForm token={id} principalEmail={details.principal.email} />;
  }

  // Inside a program area the area's heading is the h1.
  const Heading = adminProgram ? 'h2' : 'h1';
  return (
    <div className="principal-signature">
      <title>{t(m.pageTitle)}</title>
      <Heading>{t(m.heading)}</Heading>
      {details ? (
        <>
          <SignatureSummary details={details} headingLevel={adminProgram ? 3 : 2} />
          {response}
        </>
      ) : (
        <Loading />
      )}
    </div>
  );
}
