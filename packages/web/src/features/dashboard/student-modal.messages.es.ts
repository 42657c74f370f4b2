import { spanish } from '../../i18n/define-messages';
import { studentModalMessages } from './student-modal.messages';

export default spanish(studentModalMessages, {
  addStudent: 'Agregar estudiante',
  editStudent: 'Editar estudiante',
  studentName: 'Nombre del estudiante',
  studentIdNumber: 'Número de identificación del estudiante',
  backpacksDistributed: 'Mochilas distribuidas',
  testimonial: 'Testimonio',
  cancel: 'Cancelar',
  save: 'Guardar',
});
