import { spanish } from '../../i18n/define-messages';
import { tableMessages } from './data-table.messages';

export default spanish(tableMessages, {
  search: 'Buscar',
  showAll: 'Mostrar todo',
  previous: 'Anterior',
  next: 'Siguiente',
  pagination: 'Paginación',
  showing: 'Mostrando {first}–{last} de {total}',
});
