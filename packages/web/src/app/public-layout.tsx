import { Outlet } from 'react-router';
import { PORTAL_NAME } from './portal-name';

/** The frame of the screens used without an account: the portal name and a centred card. */
export function PublicLayout({ wide = false }: { wide?: boolean }) {
  return (
    <div className="public-layout">
      <header className="public-header">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {PORTAL_NAME}
        </span>
      </header>
      <main id="main-content" className="public-main">
        <div className={wide ? 'card public-card public-card-wide' : 'card public-card'}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
