import type { PortalProgram } from '../../../lib/programs';

/**
 * Whether the program's admin area has a print screen ({programUrl}/print/:id) yet. Only Backpack
 * Buddy for now; the app layer mounts the route and the Applications tab shows the link by it.
 */
export function hasPrintPage(program: PortalProgram): boolean {
  return program.key === 'backpackBuddy';
}
