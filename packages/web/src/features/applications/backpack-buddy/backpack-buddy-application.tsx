import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { MESSAGES, intakeClosedNotice } from '@portal/domain';
import type { ApplicationStep, Program } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { ProgressBubbles } from '../../../components/progress-bubbles';
import { useTranslateMessage } from '../../../i18n/use-t';
import { exitPath, reachableStepPath } from '../application-paths';
import { applicationRedirect } from '../application-redirect';
import { ApplicationStatusPage } from '../application-status-page';
import { useApplicationRoute } from '../use-application-route';
import {
  BackpackBuddyApplicationDocument,
  BackpackBuddyIntakeDocument,
} from './application.queries';
import type { StepContext } from './step-context';
import { StepOneForm } from './step-one-form';
import { StepThreeForm } from './step-three-form';
import { StepTwoForm } from './step-two-form';
import '../applications.css';

const TITLES: Record<Exclude<ApplicationStep, 'status'>, (termYear: number) => string> = {
  'step-1': (termYear) => MESSAGES.programApplicationTitle(termYear),
  'step-2': () => MESSAGES.programApplicationContinued,
  'step-3': () => MESSAGES.programApplicationAgreement,
};

/**
 * The Backpack Buddy application (spec 1 §2): {programUrl}/application/:step/:id? for educators,
 * and the same screens read-only for admins. Loads the application (when there is an id), the
 * terms of its year and the intake settings, applies the redirect rules, then shows the step.
 */
export default function BackpackBuddyApplication({ program }: { program: Program }) {
  const { step, id, search, appId, isAdmin, required, requiredId, termYearOf } =
    useApplicationRoute(program);
  const translate = useTranslateMessage();

  const applicationQuery = useQuery(BackpackBuddyApplicationDocument, {
    variables: { id: appId ?? 0 },
    skip: appId === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const loaded = applicationQuery.data?.applicationBackpackBuddy;
  const application = loaded && loaded.applicationBackpackBuddyId === appId ? loaded : undefined;

  const termYear = termYearOf(application?.term.year);
  const intake = useQuery(BackpackBuddyIntakeDocument, {
    variables: { termYear },
    skip: appId !== null && !application,
  });

  const redirect = applicationRedirect({
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
    return <ApplicationStatusPage program={program} heldForReview={application.heldForReview} />;
  }
  if ((appId !== null && !application) || (!intake.data && !intake.error)) return <Loading />;
  if (intake.error || !intake.data) return <ErrorBlock />;

  const terms = intake.data.programTerms;
  const config = intake.data.backpackBuddyConfig;
  const closedNotice = intakeClosedNotice(terms, config);
  const readOnly =
    isAdmin ||
    (application != null && application.status !== 'IN_PROGRESS') ||
    closedNotice !== null;
  const saved = application
    ? { id: application.applicationBackpackBuddyId, stepsCompleted: application.stepsCompleted }
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
      <h2 className="application-title">{translate(TITLES[current](termYear))}</h2>
      <ProgressBubbles steps={program.steps} current={current} hrefFor={hrefFor} />
      {closedNotice && !isAdmin ? (
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
