import { useQuery } from '@apollo/client/react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import { parseRouteId } from '../route-id';
import { routedTab, shownTabs } from '../schools/school-detail-tabs';
import type { SchoolDetailTabs, SchoolOwnTab, ShownTab } from '../schools/school-detail-tabs';
import { SchoolTabs } from '../schools/school-header';
import { SiteApplicationsTab } from './site-applications-tab';
import type { ApplicationScreens } from '../schools/school-application-row';
import { NewSite } from './new-site';
import { SiteContactsTab } from './site-contacts-tab';
import { siteListPath } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';
import { AdminSiteDocument } from './site-detail.queries';
import { BackToSites, SiteHeader } from './site-header';
import { SiteProfileTab } from './site-profile-tab';
import { SiteStatusTab } from './site-status-tab';
import '../schools/school-detail.css';

/**
 * The admin Kids Cafe site detail ({programUrl}/sites/:id/*, spec 3 §2 "Kids Cafe sites"): the
 * site's name with Archive (or Restore) and Delete, a tab bar built from the registry's detail
 * tabs (Site Profile, Contacts, Program Status, Applications, each drawn here), and the tab of
 * the sub-path. An unknown sub-path goes back to the list; an unknown site shows the error view.
 * The program's web module gives the tabs and which application screens are built. 'new' as
 * the id is Add a Site (the Site Profile form only).
 */
export default function SiteDetailPage({
  program,
  tabs: programTabs,
  applicationScreens,
}: {
  program: PortalProgram;
  tabs: SchoolDetailTabs;
  applicationScreens: ApplicationScreens;
}) {
  const params = useParams();
  const siteId = parseRouteId(params.id);
  // The site detail draws its own tabs only: another feature's screen takes a school.
  const tabs = shownTabs(program, programTabs).filter((t) => 'own' in t.tab);
  if (!routedTab(tabs, params['*'])) return <Navigate to={siteListPath(program)} replace />;
  if (params.id === 'new') {
    // Add a Site has its profile form only: any sub-path of 'new' is an unknown one.
    if (params['*']) return <Navigate to={siteListPath(program)} replace />;
    return (
      <section className="school-detail site-detail">
        <BackToSites program={program} />
        <NewSite program={program} />
      </section>
    );
  }

  return (
    <section className="school-detail site-detail">
      <BackToSites program={program} />
      {siteId !== null ? (
        <LoadedSite
          program={program}
          siteId={siteId}
          tabs={tabs}
          applicationScreens={applicationScreens}
        />
      ) : (
        <FailedSite program={program} />
      )}
    </section>
  );
}

function FailedSite({ program }: { program: PortalProgram }) {
  return (
    <>
      <title>{`Sites | ${program.name} | Partner Portal`}</title>
      <ErrorBlock />
    </>
  );
}

function LoadedSite({
  program,
  siteId,
  tabs,
  applicationScreens,
}: {
  program: PortalProgram;
  siteId: number;
  tabs: readonly ShownTab[];
  applicationScreens: ApplicationScreens;
}) {
  const { data, error } = useQuery(AdminSiteDocument, { variables: { siteId } });
  const site = data?.site;
  if (!site || site.siteId !== siteId) {
    return error ? <FailedSite program={program} /> : <Loading />;
  }
  return (
    <>
      <title>{`${site.name} | ${program.name} | Partner Portal`}</title>
      <SiteHeader program={program} site={site} />
      <SchoolTabs base={`${siteListPath(program)}/${siteId}`} tabs={tabs} schoolName={site.name} />
      <SiteTabRoutes
        program={program}
        site={site}
        tabs={tabs}
        applicationScreens={applicationScreens}
      />
    </>
  );
}

function SiteTabRoutes({
  program,
  site,
  tabs,
  applicationScreens,
}: {
  program: PortalProgram;
  site: SiteDetail;
  tabs: readonly ShownTab[];
  applicationScreens: ApplicationScreens;
}) {
  const props = { program, site };
  const own: Record<SchoolOwnTab, React.ReactNode> = {
    profile: <SiteProfileTab key={site.id} {...props} />,
    contacts: <SiteContactsTab key={site.id} {...props} />,
    'program-status': <SiteStatusTab key={site.id} {...props} />,
    applications: <SiteApplicationsTab {...props} screens={applicationScreens} />,
  };
  return (
    <Routes>
      {tabs.flatMap(({ key, tab }) => {
        if (!('own' in tab)) return [];
        return key === '' ? (
          <Route key={key} index element={own[tab.own]} />
        ) : (
          <Route key={key} path={key} element={own[tab.own]} />
        );
      })}
      <Route path="*" element={<Navigate to={siteListPath(program)} replace />} />
    </Routes>
  );
}
