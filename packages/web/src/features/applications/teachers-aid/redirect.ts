import { stepPath } from '../application-paths';
import { applicationRedirect } from '../application-redirect';
import type { RedirectInput } from '../application-redirect';

/**
 * The Teachers Aid redirect rules (spec 2 §2): the shared rules (an unknown step goes to /login;
 * a step other than step-1 with no loaded application goes to step-1; PENDING_PRINCIPAL forces
 * the status step; IN_PROGRESS on the status step returns to step-1/{id}; a step whose previous
 * step is not saved goes to the first unsaved one). An admin on the status step goes to the
 * program's schools, and a pending application stays on its read-only steps for an admin (the
 * pending status forces the status step on educators only), as School Market does.
 */
export function teachersAidRedirect(input: RedirectInput): string | null {
  const { program, isAdmin, step } = input;
  if (isAdmin && step === 'status') return program.adminDefaultPath;
  const redirect = applicationRedirect(input);
  if (isAdmin && redirect !== null && redirect.startsWith(stepPath(program, 'status'))) return null;
  return redirect;
}
