import { defineMessages } from '../../i18n/define-messages';

/**
 * The sections the school programs' forms share (Application Type, School Information, the
 * in-progress notice), the signature fields under an agreement and a one-step form's title.
 */
export const formSectionMessages = defineMessages('applications.sections', {
  applicationType: 'Application Type',
  selectTerm: 'Select Term:',
  takenPartBefore: 'Has your school taken part in {programName} before?',
  /** A term's label, as the API's termFormatted (domain formatTerm) words it. */
  schoolYearTerm: '{startYear}-{endYear} School Year',
  summerTerm: 'Summer {year}',
  schoolType: 'School Type',
  district: 'District',
  school: 'School',
  chooseTypeAndDistrict: 'Choose a school type and a district first',
  gradesServed: 'Grades Served',
  inProgressStartedBy:
    'It was started by {starterName} (<0>{starterEmail}</0>). Please work with them on it, or contact us at <1>{contactEmail}</1> for help.',
  signature: 'Signature',
  typeFullName: 'Type your full name',
  agreeTo: 'I Agree to {section}',
  certifyTrue: 'I certify that the information in this application is true and complete.',
  /** A signed agreement section without a heading. */
  sectionNumber: 'Section {index}',
  sectionSignature: '{section} signature',
  signatureFor: 'Signature for {section}',
  /** The words in <0> are read by screen readers only. */
  iAgree: 'I Agree<0> to {section}</0>',
  programApplicationTitle: '{programName} Program Application {year}',
});
