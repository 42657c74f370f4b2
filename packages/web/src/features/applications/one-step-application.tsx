import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { educatorIntake } from '@portal/domain';
import type { ApplicationStep, IntakeSettings, Program } from '@portal/domain';
import { ErrorBlock } from '../../components/error-block';
import { Loading } from '../../components/loading';
import { exitPath } from './application-paths';
import { oneStepApplication, readOnlyAdminRedirect } from './application-redirect';
import { ApplicationStatusPage } from './application-status-page';
import { useApplicationRoute } from './use-application-route';
import './applications.css';

/** What a one-step form is given by its application page. */
export type OneStepFormContext<A> = {
  program: Program;
  /** The loaded application; null for a new one (step-1 without an id). */
  application: A | null;
  /** The stored application year (a Kids Cafe SUMMER application's is displayed as year + 1). */
  applicationYear: number;
  readOnly: boolean;
  /** Why the form is read-only for the applicant ('We are not currently accepting …'). */
  notice: string | null;
  exitTo: string;
};

type OneStepApplicationProps<Q, A, C> = {
  program: Program;
  /** The page's own class, beside `application`. */
  className: string;
  /** The application by its id (network first, then the cache). */
  applicationDocument: TypedDocumentNode<Q, { id: number }>;
  applicationOf: (data: Q) => A;
  idOf: (application: A) => number;
  /** The program's config (acceptingApplications and its other flags). */
  intakeDocument: TypedDocumentNode<C, Record<string, never>>;
  configOf: (data: C) => IntakeSettings;
  /** Where an admin's Exit goes: the holder's Applications tab, when the application has one. */
  holderApplicationsPath: (application: A) => string | null;
  renderForm: (context: OneStepFormContext<A>) => ReactNode;
};

/**
 * The application page of a one-step form whose holder is a site or an organization (Kids Cafe,
 * Partner Services; spec 2 §2): {programUrl}/application/:step/:id? with step-1 (the form) and
 * status, for the holder's contacts; read-only for admins (Exit to the holder's applications),
 * once the application is no longer in progress (PENDING, APPROVED …), and while
 * acceptingApplications is off. The year is the application's, else the program's year query,
 * else its default. Loads the application (when there is an id) and the config, applies the
 * redirect rules, then shows the step.
 */
export function OneStepApplication<Q, A extends { status: string; applicationYear: number }, C>({
  program,
  className,
  applicationDocument,
  applicationOf,
  idOf,
  intakeDocument,
  configOf,
  holderApplicationsPath,
  renderForm,
}: OneStepApplicationProps<Q, A, C>) {
  const { step, id, search, appId, isAdmin, required, requiredId, termYearOf } =
    useApplicationRoute(program);

  const applicationQuery = useQuery(applicationDocument, {
    variables: { id: appId ?? 0 },
    skip: appId === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const loaded = applicationQuery.data ? applicationOf(applicationQuery.data as Q) : undefined;
  const application = loaded && idOf(loaded) === appId ? loaded : undefined;
  // Only the form needs the config (the other routes redirect or show the status).
  const intake = useQuery(intakeDocument, {
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

  const open = educatorIntake(program, [], configOf(intake.data as C));
  const closedNotice = open.state === 'closed' || open.state === 'noTerms' ? open.message : null;
  const readOnly =
    isAdmin ||
    (application != null && application.status !== 'IN_PROGRESS') ||
    closedNotice !== null;
  const holderPath = isAdmin && application ? holderApplicationsPath(application) : null;
  const context: OneStepFormContext<A> = {
    program,
    application: application ?? null,
    applicationYear: termYearOf(application?.applicationYear),
    readOnly,
    notice: closedNotice && !isAdmin && application?.status !== 'APPROVED' ? closedNotice : null,
    exitTo: holderPath ?? exitPath({ program, isAdmin, required }),
  };

  return (
    <div className={`application ${className}`}>
      <Fragment key={appId ?? 'new'}>{renderForm(context)}</Fragment>
    </div>
  );
}
