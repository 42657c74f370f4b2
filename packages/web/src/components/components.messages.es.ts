import { spanish } from '../i18n/define-messages';
import { componentsMessages } from './components.messages';

export default spanish(componentsMessages, {
  close: 'Cerrar',
  cancel: 'Cancelar',
  delete: 'Eliminar',
  loading: 'Cargando',
  selectPlaceholder: 'Seleccione…',
  yes: 'Sí',
  no: 'No',
  listDocumentTitle: '{title} | {programName} | Portal de Socios',
  export: 'Exportar',
  exportPreparing: 'Preparando la exportación…',
  exportProgress: 'Preparando la exportación… {percent} %',
  exportFailed: 'No se pudo generar la exportación; inténtelo de nuevo.',
  goBack: 'Atrás',
  exit: 'Salir',
  next: 'Siguiente',
  saveAsDraft: 'Guardar como borrador',
  submitApplication: 'Enviar solicitud',
  applicationSteps: 'Pasos de la solicitud',
  step: 'Paso',
});
