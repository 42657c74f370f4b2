import { I18nProvider } from '@lingui/react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { englishI18n } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { useCurrentUser } from '../lib/current-user';
import { useEnglishToasts } from '../lib/toast-viewport';
import { useSaveLanguage } from '../lib/use-save-language';
import { layoutMessages } from './layout.messages';
import { TopBar } from './top-bar';

/**
 * The frame of the signed-in screens. An admin's screens are English whatever the browser's
 * language (issue 20: the admin console stays English), so an admin gets no language switch.
 * An educator's switch saves the choice on the account (their next sign-in and their mails).
 */
export function AppLayout() {
  const user = useCurrentUser();
  const saveLanguage = useSaveLanguage();
  const admin = user?.type === 'ADMIN';
  // Toasts sit outside this frame (app.tsx): an admin's are English too.
  useEnglishToasts(admin);
  if (admin) {
    return (
      <I18nProvider i18n={englishI18n}>
        <Frame lang="en" />
      </I18nProvider>
    );
  }
  return <Frame languageSwitch={<LanguageSwitch onChange={saveLanguage} />} />;
}

/** `lang` marks an admin's English frame when the page's language is Spanish (screen readers). */
function Frame({ languageSwitch, lang }: { languageSwitch?: React.ReactNode; lang?: 'en' }) {
  const t = useT();
  return (
    <div className="app-layout" lang={lang}>
      <a className="skip-link" href="#main-content">
        {t(layoutMessages.skipToMain)}
      </a>
      <TopBar languageSwitch={languageSwitch} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
