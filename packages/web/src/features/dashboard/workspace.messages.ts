import { defineMessages } from '../../i18n/define-messages';

/**
 * The frame of the educator's workspace: the school-site dropdown above every screen. (The
 * tabs' labels are the app's: app/workspace-tabs.messages.ts.)
 */
export const workspaceMessages = defineMessages('dashboard.workspace', {
  schoolSite: 'School Site',
  allSchoolSites: 'All School Sites',
});
