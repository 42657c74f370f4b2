import { spanish } from '../../i18n/define-messages';
import { formFieldMessages } from './form-fields.messages';

export default spanish(formFieldMessages, {
  firstName: 'Nombre',
  lastName: 'Apellido',
  jobTitleOptional: 'Cargo (opcional)',
  phone: 'Teléfono',
  phoneHint: '10 dígitos, por ejemplo 123-456-7890',
  email: 'Correo electrónico',
  address: 'Dirección',
  address2Optional: 'Dirección 2 (opcional)',
  city: 'Ciudad',
  county: 'Condado',
  state: 'Estado',
  zip: 'Código postal',
  operatingHoursStartTime: 'Hora de apertura',
  operatingHoursEndTime: 'Hora de cierre',
  gateCodeOptional: 'Código de acceso del portón (opcional)',
  // The rules read times as 11:00 AM; the hint keeps that form.
  timeHint: 'Por ejemplo, 11:00 AM',
  // The rules read dates month first; the hint says so in Spanish letters.
  dateHint: 'MM/DD/AAAA (mes/día/año)',
});
