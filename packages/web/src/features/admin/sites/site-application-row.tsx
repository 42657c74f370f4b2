import { useState } from 'react';
import { Link } from 'react-router';
import { canChangeStatus, choosableStatuses, enumLabel, formatShortDate } from '@portal/domain';
import type { ApplicationStatus } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PortalProgram } from '../../../lib/programs';
import type { ApplicationScreens } from '../schools/school-application-row';
import type { SiteApplication } from './site-detail-program';

/** The heading the focus goes back to when a deleted row takes its Delete button away. */
export const SITE_APPLICATIONS_HEADING_ID = 'site-applications-heading';

/**
 * The dropdown's options (spec 3 §4): the current status and those an admin may choose (never
 * IN_PROGRESS or PENDING), in the program's order.
 */
export function siteStatusOptions(
  program: PortalProgram,
  current: ApplicationStatus,
): ApplicationStatus[] {
  const choosable = choosableStatuses(program.statuses);
  const options = program.statuses.filter((s) => s === current || choosable.includes(s));
  return options.includes(current) ? options : [current, ...options];
}

/** The read-only application and the print screen of a Kids Cafe application (spec 3 §2). */
export function siteApplicationLinks(program: PortalProgram, application: SiteApplication) {
  const id = application.applicationKidsCafeId;
  return {
    view: `${program.url}/application/step-1/${id}`,
    print: `${program.url}/print/${id}/${application.type}`,
  };
}

/**
 * One application of the site: its type, year as displayed, submission, a status dropdown
 * (disabled while the application is in progress) whose choice Save sends, and View, Print and
 * Delete (after 'Are you sure?').
 */
export function SiteApplicationRow({
  program,
  screens,
  application,
  chosen,
  busy,
  onChoose,
  onDelete,
}: {
  program: PortalProgram;
  screens: ApplicationScreens;
  application: SiteApplication;
  /** The status chosen in the dropdown, not saved yet (the saved one when unchanged). */
  chosen: ApplicationStatus;
  busy: boolean;
  onChoose: (status: ApplicationStatus) => void;
  onDelete: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const name = `${enumLabel('termTypes', application.type)} ${application.applicationYearDisplayed}`;
  const context = <span className="visually-hidden">{` ${name} application`}</span>;
  const links = siteApplicationLinks(program, application);

  return (
    <tr>
      <th scope="row">{enumLabel('termTypes', application.type)}</th>
      <td>{application.applicationYearDisplayed}</td>
      <td>{formatShortDate(application.submittedAt)}</td>
      <td>{application.submittedByName ?? ''}</td>
      <td>
        <select
          className="table-select"
          aria-label={`Status of ${name} application`}
          value={chosen}
          disabled={!canChangeStatus(application.status) || busy}
          onChange={(event) => onChoose(event.target.value as ApplicationStatus)}
        >
          {siteStatusOptions(program, application.status).map((option) => (
            <option key={option} value={option}>
              {enumLabel('applicationStatuses', option)}
            </option>
          ))}
        </select>
      </td>
      <td className="table-actions">
        <div className="school-application-actions">
          {screens.view ? <Link to={links.view}>View{context}</Link> : null}
          {screens.print ? <Link to={links.print}>Print{context}</Link> : null}
          <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>
            Delete{context}
          </Button>
          {confirming ? (
            <ConfirmDialog
              busy={busy}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void onDelete().then(() => setConfirming(false))}
              fallbackFocus={() => document.getElementById(SITE_APPLICATIONS_HEADING_ID)}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}
