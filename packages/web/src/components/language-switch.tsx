import { LANGUAGE_NAMES, type Language } from '@portal/domain/i18n/language';
import { activateLanguage } from '../i18n/i18n';
import { rememberLanguage } from '../i18n/language-preference';
import { useLanguage } from '../i18n/use-t';

/**
 * The switch between English and Español: a button naming the other language in that language
 * (and marked as such for screen readers). The choice is kept on this browser; `onChange` saves
 * it for a signed-in user.
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const language = useLanguage();
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      onClick={() => {
        void activateLanguage(other).then(() => {
          rememberLanguage(other);
          onChange?.(other);
        });
      }}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
