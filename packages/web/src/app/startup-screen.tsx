import { Loading } from '../components/loading';
import { PORTAL_NAME } from './portal-name';

/**
 * The page while the signed-in app or its user loads: the portal's name above the spinner, so
 * that the first paint has content (Lighthouse's First Contentful Paint) before the user is known.
 */
export function StartupScreen() {
  return (
    <main className="startup">
      <div className="startup-inner">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {PORTAL_NAME}
        </span>
        <Loading fullPage />
      </div>
    </main>
  );
}
