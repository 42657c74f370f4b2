import { NavLink } from 'react-router';

/** The Applications and Profile tabs; the current one carries aria-current="page". */
export function AccountTabs({ base }: { base: string }) {
  return (
    <nav className="sub-nav" aria-label="My Account">
      <ul>
        <li>
          <NavLink to={`${base}/applications`}>Applications</NavLink>
        </li>
        <li>
          <NavLink to={`${base}/profile`}>Profile</NavLink>
        </li>
      </ul>
    </nav>
  );
}
