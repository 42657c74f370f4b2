import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { MESSAGES, educatorIntake } from '@portal/domain';
import type { ApplicationStep, IntakeConfig, Program, SignerRole } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { useTranslateMessage } from '../../../i18n/use-t';
import { exitPath, reachableStepPath } from '../application-paths';
import { oneStepApplication, readOnlyAdminRedirect } from '../application-redirect';
import { ApplicationStatusPage } from '../application-status-page';
import { useApplicationRoute } from '../use-application-route';
import { SchoolMarketApplicationDocument, SchoolMarketIntakeDocument } from './application.queries';
import type { FormContext } from './form-context';
import { SchoolMarketForm } from './school-market-form';
import '../applications.css';

const SIGNER_ROLES: readonly string[] = ['PRINCIPAL', 'PRIMARY_POINT_OF_CONTACT'];
const signerRoleOf = (role: string): SignerRole | null =>
  SIGNER_ROLES.includes(role) ? (role as SignerRole) : null;

/**
 * The School Market application (spec 2 §2): {programUrl}/application/:step/:id? with the steps
 * step-1 (the form) and status, for educators; the form read-only for admins. Loads the
 * application (when there is an id), the terms of its year and the intake settings, applies the
 * redirect rules, then shows the step.
 */
export default function SchoolMarketApplication({ program }: { program: Program }) {
  const { step, id, search, appId, isAdmin, required, requiredId, termYearOf } =
    useApplicationRoute(program);
  const translate = useTranslateMessage();

  const applicationQuery = useQuery(SchoolMarketApplicationDocument, {
    variables: { id: appId ?? 0 },
    skip: appId === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const loaded = applicationQuery.data?.applicationSchoolMarket;
  const application = loaded && loaded.applicationSchoolMarketId === appId ? loaded : undefined;

  const termYear = termYearOf(application?.term.year);
  const intake = useQuery(SchoolMarketIntakeDocument, {
    variables: { termYear },
    skip: appId !== null && !application,
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
  const current = step as ApplicationStep;

  if (current === 'status') {
    if (!application) return <Loading />;
    return (
      <div className="application">
        <ApplicationStatusPage
          program={program}
          heldForReview={application.heldForReview}
          signerRole={signerRoleOf(application.signerRole)}
        />
      </div>
    );
  }
  if ((appId !== null && !application) || (!intake.data && !intake.error)) return <Loading />;
  if (intake.error || !intake.data) return <ErrorBlock />;

  const terms = intake.data.programTerms;
  const flags = intake.data.programConfig;
  const config: IntakeConfig = {
    schoolEnabled: flags.schoolEnabled === true,
    summerEnabled: flags.summerEnabled === true,
  };
  const open = educatorIntake(program, terms, config);
  const closedNotice = open.state === 'noTerms' || open.state === 'closed' ? open.message : null;
  const readOnly =
    isAdmin ||
    (application != null && application.status !== 'IN_PROGRESS') ||
    closedNotice !== null;
  const saved = application
    ? { id: application.applicationSchoolMarketId, stepsCompleted: 1 }
    : null;

  const context: FormContext = {
    program,
    application: application ?? null,
    terms,
    config,
    readOnly,
    termYear,
    hrefFor: (target) => reachableStepPath(program, target, saved, search),
    exitTo: exitPath({ program, isAdmin, required, schoolId: application?.school.schoolId }),
  };

  return (
    <div className="application">
      <h2 className="application-title">
        {translate(MESSAGES.schoolMarketApplicationTitle(termYear))}
      </h2>
      {closedNotice && !isAdmin && application?.status !== 'APPROVED' ? (
        <p className="alert alert-info" role="status">
          {translate(closedNotice)}
        </p>
      ) : null}
      <SchoolMarketForm key={appId ?? 'new'} context={context} />
    </div>
  );
}
