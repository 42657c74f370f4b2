import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { educatorIntake } from '@portal/domain';
import type { ApplicationStep, IntakeConfig, Program } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { ProgressBubbles } from '../../../components/progress-bubbles';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
import { exitPath, reachableStepPath } from '../application-paths';
import { readOnlyAdminRedirect } from '../application-redirect';
import { ApplicationStatusPage } from '../application-status-page';
import { useApplicationRoute } from '../use-application-route';
import { TeachersAidApplicationDocument, TeachersAidIntakeDocument } from './application.queries';
import type { StepContext } from './step-context';
import { StepOneForm } from './step-one-form';
import { StepThreeForm } from './step-three-form';
import { StepTwoForm } from './step-two-form';
import { teachersAidMessages as m } from './teachers-aid.messages';
import '../applications.css';

/**
 * The Teachers Aid application (spec 2 §2): {programUrl}/application/:step/:id? with step-1
 * (school information), step-2 (teacher roster), step-3 (agreements and principal e-signature)
 * and status, for educators; the steps read-only for admins and once the application is no longer
 * in progress. Loads the application (when there is an id), the terms of its year and the intake
 * settings, applies the redirect rules, then shows the step.
 */
export default function TeachersAidApplication({ program }: { program: Program }) {
  const { step, id, search, appId, isAdmin, required, requiredId, termYearOf } =
    useApplicationRoute(program);
  const t = useT();
  const translate = useTranslateMessage();

  const applicationQuery = useQuery(TeachersAidApplicationDocument, {
    variables: { id: appId ?? 0 },
    skip: appId === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const loaded = applicationQuery.data?.applicationTeachersAid;
  const application = loaded && loaded.applicationTeachersAidId === appId ? loaded : undefined;

  const termYear = termYearOf(application?.term.year);
  const intake = useQuery(TeachersAidIntakeDocument, {
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
    application: appId === null ? undefined : applicationQuery.error ? null : application,
    failed: Boolean(applicationQuery.error),
  });
  if (redirect) return <Navigate to={redirect} replace />;
  const current = step as ApplicationStep;

  if (current === 'status') {
    if (!application) return <Loading />;
    return (
      <div className="application">
        <ApplicationStatusPage program={program} heldForReview={application.heldForReview} />
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
    ? { id: application.applicationTeachersAidId, stepsCompleted: application.stepsCompleted }
    : null;
  const hrefFor = (target: ApplicationStep) => reachableStepPath(program, target, saved, search);

  const context: StepContext = {
    program,
    application: application ?? null,
    terms,
    config,
    readOnly,
    isAdmin,
    termYear,
    hrefFor,
    exitTo: exitPath({ program, isAdmin, required, schoolId: application?.school.schoolId }),
  };
  const formKey = `${current}-${appId ?? 'new'}`;

  return (
    <div className="application">
      <h2 className="application-title">{t(m.applicationTitle, { year: String(termYear) })}</h2>
      <ProgressBubbles steps={program.steps} current={current} hrefFor={hrefFor} />
      {closedNotice && !isAdmin && application?.status !== 'APPROVED' ? (
        <p className="alert alert-info" role="status">
          {translate(closedNotice)}
        </p>
      ) : null}
      {current === 'step-1' ? <StepOneForm key={formKey} context={context} /> : null}
      {current === 'step-2' && application ? (
        <StepTwoForm key={formKey} context={context} application={application} />
      ) : null}
      {current === 'step-3' && application ? (
        <StepThreeForm key={formKey} context={context} application={application} />
      ) : null}
    </div>
  );
}
