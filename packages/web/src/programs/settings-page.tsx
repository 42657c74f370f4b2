import ProgramSettingsPage from '../features/admin/settings/program-settings-page';
import type { AdminScreenProps } from './web-program';

/** {programUrl}/settings/*: the shared Program Settings page with the module's sub-tabs. */
export default function ProgramSettings({ program, module }: AdminScreenProps) {
  return <ProgramSettingsPage program={program} tabs={module.settingsTabs} />;
}
