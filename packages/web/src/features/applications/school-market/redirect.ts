import { stepPath } from '../application-paths';
import { applicationRedirect } from '../application-redirect';
import type { RedirectInput } from '../application-redirect';

/**
 * The School Market area's redirect rules (spec 2 §2): the shared rules, and for an admin the
 * status step goes to the program's schools, while a pending application stays on its read-only
 * form (the pending status forces the status step on educators only, or an admin could never
 * open a pending application).
 */
export function schoolMarketRedirect(input: RedirectInput): string | null {
  const { program, isAdmin, step } = input;
  if (isAdmin && step === 'status') return program.adminDefaultPath;
  const redirect = applicationRedirect(input);
  if (isAdmin && redirect !== null && redirect.startsWith(stepPath(program, 'status'))) return null;
  return redirect;
}
