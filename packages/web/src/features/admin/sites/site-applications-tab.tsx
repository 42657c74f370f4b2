import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import type { ApplicationStatus } from '@portal/domain';
import { Button } from '../../../components/button';
import { NoResults } from '../../../components/no-results';
import type { PortalProgram } from '../../../lib/programs';
import type { ApplicationScreens } from '../schools/school-application-row';
import { runChange } from '../schools/school-detail-errors';
import { SITE_APPLICATIONS_HEADING_ID, SiteApplicationRow } from './site-application-row';
import { forgetSiteList } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import {
  AdminDeleteSiteApplicationDocument,
  AdminUpdateSiteApplicationsDocument,
} from './site-detail.queries';
import '../../../styles/tables.css';

type Chosen = Readonly<Record<number, ApplicationStatus>>;

/**
 * Applications: the site's Kids Cafe applications with their status dropdowns (IN_PROGRESS and
 * PENDING cannot be chosen, an IN_PROGRESS row cannot be changed: spec 3 §4); Save sends the
 * changed statuses at once with 'Update Successful'; links to the read-only application and the
 * print screen; Delete with 'Are you sure?' and 'Delete Successful'.
 */
export function SiteApplicationsTab({
  program,
  site,
  screens,
}: {
  program: PortalProgram;
  site: SiteDetail;
  screens: ApplicationScreens;
}) {
  const [update] = useMutation(AdminUpdateSiteApplicationsDocument, { update: forgetSiteList });
  const [remove] = useMutation(AdminDeleteSiteApplicationDocument, { update: forgetSiteList });
  const [chosen, setChosen] = useState<Chosen>({});
  const [busy, setBusy] = useState(false);

  const changed = site.applications.flatMap((application) => {
    const status = chosen[application.applicationKidsCafeId];
    return status && status !== application.status
      ? [{ applicationKidsCafeId: application.applicationKidsCafeId, status }]
      : [];
  });

  const save = async () => {
    setBusy(true);
    const done = await runChange(
      () => update({ variables: { input: { siteId: site.siteId, applications: changed } } }),
      MESSAGES.updateSuccessful,
    );
    setBusy(false);
    if (done) setChosen({});
  };

  const deleteApplication = async (applicationKidsCafeId: number) => {
    setBusy(true);
    await runChange(
      () => remove({ variables: { applicationKidsCafeId } }),
      MESSAGES.deleteSuccessful,
    );
    setBusy(false);
  };

  return (
    <section className="school-tab" aria-labelledby={SITE_APPLICATIONS_HEADING_ID}>
      {/* Focus lands here when a deleted row takes its Delete button away. */}
      <h3 id={SITE_APPLICATIONS_HEADING_ID} tabIndex={-1}>
        Applications
      </h3>
      {site.applications.length === 0 ? (
        <NoResults />
      ) : (
        <form
          className="site-applications-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="table-scroll">
            <table className="data-table list-table school-applications">
              <caption className="visually-hidden">Applications</caption>
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Application Year</th>
                  <th scope="col">Submitted At</th>
                  <th scope="col">Submitted By</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {site.applications.map((application) => {
                  const id = application.applicationKidsCafeId;
                  return (
                    <SiteApplicationRow
                      key={id}
                      program={program}
                      screens={screens}
                      application={application}
                      chosen={chosen[id] ?? application.status}
                      busy={busy}
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
