import { spanish } from '../../i18n/define-messages';
import { documentsMessages } from './documents.messages';

export default spanish(documentsMessages, {
  pageTitle: 'Biblioteca de documentos | {program} | Portal de Socios',
  heading: 'Biblioteca de documentos',
  caption: 'Documentos',
  title: 'Título',
  fileName: 'Nombre del archivo',
  lastModified: 'Última modificación',
  size: 'Tamaño',
  actions: 'Acciones',
  download: 'Descargar',
});
