import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES, formatShortDate } from '@portal/domain';
import { NoResults } from '../../../components/no-results';
import type { PortalProgram } from '../../../lib/programs';
import { SchoolApplicationRow } from './school-application-row';
import type { ApplicationActions, ApplicationScreens } from './school-application-row';
import { runChange } from './school-detail-errors';
import { forgetSchoolList } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import {
  AdminDeleteApplicationDocument,
  AdminUpdateApplicationsDocument,
  ResendPrincipalSignatureEmailDocument,
} from './school-detail.queries';
import '../../../styles/tables.css';

/**
 * Applications: the school's applications of the program with their status dropdowns (spec 3
 * §4: a change saves at once), links to the read-only application and the principal's
 * agreement, Resend Signature Email and Delete.
 */
export function SchoolApplicationsTab({
  program,
  binding,
  school,
  screens,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
  screens: ApplicationScreens;
}) {
  const [updateApplications] = useMutation(AdminUpdateApplicationsDocument, {
    update: forgetSchoolList(program),
  });
  const [deleteApplication] = useMutation(AdminDeleteApplicationDocument, {
    update: forgetSchoolList(program),
  });
  // The school is read again: a resend ends a held application's signer review.
  const [resendEmail] = useMutation(ResendPrincipalSignatureEmailDocument, {
    refetchQueries: [{ query: binding.query, variables: { schoolId: school.schoolId } }],
  });
  // Guards against a second click while a change of the same row is on its way.
  const [busy, setBusy] = useState<number | null>(null);

  const schoolProgram = binding.schoolProgram;
  const run = async (applicationId: number, change: () => Promise<unknown>, success: string) => {
    setBusy(applicationId);
    const done = await runChange(change, success);
    setBusy(null);
    return done;
  };
  const actions: ApplicationActions = {
    changeStatus: (applicationId, status) =>
      run(
        applicationId,
        () =>
          updateApplications({
            variables: {
              input: {
                program: schoolProgram,
                schoolId: school.schoolId,
                applications: [{ id: applicationId, status }],
              },
            },
          }),
        MESSAGES.updateSuccessful,
      ),
    resendEmail: (applicationId) =>
      run(
        applicationId,
        () => resendEmail({ variables: { program: schoolProgram, applicationId } }),
        MESSAGES.principalEmailSent,
      ),
    remove: (applicationId) =>
      run(
        applicationId,
        () => deleteApplication({ variables: { program: schoolProgram, applicationId } }),
        MESSAGES.deleteSuccessful,
      ),
  };

  return (
    <section className="school-tab" aria-labelledby="school-applications-heading">
      {/* Focus lands here when a deleted row takes its Delete button away. */}
      <h3 id="school-applications-heading" tabIndex={-1}>
        Applications
      </h3>
      {school.applications.length === 0 ? (
        <NoResults />
      ) : (
        <div className="table-scroll">
          <table className="data-table list-table school-applications">
            <caption className="visually-hidden">Applications</caption>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col">Submitted At</th>
                <th scope="col">Submitted By</th>
                <th scope="col">Continuation</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {school.applications.map((application) => (
                <SchoolApplicationRow
                  screens={screens}
                  key={application.applicationId}
                  program={program}
                  application={application}
                  submittedAt={formatShortDate(application.submittedAt)}
                  busy={busy === application.applicationId}
                  actions={actions}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
