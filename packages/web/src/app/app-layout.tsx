import { I18nProvider } from '@lingui/react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { englishI18n } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { useCurrentUser } from '../lib/current-user';
import { layoutMessages } from './layout.messages';
import { TopBar } from './top-bar';

/**
 * The frame of the signed-in screens. An admin's screens are English whatever the browser's
 * language (issue 20: the admin console stays English), so an admin gets no language switch.
 */
export function AppLayout() {
  const user = useCurrentUser();
  if (user?.type === 'ADMIN') {
    return (
      <I18nProvider i18n={englishI18n}>
        <Frame />
      </I18nProvider>
    );
  }
  return <Frame languageSwitch={<LanguageSwitch />} />;
}

function Frame({ languageSwitch }: { languageSwitch?: React.ReactNode }) {
  const t = useT();
  return (
    <div className="app-layout">
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
