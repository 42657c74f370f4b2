import { Outlet } from 'react-router';
import { TopBar } from './top-bar';

/** The frame of the signed-in screens. */
export function AppLayout() {
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <TopBar />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
