import { defineMessages } from '../../i18n/define-messages';

/**
 * The principal signature page (/principal-signature/:id): its heading, the school's details,
 * the signer and date lines, the form and its answers.
 */
export const principalMessages = defineMessages('principal', {
  pageTitle: 'Principal Signature | Partner Portal',
  heading: 'Principal Signature',
  programAgreement: 'Program Agreement',
  schoolName: 'School Name',
  district: 'District',
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  city: 'City',
  county: 'County',
  state: 'State',
  postalCode: 'Postal Code',
  agencyNumber: 'Agency Number',
  principalName: 'Principal Name',
  principalEmail: 'Principal Email',
  primaryContactName: 'Primary Point of Contact Name',
  primaryContactEmail: 'Primary Point of Contact Email',
  date: 'Date',
  providerSignature: 'Provider Signature',
  signeeName: 'Signee Name',
  signeeEmail: 'Signee Email',
  submit: 'Submit Signed Response',
  exit: 'Exit',
});
