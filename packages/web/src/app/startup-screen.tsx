import { Loading } from '../components/loading';
import { useT } from '../i18n/use-t';
import { layoutMessages } from './layout.messages';

/**
 * The page while the signed-in app or its user loads: the portal's name above the spinner, so
 * that the first paint has content (Lighthouse's First Contentful Paint) before the user is known.
 */
export function StartupScreen() {
  const t = useT();
  return (
    <main className="startup">
      <div className="startup-inner">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {t(layoutMessages.portalName)}
        </span>
        <Loading fullPage />
      </div>
    </main>
  );
}
