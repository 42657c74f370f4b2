import { spanish } from '../../i18n/define-messages';
import { monthMessages } from './month.messages';

export default spanish(monthMessages, {
  submitted: 'Enviado',
  selectMonth: 'Seleccionar {month}',
  ofSchool: 'de {school}',
  addStudent: 'Agregar estudiante',
  deleteSelected: 'Eliminar seleccionados',
  studentsOf: 'Estudiantes de {month}, {school}',
  selectAllStudents: 'Seleccionar todos los estudiantes de {month}',
  selectStudent: 'Seleccionar a {student}',
  studentName: 'Nombre del estudiante',
  studentId: 'ID del estudiante',
  testimonial: 'Testimonio',
  edit: 'Editar',
  delete: 'Eliminar',
  noStudentsYet: 'Todavía no hay estudiantes.',
  noStudentsYetFor: 'Todavía no hay estudiantes para {month}.',
  uploadStudents: 'Subir estudiantes',
  uploading: 'Subiendo…',
  forMonth: 'para {month}',
  downloadTemplate: 'Descargar plantilla',
  copyStudents: 'Copiar estudiantes',
  uploadTooLarge:
    'El archivo es demasiado grande; suba la plantilla de estudiantes (1 MB como máximo)',
  uploadUnreadable:
    'No se pudo leer el archivo; suba la plantilla de estudiantes como archivo .xlsx',
  uploadTooManyColumns: 'El archivo tiene más de {max} columnas',
  comments: 'Comentarios',
  submitReport: 'Enviar informe',
});
