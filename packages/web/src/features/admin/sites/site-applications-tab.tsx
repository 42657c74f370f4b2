import { useMutation } from '@apollo/client/react';
import { enumLabel, formatShortDate } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { HolderApplicationsTab } from '../holders/holder-applications-tab';
import type { HolderApplicationColumns } from '../holders/holder-applications-tab';
import type { HolderTabProps } from '../holders/holder-detail-page';
import { forgetSiteList } from './site-detail-program';
import type { SiteApplication, SiteDetail } from './site-detail-program';
import {
  AdminDeleteSiteApplicationDocument,
  AdminUpdateSiteApplicationsDocument,
} from './site-detail.queries';

/** The read-only application and the print screen of a Kids Cafe application (spec 3 §2). */
export function siteApplicationLinks(program: PortalProgram, application: SiteApplication) {
  const id = application.applicationKidsCafeId;
  return {
    view: `${program.url}/application/step-1/${id}`,
    print: `${program.url}/print/${id}/${application.type}`,
  };
}

const siteApplicationColumns = (
  program: PortalProgram,
): HolderApplicationColumns<SiteApplication> => ({
  headers: ['Type', 'Application Year', 'Submitted At', 'Submitted By'],
  cells: (application) => (
    <>
      <th scope="row">{enumLabel('termTypes', application.type)}</th>
      <td>{application.applicationYearDisplayed}</td>
      <td>{formatShortDate(application.submittedAt)}</td>
      <td>{application.submittedByName ?? ''}</td>
    </>
  ),
  name: (application) =>
    `${enumLabel('termTypes', application.type)} ${application.applicationYearDisplayed}`,
  id: (application) => application.applicationKidsCafeId,
  status: (application) => application.status,
  links: (application) => siteApplicationLinks(program, application),
});

/**
 * Applications: the site's Kids Cafe applications (type, year as displayed, submission) on the
 * holder applications tab (the status dropdown rules, Save, View, Print, Delete).
 */
export function SiteApplicationsTab({
  program,
  holder: site,
  screens,
}: HolderTabProps<SiteDetail>) {
  const [update] = useMutation(AdminUpdateSiteApplicationsDocument, { update: forgetSiteList });
  const [remove] = useMutation(AdminDeleteSiteApplicationDocument, { update: forgetSiteList });
  return (
    <HolderApplicationsTab
      program={program}
      screens={screens}
      applications={site.applications}
      columns={siteApplicationColumns(program)}
      save={(changed) =>
        update({
          variables: {
            input: {
              siteId: site.siteId,
              applications: changed.map(({ id, status }) => ({
                applicationKidsCafeId: id,
                status,
              })),
            },
          },
        })
      }
      remove={(applicationKidsCafeId) => remove({ variables: { applicationKidsCafeId } })}
    />
  );
}
