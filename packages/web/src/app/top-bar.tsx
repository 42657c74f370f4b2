import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { layoutMessages } from './layout.messages';
import { ProgramsMenu } from './programs-menu';
import { UserMenu } from './user-menu';

export function TopBar({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const t = useT();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {t(layoutMessages.portalName)}
        </Link>
        <nav className="top-bar-nav" aria-label={t(layoutMessages.mainNavigation)}>
          <ProgramsMenu />
          <UserMenu />
          {languageSwitch}
        </nav>
      </div>
    </header>
  );
}
