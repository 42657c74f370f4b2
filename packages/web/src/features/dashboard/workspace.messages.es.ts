import { spanish } from '../../i18n/define-messages';
import { workspaceMessages } from './workspace.messages';

export default spanish(workspaceMessages, {
  schoolSite: 'Sitio escolar',
  allSchoolSites: 'Todos los sitios escolares',
});
