import { spanish } from '../i18n/define-messages';
import { workspaceTabMessages } from './workspace-tabs.messages';

export default spanish(workspaceTabMessages, {
  dashboard: 'Panel',
  contacts: 'Contactos',
  surveys: 'Encuestas',
  documents: 'Documentos',
  account: 'Cuenta',
});
