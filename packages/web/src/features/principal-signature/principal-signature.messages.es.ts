import { spanish } from '../../i18n/define-messages';
import { principalMessages } from './principal-signature.messages';

export default spanish(principalMessages, {
  pageTitle: 'Firma del director(a) | Portal de Socios',
  heading: 'Firma del director(a)',
  programAgreement: 'Acuerdo del programa',
  schoolName: 'Nombre de la escuela',
  district: 'Distrito',
  address1: 'Dirección (línea 1)',
  address2: 'Dirección (línea 2)',
  city: 'Ciudad',
  county: 'Condado',
  state: 'Estado',
  postalCode: 'Código postal',
  agencyNumber: 'Número de agencia',
  principalName: 'Nombre del director(a)',
  principalEmail: 'Correo electrónico del director(a)',
  primaryContactName: 'Nombre del contacto principal',
  primaryContactEmail: 'Correo electrónico del contacto principal',
  date: 'Fecha',
  providerSignature: 'Firma del proveedor',
  signeeName: 'Nombre del firmante',
  signeeEmail: 'Correo electrónico del firmante',
  submit: 'Enviar respuesta firmada',
  exit: 'Salir',
});
