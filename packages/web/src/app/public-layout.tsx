import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { useT } from '../i18n/use-t';
import { layoutMessages } from './layout.messages';

/**
 * The frame of the screens used without an account: the portal name, the language switch and a
 * centred card.
 */
export function PublicLayout({ wide = false }: { wide?: boolean }) {
  const t = useT();
  return (
    <div className="public-layout">
      <header className="public-header">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {t(layoutMessages.portalName)}
        </span>
        <LanguageSwitch />
      </header>
      <main id="main-content" className="public-main">
        <div className={wide ? 'card public-card public-card-wide' : 'card public-card'}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
