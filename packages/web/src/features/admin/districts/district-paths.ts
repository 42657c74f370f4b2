import type { PortalProgram } from '../../../lib/programs';

export const districtListPath = (program: PortalProgram) => `${program.url}/districts`;

export const districtPath = (program: PortalProgram, districtId: number | 'new') =>
  `${districtListPath(program)}/${districtId}`;
