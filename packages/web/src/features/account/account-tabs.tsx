import { NavLink } from 'react-router';
import { useT } from '../../i18n/use-t';
import { accountMessages } from './account.messages';

/** The Applications and Profile tabs; the current one carries aria-current="page". */
export function AccountTabs({ base }: { base: string }) {
  const t = useT();
  return (
    <nav className="sub-nav" aria-label={t(accountMessages.heading)}>
      <ul>
        <li>
          <NavLink to={`${base}/applications`}>{t(accountMessages.applications)}</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/profile`}>{t(accountMessages.profile)}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
