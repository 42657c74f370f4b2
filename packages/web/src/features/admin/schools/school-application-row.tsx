import { useState } from 'react';
import { Link } from 'react-router';
import {
  canChangeStatus,
  canResendSignatureEmail,
  canViewAgreement,
  choosableStatuses,
  enumLabel,
} from '@portal/domain';
import type { ApplicationStatus } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PortalProgram } from '../../../lib/programs';
import type { SchoolApplication } from './school-detail-program';

/**
 * The screens of an application that the admin area has for this program (the app layer knows
 * which are built): the read-only application, the principal's agreement page (where signing
 * works, so Resend Signature Email goes with it) and the print summary.
 */
export type ApplicationScreens = { view: boolean; agreement: boolean; print: boolean };

export const NO_APPLICATION_SCREENS: ApplicationScreens = {
  view: false,
  agreement: false,
  print: false,
};

export type ApplicationActions = {
  changeStatus: (applicationId: number, status: ApplicationStatus) => Promise<boolean>;
  resendEmail: (applicationId: number) => Promise<boolean>;
  remove: (applicationId: number) => Promise<boolean>;
};

/** The dropdown's options: the current status and those an admin may choose, in program order. */
function statusOptions(program: PortalProgram, current: ApplicationStatus): ApplicationStatus[] {
  const choosable = choosableStatuses(program.statuses);
  const options = program.statuses.filter((s) => s === current || choosable.includes(s));
  return options.includes(current) ? options : [current, ...options];
}

/** One application of the school: its facts, its status dropdown and its actions. */
export function SchoolApplicationRow({
  program,
  screens,
  application,
  submittedAt,
  busy,
  actions,
}: {
  program: PortalProgram;
  screens: ApplicationScreens;
  application: SchoolApplication;
  submittedAt: string;
  busy: boolean;
  actions: ApplicationActions;
}) {
  const { applicationId, status, termFormattedShort: term } = application;
  // The chosen status shows while it is being saved; a refused change goes back.
  const [chosen, setChosen] = useState<ApplicationStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const context = <span className="visually-hidden">{` ${term} application`}</span>;

  const choose = async (next: ApplicationStatus) => {
    if (next === status) return;
    setChosen(next);
    await actions.changeStatus(applicationId, next);
    setChosen(null);
  };

  return (
    <tr>
      <th scope="row">{term}</th>
      <td>{submittedAt}</td>
      <td>{application.submittedByName ?? ''}</td>
      <td>{application.isContinuation ? 'Yes' : 'No'}</td>
      <td>
        <select
          className="table-select"
          aria-label={`Status of ${term} application`}
          value={chosen ?? status}
          disabled={!canChangeStatus(status) || busy}
          onChange={(event) => void choose(event.target.value as ApplicationStatus)}
        >
          {statusOptions(program, status).map((option) => (
            <option key={option} value={option}>
              {enumLabel('applicationStatuses', option)}
            </option>
          ))}
        </select>
        {status === 'PENDING_PRINCIPAL' && application.signerReview ? (
          <SignerReviewNote review={application.signerReview} />
        ) : null}
      </td>
      <td className="table-actions">
        <div className="school-application-actions">
          {screens.view ? (
            <Link to={`${program.url}/application/step-1/${applicationId}`}>View{context}</Link>
          ) : null}
          {screens.agreement && canViewAgreement(status) ? (
            <Link to={`${program.url}/principal-signature/${applicationId}`}>
              Agreement{context}
            </Link>
          ) : null}
          {screens.print ? (
            <Link to={`${program.url}/print/${applicationId}`}>Print{context}</Link>
          ) : null}
          {screens.agreement && canResendSignatureEmail(status) ? (
            <Button
              variant="link"
              disabled={busy}
              onClick={() => void actions.resendEmail(applicationId)}
            >
              Resend Signature Email{context}
            </Button>
          ) : null}
          <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>
            Delete{context}
          </Button>
          {confirming ? (
            <ConfirmDialog
              busy={busy}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void actions.remove(applicationId).then(() => setConfirming(false))}
              fallbackFocus={() => document.getElementById('school-applications-heading')}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/**
 * An application held because it names a signer other than the one on record (issue 12): no
 * link was mailed; the admin checks who the principal is, corrects the Contacts tab if the
 * principal changed, and resends the signature email (it goes to the principal on record).
 */
function SignerReviewNote({ review }: { review: NonNullable<SchoolApplication['signerReview']> }) {
  return (
    <p className="signer-review-note">
      <strong>Held for review:</strong> the application names {review.namedEmail ?? 'no principal'},
      the principal on record is {review.onRecordEmail}. No signature email was sent.
    </p>
  );
}
