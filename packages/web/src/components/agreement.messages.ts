import { defineMessages } from '../i18n/define-messages';

/** Agreement texts (agreement-view.tsx): the translation notice, its switch, signature slots. */
export const agreementMessages = defineMessages('agreement', {
  regionLabel: 'Agreement',
  courtesyTranslation:
    'This is a courtesy translation. The English version is the binding version.',
  englishOnly: 'This agreement is shown in English, its binding version.',
  textLanguage: 'Agreement text',
  spanishText: 'Spanish translation',
  englishText: 'English (binding version)',
  signature: 'Signature',
  iAgree: 'I Agree',
  sectionSignature: '{section} signature',
});
