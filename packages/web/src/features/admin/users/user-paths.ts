import type { PortalProgram } from '../../../lib/programs';

export const userListPath = (program: PortalProgram) => `${program.url}/users`;

export const userPath = (program: PortalProgram, educatorId: number | 'new') =>
  `${userListPath(program)}/${educatorId}`;
