import type { ComponentType } from 'react';
import type { Program } from '@portal/domain';
import type { AdminProgramSettingsFieldsFragment } from '../../../gql/graphql';

export type ProgramSettings = AdminProgramSettingsFieldsFragment;

/** What a Program Settings sub-tab receives: the program and its loaded settings. */
export interface SettingsTabProps {
  program: Program;
  settings: ProgramSettings;
}

export type SettingsScreen = ComponentType<SettingsTabProps>;
