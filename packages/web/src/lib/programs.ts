import { PROGRAMS } from '@portal/domain';
import type { Program } from '@portal/domain';
import type { CurrentUser } from './current-user';

export type PortalProgram = Program;

export function allPrograms(): readonly PortalProgram[] {
  return PROGRAMS;
}

export function programByKey(key: string | null | undefined): PortalProgram | undefined {
  return key ? PROGRAMS.find((p) => p.key === key) : undefined;
}

/** Whether the user must still apply to the program (its application-required flag). */
export function isApplicationRequired(user: CurrentUser, program: PortalProgram): boolean {
  const flag = (user as Record<string, unknown>)[program.requiredFlag];
  return flag !== false;
}

/**
 * My Account is shown only to educators who have chosen a program whose application is no
 * longer required (spec 1 §2 Global and §6).
 */
export function canSeeMyAccount(
  user: CurrentUser | null,
  program: PortalProgram | undefined,
): program is PortalProgram {
  if (!user || !program || user.type !== 'EDUCATOR') return false;
  return !isApplicationRequired(user, program);
}

/** A program's admin tab path as an absolute URL (the registry may give it relative). */
export function programPath(program: PortalProgram, path: string): string {
  if (path.startsWith('/')) return path.startsWith(program.url) ? path : `${program.url}${path}`;
  return `${program.url}/${path}`;
}
