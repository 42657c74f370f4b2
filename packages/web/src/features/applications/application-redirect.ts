import type { Program } from '@portal/domain';
import { formSteps, isApplicationStep, parseId, stepPath } from './application-paths';

export type RedirectInput = {
  program: Program;
  /** The route's :step and :id, as typed in the address. */
  step: string | undefined;
  id: string | undefined;
  /** The query string to keep when a new application is sent to step 1 ('?termYear=2026'). */
  search?: string;
  isAdmin: boolean;
  /** The user's application-required flag for the program, and its id companion. */
  required: boolean;
  requiredId: number | null | undefined;
  /** The loaded application; undefined while it loads (or when there is no id). */
  application: { status: string; stepsCompleted: number } | null | undefined;
  /** The application query failed. */
  failed: boolean;
};

/**
 * The redirect rules of the application routes (spec 1 §2, spec 2 §2), or null to stay:
 * - {programUrl}/application alone: while required, to step-1/{requiredId} or, with no open
 *   application, to {programUrl}/start; otherwise to a new application's step 1;
 * - an unknown step: /login;
 * - a step after step 1 without an application: step-1;
 * - a missing or failing application: an admin to the program's schools, anyone else to /login;
 * - the pending status forces the status screen; the status screen of an application that is
 *   not pending (IN_PROGRESS …) goes to step-1/{id};
 * - ours: a step whose previous step has not been saved yet goes to the first unsaved step.
 */
export function applicationRedirect(input: RedirectInput): string | null {
  const { program, step, id, search = '', isAdmin, required, requiredId, application } = input;
  if (!step) {
    if (!required) return stepPath(program, 'step-1', null, search);
    return requiredId ? stepPath(program, 'step-1', requiredId) : `${program.url}/start`;
  }
  if (!isApplicationStep(program, step)) return '/login';
  if (id === undefined) return step === 'step-1' ? null : stepPath(program, 'step-1', null, search);

  const appId = parseId(id);
  if (appId === null || input.failed || application === null) {
    return isAdmin ? program.adminDefaultPath : '/login';
  }
  if (application === undefined) return null;

  const pending = application.status === program.pendingStatus;
  if (pending && step !== 'status') return stepPath(program, 'status', appId);
  if (!pending && step === 'status') return stepPath(program, 'step-1', appId);
  if (step === 'status') return null;

  const steps = formSteps(program);
  const firstUnsaved = Math.min(Math.max(application.stepsCompleted, 0), steps.length - 1);
  if (steps.indexOf(step) > firstUnsaved) return stepPath(program, steps[firstUnsaved]!, appId);
  return null;
}

/**
 * The rules for a program whose admins view applications read-only (School Market, Teachers Aid,
 * Kids Cafe): the shared rules, except that an admin on the status step goes to the program's
 * admin list (its schools or sites), and a pending application stays on its read-only form for an
 * admin (the pending status forces the status step on educators only, or an admin could never
 * open a pending application).
 */
export function readOnlyAdminRedirect(input: RedirectInput): string | null {
  const { program, isAdmin, step } = input;
  if (isAdmin && step === 'status') return program.adminDefaultPath;
  const redirect = applicationRedirect(input);
  if (isAdmin && redirect !== null && redirect.startsWith(stepPath(program, 'status'))) return null;
  return redirect;
}

/**
 * The loaded application of a one-step form (School Market, Kids Cafe) as the redirect input
 * takes it: undefined while it loads or with no id, null once its query failed, and nothing to
 * complete before its one step.
 */
export function oneStepApplication(
  appId: number | null,
  failed: boolean,
  application: { status: string } | undefined,
): Pick<RedirectInput, 'application' | 'failed'> {
  return {
    application:
      appId === null
        ? undefined
        : failed
          ? null
          : application && { status: application.status, stepsCompleted: 0 },
    failed,
  };
}
