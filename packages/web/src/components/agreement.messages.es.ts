import { spanish } from '../i18n/define-messages';
import { agreementMessages } from './agreement.messages';

export default spanish(agreementMessages, {
  regionLabel: 'Acuerdo',
  courtesyTranslation:
    'Esta es una traducción de cortesía. La versión en inglés es la versión vinculante.',
  englishOnly: 'Este acuerdo se muestra en inglés, su versión vinculante.',
  textLanguage: 'Texto del acuerdo',
  spanishText: 'Traducción al español',
  englishText: 'Inglés (versión vinculante)',
  signature: 'Firma',
  iAgree: 'Acepto',
  sectionSignature: 'Firma de {section}',
});
