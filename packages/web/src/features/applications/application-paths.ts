import type { ApplicationStep, Program } from '@portal/domain';

/** A positive integer id from a route parameter, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A four-digit year from the query string, else null. */
export function parseYear(value: string | null | undefined): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

export function isApplicationStep(program: Program, step: string): step is ApplicationStep {
  return (program.steps as readonly string[]).includes(step);
}

/** The form steps of a program: its registry steps without the status screen. */
export function formSteps(program: Program): ApplicationStep[] {
  return program.steps.filter((step) => step !== 'status');
}

/** `{programUrl}/application/{step}[/{id}][?search]`. */
export function stepPath(
  program: Program,
  step: ApplicationStep,
  id?: number | null,
  search = '',
): string {
  return `${program.url}/application/${step}${id ? `/${id}` : ''}${search}`;
}

/**
 * Where a step's page may be opened from the bubbles and the footer: the first step always (a
 * new application has no id yet), a later one once its previous step has been saved.
 */
export function reachableStepPath(
  program: Program,
  step: ApplicationStep,
  application: { id: number; stepsCompleted: number } | null,
  search = '',
): string | null {
  const index = formSteps(program).indexOf(step);
  if (index < 0) return null;
  if (index === 0)
    return application
      ? stepPath(program, step, application.id)
      : stepPath(program, step, null, search);
  if (!application || application.stepsCompleted < index) return null;
  return stepPath(program, step, application.id);
}

/**
 * Exit (spec 1 §2, spec 2 §2): an admin goes to the school's applications; an educator home while
 * the application is still required, otherwise to My Account → Applications.
 */
export function exitPath(input: {
  program: Program;
  isAdmin: boolean;
  required: boolean;
  schoolId?: number | null;
}): string {
  const { program, isAdmin, required, schoolId } = input;
  if (isAdmin) {
    return schoolId ? `${program.url}/schools/${schoolId}/applications` : program.adminDefaultPath;
  }
  return required ? '/' : `${program.url}/account/applications`;
}
