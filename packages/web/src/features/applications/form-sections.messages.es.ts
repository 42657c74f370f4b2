import { spanish } from '../../i18n/define-messages';
import { formSectionMessages } from './form-sections.messages';

export default spanish(formSectionMessages, {
  applicationType: 'Tipo de solicitud',
  selectTerm: 'Seleccione el período:',
  takenPartBefore: '¿Su escuela ha participado antes en {programName}?',
  schoolYearTerm: 'Año escolar {startYear}-{endYear}',
  summerTerm: 'Verano {year}',
  schoolType: 'Tipo de escuela',
  district: 'Distrito',
  school: 'Escuela',
  chooseTypeAndDistrict: 'Primero elija un tipo de escuela y un distrito',
  gradesServed: 'Grados que atiende',
  inProgressStartedBy:
    'La inició {starterName} (<0>{starterEmail}</0>). Le pedimos que trabaje en ella con esa persona, o que se comunique con nosotros en <1>{contactEmail}</1> si necesita ayuda.',
  signature: 'Firma',
  typeFullName: 'Escriba su nombre completo',
  agreeTo: 'Acepto lo dispuesto en la sección {section}',
  certifyTrue: 'Certifico que la información de esta solicitud es verdadera y completa.',
  sectionNumber: 'Sección {index}',
  sectionSignature: 'Firma de la sección {section}',
  signatureFor: 'Firma para la sección {section}',
  iAgree: 'Acepto<0> lo dispuesto en la sección {section}</0>',
  programApplicationTitle: 'Solicitud del programa {programName} {year}',
});
