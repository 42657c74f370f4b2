import { spanish } from '../../i18n/define-messages';
import { contactsMessages } from './contacts.messages';

export default spanish(contactsMessages, {
  pageTitle: 'Contactos de la escuela | {program} | Portal de Socios',
  heading: 'Contactos de la escuela',
  saveChanges: 'Guardar cambios',
});
