import type { ProgramKey } from '@portal/domain';
import type { Program as ProgramEnum } from '../../gql/graphql';

/** The GraphQL `Program` value of a registry key: backpackBuddy → BACKPACK_BUDDY. */
export function programEnum(key: ProgramKey): ProgramEnum {
  return key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() as ProgramEnum;
}
