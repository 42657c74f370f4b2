import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES, canChangeStatus, choosableStatuses, enumLabel } from '@portal/domain';
import type { ApplicationStatus } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoResults } from '../../../components/no-results';
import type { PortalProgram } from '../../../lib/programs';
import type { ApplicationScreens } from '../schools/school-application-row';
import { runChange } from '../schools/school-detail-errors';
import '../../../styles/tables.css';

/**
 * The dropdown's options (spec 3 §4): the current status and those an admin may choose (never
 * IN_PROGRESS or PENDING), in the program's order.
 */
export function holderStatusOptions(
  program: PortalProgram,
  current: ApplicationStatus,
): ApplicationStatus[] {
  const choosable = choosableStatuses(program.statuses);
  const options = program.statuses.filter((s) => s === current || choosable.includes(s));
  return options.includes(current) ? options : [current, ...options];
}

/** How a kind of holder's applications show in its Applications tab. */
export interface HolderApplicationColumns<A> {
  /** The headers of the cells before Status. */
  readonly headers: readonly string[];
  /** Those cells: a <th scope="row"> and <td>s. */
  readonly cells: (application: A) => ReactNode;
  /** How screen readers name the application ('Summer 2025'). */
  readonly name: (application: A) => string;
  readonly id: (application: A) => number;
  readonly status: (application: A) => ApplicationStatus;
  /** The read-only application and the print screen. */
  readonly links: (application: A) => { view: string; print: string };
}

type Chosen = Readonly<Record<number, ApplicationStatus>>;

/**
 * Applications of a holder (a site, an organization): each with a status dropdown (IN_PROGRESS
 * and PENDING cannot be chosen, an IN_PROGRESS row cannot be changed: spec 3 §4); Save sends the
 * changed statuses at once with 'Update Successful'; links to the read-only application and the
 * print screen where built; Delete with 'Are you sure?' and 'Delete Successful'.
 */
export function HolderApplicationsTab<A>({
  program,
  screens,
  applications,
  columns,
  save,
  remove,
}: {
  program: PortalProgram;
  screens: ApplicationScreens;
  applications: readonly A[];
  columns: HolderApplicationColumns<A>;
  save: (changed: { id: number; status: ApplicationStatus }[]) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState<Chosen>({});
  const [busy, setBusy] = useState(false);

  const changed = applications.flatMap((application) => {
    const id = columns.id(application);
    const status = chosen[id];
    return status && status !== columns.status(application) ? [{ id, status }] : [];
  });

  const submit = async () => {
    setBusy(true);
    const done = await runChange(() => save(changed), MESSAGES.updateSuccessful);
    setBusy(false);
    if (done) setChosen({});
  };

  const deleteApplication = async (id: number) => {
    setBusy(true);
    await runChange(() => remove(id), MESSAGES.deleteSuccessful);
    setBusy(false);
  };

  return (
    <section className="school-tab" aria-labelledby={headingId}>
      {/* Focus lands here when a deleted row takes its Delete button away. */}
      <h3 id={headingId} tabIndex={-1}>
        Applications
      </h3>
      {applications.length === 0 ? (
        <NoResults />
      ) : (
        <form
          className="site-applications-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="table-scroll">
            <table className="data-table list-table school-applications">
              <caption className="visually-hidden">Applications</caption>
              <thead>
                <tr>
                  {columns.headers.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {applications.map((application) => {
                  const id = columns.id(application);
                  return (
                    <HolderApplicationRow
                      key={id}
                      program={program}
                      screens={screens}
                      application={application}
                      columns={columns}
                      chosen={chosen[id] ?? columns.status(application)}
                      busy={busy}
                      headingId={headingId}
                      onChoose={(status) => setChosen((before) => ({ ...before, [id]: status }))}
                      onDelete={() => deleteApplication(id)}
                    />
                  );
                })}
              </tbody>
            </table>
          </div>
          <Button type="submit" busy={busy} disabled={changed.length === 0}>
            Save
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * One application: the holder's cells, a status dropdown (disabled while the application is in
 * progress) whose choice Save sends, and View, Print and Delete (after 'Are you sure?').
 */
function HolderApplicationRow<A>({
  program,
  screens,
  application,
  columns,
  chosen,
  busy,
  headingId,
  onChoose,
  onDelete,
}: {
  program: PortalProgram;
  screens: ApplicationScreens;
  application: A;
  columns: HolderApplicationColumns<A>;
  /** The status chosen in the dropdown, not saved yet (the saved one when unchanged). */
  chosen: ApplicationStatus;
  busy: boolean;
  headingId: string;
  onChoose: (status: ApplicationStatus) => void;
  onDelete: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const name = columns.name(application);
  const status = columns.status(application);
  const context = <span className="visually-hidden">{` ${name} application`}</span>;
  const links = columns.links(application);

  return (
    <tr>
      {columns.cells(application)}
      <td>
        <select
          className="table-select"
          aria-label={`Status of ${name} application`}
          value={chosen}
          disabled={!canChangeStatus(status) || busy}
          onChange={(event) => onChoose(event.target.value as ApplicationStatus)}
        >
          {holderStatusOptions(program, status).map((option) => (
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
              fallbackFocus={() => document.getElementById(headingId)}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}
