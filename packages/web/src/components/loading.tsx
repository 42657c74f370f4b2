import { useT } from '../i18n/use-t';
import { componentsMessages } from './components.messages';

/** The loading spinner, announced as 'Loading'. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return (
    <div className={fullPage ? 'loading loading-full' : 'loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t(componentsMessages.loading)}</span>
    </div>
  );
}
