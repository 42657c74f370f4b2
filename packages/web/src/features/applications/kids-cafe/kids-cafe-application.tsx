import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { educatorIntake } from '@portal/domain';
import type { ApplicationStep, Program } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { exitPath } from '../application-paths';
import { oneStepApplication, readOnlyAdminRedirect } from '../application-redirect';
import { ApplicationStatusPage } from '../application-status-page';
import { useApplicationRoute } from '../use-application-route';
import { KidsCafeApplicationDocument, KidsCafeIntakeDocument } from './application.queries';
import type { FormContext } from './form-context';
import { KidsCafeForm } from './kids-cafe-form';
import '../applications.css';
import './kids-cafe.css';

/**
 * The Kids Cafe application (spec 2 §2): /kids-cafe/application/:step/:id? with step-1 (the
 * form) and status, for site contacts; read-only for admins, once the application is no longer
 * in progress (APPROVED …), and while acceptingApplications is off. The year is the
 * application's, else the applicationYear query, else 2024. Loads the application (when there is
 * an id) and the config, applies the redirect rules, then shows the step.
 */
export default function KidsCafeApplication({ program }: { program: Program }) {
  const { step, id, search, appId, isAdmin, required, requiredId, termYearOf } =
    useApplicationRoute(program);

  const applicationQuery = useQuery(KidsCafeApplicationDocument, {
    variables: { id: appId ?? 0 },
    skip: appId === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const loaded = applicationQuery.data?.applicationKidsCafe;
  const application = loaded && loaded.applicationKidsCafeId === appId ? loaded : undefined;
  // Only the form needs the config (the other routes redirect or show the status).
  const intake = useQuery(KidsCafeIntakeDocument, {
    skip: step !== 'step-1' || (appId !== null && !application),
  });

  const redirect = readOnlyAdminRedirect({
    program,
    step,
    id,
    search,
    isAdmin,
    required,
    requiredId,
    ...oneStepApplication(appId, Boolean(applicationQuery.error), application),
  });
  if (redirect) return <Navigate to={redirect} replace />;

  if ((step as ApplicationStep) === 'status') {
    if (!application) return <Loading />;
    return (
      <div className="application">
        <ApplicationStatusPage program={program} />
      </div>
    );
  }
  if ((appId !== null && !application) || (!intake.data && !intake.error)) return <Loading />;
  if (intake.error || !intake.data) return <ErrorBlock />;

  const open = educatorIntake(program, [], intake.data.programConfig);
  const closedNotice = open.state === 'closed' || open.state === 'noTerms' ? open.message : null;
  const readOnly =
    isAdmin ||
    (application != null && application.status !== 'IN_PROGRESS') ||
    closedNotice !== null;
  const siteId = application?.site.siteId;
  const context: FormContext = {
    program,
    application: application ?? null,
    applicationYear: termYearOf(application?.applicationYear),
    readOnly,
    notice: closedNotice && !isAdmin && application?.status !== 'APPROVED' ? closedNotice : null,
    exitTo:
      isAdmin && siteId
        ? `${program.url}/sites/${siteId}/applications`
        : exitPath({ program, isAdmin, required }),
  };

  return (
    <div className="application kids-cafe-application">
      <KidsCafeForm key={appId ?? 'new'} context={context} />
    </div>
  );
}
