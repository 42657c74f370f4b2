import { Link } from 'react-router';
import { PORTAL_NAME } from './portal-name';
import { ProgramsMenu } from './programs-menu';
import { UserMenu } from './user-menu';

export function TopBar() {
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {PORTAL_NAME}
        </Link>
        <nav className="top-bar-nav" aria-label="Main">
          <ProgramsMenu />
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
